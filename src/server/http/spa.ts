import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { Clock } from '../clock';
import { answerNotFound } from './error-handler';
import { escapeHtml } from './escape-html';
import { htmlPage, sendHtmlPage } from './html-page';
import { createPageRenderer, inLanguage } from './page-renderer';
import { unauthorized } from './errors';
import { gateFrameIn } from '@/domain/i18n/gate-frame';
import { MEMBER_PAGE_RENDERER, memberPageRequestSchema } from '@/domain/member-page-schemas';
import {
  isLanguage,
  LANGUAGE_COOKIE,
  LANGUAGE_COOKIE_MAX_AGE_SECONDS,
  LANGUAGES,
  languageOf,
  type Language,
} from '@/domain/i18n/languages';

/**
 * The language switcher's link (`/about?lang=mr`): keeps the choice in the `lang` cookie and
 * answers with the same page without the parameter, which then comes in that language. A link,
 * not script, so it works on a visitor's page before any script runs.
 */
function chooseLanguage(url: string, language: Language, reply: FastifyReply) {
  const target = new URL(url, 'http://localhost');
  target.searchParams.delete(LANGUAGE_COOKIE);
  reply.header(
    'set-cookie',
    `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${LANGUAGE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`,
  );
  return reply.redirect(`${target.pathname}${target.search}`, 303);
}

/** The gate's page (a volunteer's, opened from a pass link). */
const GATE_PATH = '/gate';

/** Hashed build assets never change, so browsers may keep them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

/**
 * The built client's files. Each of its folders (the hashed assets, the art) is one route that
 * finds the file on disk: a route per file, with its compressed copies, made some 600 routes,
 * and adding them to the router was the largest part of building the app at start-up. The few
 * files at the top are a route each, so every other path stays free for the pages and the API.
 */
async function serveClientFiles(app: FastifyInstance, clientDir: string) {
  const common = {
    index: false,
    cacheControl: false,
    preCompressed: true,
    setHeaders: (res: { header: (name: string, value: string) => unknown }, filePath: string) => {
      const hashed = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', hashed ? IMMUTABLE : 'public, max-age=3600');
    },
  } as const;
  const folders = readdirSync(clientDir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  await app.register(fastifyStatic, {
    ...common,
    root: clientDir,
    wildcard: false,
    globIgnore: folders.map((folder) => `${folder}/**`),
    allowedPath: (pathName) => pathName !== '/index.html' && pathName !== '/gate.html',
  });
  for (const folder of folders) {
    await app.register(fastifyStatic, {
      ...common,
      root: path.join(clientDir, folder),
      prefix: `/${folder}/`,
      decorateReply: false,
    });
  }
}

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

    if (indexHtml) await serveClientFiles(app, clientDir);

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
    // A member's signed-in page, made with the answers their browser sends (decision record
    // 21). The token must be a valid member's: its claims name the member the page is made for.
    // Nothing is read from the database, so the page holds nothing the member did not send.
    app.post(
      MEMBER_PAGE_RENDERER,
      { schema: { body: memberPageRequestSchema } },
      async (request, reply) => {
        const { identity } = request;
        if (identity?.role !== 'user') throw unauthorized();
        const body = memberPageRequestSchema.parse(request.body);
        const page = await renderer?.renderMember(
          { path: body.path, claims: identity, answers: body.answers },
          languageOf(request.headers),
        );
        if (!page) return answerNotFound(request, reply);
        reply.header('cache-control', 'no-store');
        return page;
      },
    );

    const plainPages = indexHtml
      ? new Map(LANGUAGES.map((language) => [language, htmlPage(inLanguage(indexHtml, language))]))
      : null;
    // The gate's page comes in the volunteer's language, its frame's words too.
    const gatePages = gateHtml
      ? new Map(
          LANGUAGES.map((language) => [
            language,
            htmlPage(inLanguage(gateFrameIn(gateHtml, language), language)),
          ]),
        )
      : null;

    app.setNotFoundHandler(async (request, reply) => {
      const pagePath = request.url.split('?')[0] ?? '/';
      const isPage =
        (request.method === 'GET' || request.method === 'HEAD') &&
        (!path.extname(pagePath) || pagePath === '/index.html');
      if (!isPage) return answerNotFound(request, reply);
      const chosen = new URL(request.url, 'http://localhost').searchParams.get(LANGUAGE_COOKIE);
      if (isLanguage(chosen)) return chooseLanguage(request.url, chosen, reply);
      const plainPage = plainPages?.get(languageOf(request.headers));
      if (!plainPage) {
        return reply
          .status(503)
          .send({ message: 'The site is not built yet. Run `npm run build` and start again.' });
      }
      const gatePage = pagePath === GATE_PATH && gatePages?.get(languageOf(request.headers));
      if (gatePage) {
        reply.header('vary', 'Cookie, Accept-Language');
        return sendHtmlPage(request, reply, gatePage);
      }
      const page = (await renderer?.render(pagePath, languageOf(request.headers))) ?? plainPage;
      // The same address answers in the language the cookie or Accept-Language asks for.
      reply.header('vary', 'Cookie, Accept-Language');
      return sendHtmlPage(request, reply, page);
    });
  },
  { name: 'spa' },
);
