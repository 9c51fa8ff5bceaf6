import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { answerNotFound } from './error-handler';
import { escapeHtml } from './escape-html';
import { htmlPage, sendHtmlPage } from './html-page';
import { createPageRenderer } from './page-renderer';

/** The gate's page (a volunteer's, opened from a pass link). */
const GATE_PATH = '/gate';

/** Hashed build assets never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * Serves the built React app: its files, and index.html for every other page path so deep
 * links work on reload; the public pages the client bundle names come server-rendered into it
 * (page-renderer.ts). index.html itself is never cached, so a new build is picked up at once.
 */
export const spa = fp<{
  clientDir: string;
  siteName: string;
  timeZone: string;
  siteUrl: string;
  clock: Clock;
}>(
  async (app: FastifyInstance, { clientDir, siteName, timeZone, siteUrl, clock }) => {
    const builtPage = (name: string) => {
      const file = path.join(clientDir, name);
      return existsSync(file)
        ? readFileSync(file, 'utf8')
            .replaceAll('%SITE_NAME%', escapeHtml(siteName))
            .replaceAll('%SITE_TIMEZONE%', escapeHtml(timeZone))
        : null;
    };
    const indexHtml = builtPage('index.html');
    // The gate is a page of its own, without the app (src/client/gate-main.tsx); a build
    // without it serves the app's gate route instead.
    const gateHtml = builtPage('gate.html');

    if (indexHtml) {
      await app.register(fastifyStatic, {
        root: clientDir,
        index: false,
        wildcard: false,
        cacheControl: false,
        preCompressed: true,
        allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/gate.html',
        setHeaders: (res, filePath) => {
          const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
          res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
        },
      });
    }

    const renderer = indexHtml
      ? createPageRenderer(app, {
          entryFile: path.resolve(clientDir, '../server/entry-server.js'),
          template: indexHtml,
          siteName,
          timeZone,
          siteUrl,
          clock,
        })
      : null;
    const plainPage = indexHtml ? htmlPage(indexHtml) : null;
    const gatePage = gateHtml ? htmlPage(gateHtml) : null;

    app.setNotFoundHandler(async (request, reply) => {
      const pagePath = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        (!path.extname(pagePath) || pagePath === '/index.html');
      if (!isPage) return answerNotFound(request, reply);
      if (!plainPage) {
        return reply
          .status(503)
          .send({ message: 'The site is not built yet. Run `npm run build` and start again.' });
      }
      if (gatePage && pagePath === GATE_PATH) return sendHtmlPage(request, reply, gatePage);
      const page = (await renderer?.render(pagePath)) ?? plainPage;
      return sendHtmlPage(request, reply, page);
    });
  },
  { name: 'spa' },
);
