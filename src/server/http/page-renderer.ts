import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance } from 'fastify';
import type * as ServerEntry from '@/client/entry-server';
import type { Clock } from '../clock';
import { LANGUAGE_COOKIE, type Language } from '@/domain/i18n/languages';
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
  siteUrl: string;
  clock: Clock;
}

export interface PageRenderer {
  /** The page for this path with its content in place, or null when the browser renders it. */
  render(pathname: string, language: Language): Promise<HtmlPage | null>;
  /**
   * A member's page (decision record 21) made with the answers their browser sends, for the
   * member the token's claims name; null when the path or the token is not a member's page's.
   * Never kept: it is that member's.
   */
  renderMember(request: MemberPageRequest, language: Language): Promise<MemberPage | null>;
}

export interface MemberPageRequest {
  /** The page's path and query, as the browser has it. */
  path: string;
  claims: unknown;
  answers: unknown[];
}

/** What the member's script puts into the page: its title, styles, markup and data. */
export interface MemberPage {
  title: string;
  head: string;
  root: string;
  state: string;
}

/** The tags of a shared link's preview (Open Graph, and the card Twitter and others read). */
function previewTags(preview: ServerEntry.PagePreview, siteName: string): string {
  const property = (name: string, content: string) =>
    `<meta property="${name}" content="${escapeHtml(content)}" />`;
  return [
    property('og:type', 'website'),
    property('og:site_name', siteName),
    property('og:title', preview.title),
    property('og:description', preview.description),
    property('og:image', preview.image),
    property('og:url', preview.url),
    `<meta name="twitter:card" content="summary_large_image" />`,
    `<link rel="canonical" href="${escapeHtml(preview.url)}" />`,
  ].join('');
}

/** index.html marked with the page's language, `<html lang="hi">`, so it is read and spoken so. */
export const inLanguage = (template: string, language: Language) =>
  template.replace(/<html lang="[^"]*"/, `<html lang="${language}"`);

/** index.html with a rendered page in it: title and styles in the head, markup and data in the body. */
function fillTemplate(template: string, page: ServerEntry.RenderedPage, siteName: string): string {
  const preview = page.preview;
  const described = preview
    ? template.replace(
        /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
        () => `<meta name="description" content="${escapeHtml(preview.description)}" />`,
      )
    : template;
  return described
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`)
    .replace('</head>', () => `${preview ? previewTags(preview, siteName) : ''}${page.head}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${page.root}</div>${page.state}`);
}

/** How long after listening the page renderer loads when no page asked for it before. */
const RENDERER_PRELOAD_MS = 1_000;

/**
 * Server rendering of the public pages the client bundle names (decision record 6): their
 * HTML arrives with the page, and the app or the visitor script (decision record 15) takes it
 * over. Each page is made with the same public API answers the browser would ask for, read
 * through the app itself, and kept until those answers change. Without a server bundle, or when
 * rendering fails, the plain index.html is served and the app renders the page in the browser.
 */
export function createPageRenderer(
  app: FastifyInstance,
  options: PageRendererOptions,
): PageRenderer | null {
  if (!existsSync(options.entryFile)) return null;
  // The bundle is 1.3 MB of JavaScript: loaded once, by the first page asked for or a moment
  // after the server listens, whichever comes first, so the start does not compile it before
  // its first answer (decision record 23).
  let entry: Promise<typeof ServerEntry> | undefined;
  const loadEntry = (): Promise<typeof ServerEntry> => {
    if (!entry) {
      entry = import(pathToFileURL(options.entryFile).href) as Promise<typeof ServerEntry>;
      entry.catch((error: unknown) =>
        app.log.error({ err: error }, 'The page renderer did not load'),
      );
    }
    return entry;
  };
  app.addHook('onListen', (done) => {
    setTimeout(() => void loadEntry().catch(() => undefined), RENDERER_PRELOAD_MS).unref();
    done();
  });
  const cache = new Map<string, CachedPage>();
  const settings = {
    siteName: options.siteName,
    timeZone: options.timeZone,
    siteUrl: options.siteUrl,
  };

  /** The API's answer as a visitor reading `language` gets it (events in their language). */
  async function readApi(path: string, language: Language): Promise<string | undefined> {
    const answer = await app.inject({
      method: 'GET',
      url: `/api${path}`,
      headers: { cookie: `${LANGUAGE_COOKIE}=${language}` },
    });
    return answer.statusCode === 200 ? answer.body : undefined;
  }

  async function renderFresh(
    server: typeof ServerEntry,
    pathname: string,
    bodies: Array<string | undefined>,
    language: Language,
  ): Promise<HtmlPage> {
    const answers = bodies.map((body): unknown =>
      body === undefined ? undefined : JSON.parse(body),
    );
    const page = await server.renderPage(
      new URL(pathname, 'http://localhost'),
      { ...settings, language },
      answers,
    );
    return htmlPage(fillTemplate(inLanguage(options.template, language), page, options.siteName));
  }

  return {
    async renderMember({ path: pagePath, claims, answers }, language) {
      let server: typeof ServerEntry;
      try {
        server = await loadEntry();
      } catch {
        return null;
      }
      const url = new URL(pagePath, 'http://localhost');
      if (!server.isMemberPage(url.pathname, url.search)) return null;
      const page = await server.renderMemberPage(url, { ...settings, language }, claims, answers);
      if (!page) return null;
      return { title: page.title, head: page.head, root: page.root, state: page.state };
    },
    async render(requestedPath, language) {
      let server: typeof ServerEntry;
      try {
        server = await loadEntry();
      } catch {
        return null;
      }
      // Reset links are endless: their pages are made and kept under the path standing for them.
      const pathname = server.renderedPath(requestedPath);
      const apiPaths = server.pageApiPaths(pathname);
      if (!apiPaths) return null;
      try {
        const bodies = await Promise.all(apiPaths.map((path) => readApi(path, language)));
        // An event that does not exist: not rendered, nor kept (ids are endless).
        if (server.pageNeedsAnswers(pathname) && bodies.some((body) => body === undefined)) {
          return null;
        }
        // Pages show the year and judge events open or closed by the time: made afresh once a minute.
        const minute = Math.floor(options.clock.now().getTime() / 60_000);
        const key = `${language} ${pathname}`;
        let cached = cache.get(key);
        if (cached?.minute !== minute || !isSameAnswers(cached.bodies, bodies)) {
          const page = renderFresh(server, pathname, bodies, language);
          cached = { minute, bodies, page };
          cache.set(key, cached);
          // A failed render is not kept: the next request tries again.
          page.catch(() => {
            if (cache.get(key)?.page === page) cache.delete(key);
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
