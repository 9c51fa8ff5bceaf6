import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type * as ServerEntry from '@/client/entry-server';
import type { Clock } from '../clock';
import { escapeHtml } from './escape-html';
import { htmlPage, type HtmlPage } from './html-page';

/** Rendered pages kept per path, each for the API answers and the minute it was made with. */
interface CachedPage {
  minute: number;
  /** The answers' JSON as the API sent it (undefined: not a 200). */
  bodies: Array<string | undefined>;
  page: Promise<HtmlPage>;
}

const isSameAnswers = (a: Array<string | undefined>, b: Array<string | undefined>) =>
  a.length === b.length && a.every((body, index) => body === b[index]);

export interface PageRendererOptions {
  /** The server's bundle of the client (`dist/server/entry-server.js`), built with the app. */
  entryFile: string;
  /** index.html with the site's settings filled in: the frame of every page. */
  template: string;
  siteName: string;
  timeZone: string;
  clock: Clock;
}

export interface PageRenderer {
  /** The page for this path with its content in place, or null when the browser renders it. */
  render(pathname: string): Promise<HtmlPage | null>;
}

/** index.html with a rendered page in it: title and styles in the head, markup and data in the body. */
function fillTemplate(template: string, page: ServerEntry.RenderedPage): string {
  return template
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.state}`);
}

/**
 * Server rendering of the public pages the client bundle names (decision record 6): their
 * HTML arrives with the page, and React takes it over. Each page is made with the same public
 * API answers the browser would ask for, read through the app itself, and kept until those
 * answers change. Without a server bundle, or when rendering fails, the browser renders the
 * page as before.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): PageRenderer | null {
  if (!existsSync(options.entryFile)) return null;
  // Loaded once, in the background: start-up does not wait for it.
  const entry: Promise<typeof ServerEntry> = import(pathToFileURL(options.entryFile).href);
  entry.catch((error: unknown) => app.log.error({ err: error }, 'The page renderer did not load'));
  const cache = new Map<string, CachedPage>();
  const settings = { siteName: options.siteName, timeZone: options.timeZone };

  async function readApi(path: string): Promise<string | undefined> {
    const answer = await app.inject({ method: 'GET', url: `/api${path}` });
    return answer.statusCode === 200 ? answer.body : undefined;
  }

  async function renderFresh(
    server: typeof ServerEntry,
    pathname: string,
    bodies: Array<string | undefined>,
  ): Promise<HtmlPage> {
    const answers = bodies.map((body): unknown =>
      body === undefined ? undefined : JSON.parse(body),
    );
    const page = await server.renderPage(new URL(pathname, 'http://localhost'), settings, answers);
    return htmlPage(fillTemplate(options.template, page));
  }

  return {
    async render(pathname) {
      let server: typeof ServerEntry;
      try {
        server = await entry;
      } catch {
        return null;
      }
      const apiPaths = server.pageApiPaths(pathname);
      if (!apiPaths) return null;
      try {
        const bodies = await Promise.all(apiPaths.map(readApi));
        // Pages show the year and judge events open or closed by the time: made afresh once a minute.
        const minute = Math.floor(options.clock.now().getTime() / 60_000);
        let cached = cache.get(pathname);
        if (cached?.minute !== minute || !isSameAnswers(cached.bodies, bodies)) {
          const page = renderFresh(server, pathname, bodies);
          cached = { minute, bodies, page };
          cache.set(pathname, cached);
          // A failed render is not kept: the next request tries again.
          page.catch(() => {
            if (cache.get(pathname)?.page === page) cache.delete(pathname);
          });
        }
        return await cached.page;
      } catch (error) {
        app.log.error(
          { err: error, pathname },
          'Server rendering failed; the browser renders the page',
        );
        return null;
      }
    },
  };
}
