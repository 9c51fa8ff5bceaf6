import createCache, { type EmotionCache } from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import { dehydrate, type QueryClient, type QueryKey } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import sanitizeHtml from 'sanitize-html';
import { aboutSanitizeHtmlOptions } from '../domain/about';
import { aboutContentSchema, aboutSectionListSchema } from '../domain/about-schemas';
import { resetTokenSchema } from '../domain/account-schemas';
import { formatIn } from '../domain/i18n/format';
import type { Language } from '../domain/i18n/languages';
import { eventPagePath } from '../domain/event-links';
import { eventSchema } from '../domain/event-schemas';
import { siteConfigSchema } from '../domain/site-config';
import { loadMatchedRoutes } from './app/load-matched-routes';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { routes } from './app/router';
import { PAGE_STATE_ID } from './app/server-rendering';
import { PageLanguageContext } from './lib/shell-texts/context';
import type { ShellTexts } from './lib/shell-texts/en';
import { loadShellTexts } from './lib/shell-texts/load';
import type { PageTexts } from './lib/page-texts/en';
import { PageTextsContext } from './lib/page-texts/context';
import { loadPageTexts } from './lib/page-texts/load';
import { loadTextsChunks } from './lib/page-texts/chunk';
import { UpcomingEventsList } from './features/landing/upcoming-events-section';
import { ABOUT_CONTENT_PATH, aboutContentQuery } from './features/about/api/get-about-content';
import { ABOUT_SECTIONS_PATH, aboutSectionsQuery } from './features/about/api/get-about-sections';
import { resolveImageUrl } from './lib/api-client';
import { eventQuery } from './lib/api/get-event';
import { SITE_CONFIG_PATH, siteConfigQuery } from './lib/api/get-site-config';
import {
  UPCOMING_EVENTS_PATH,
  upcomingEventsFrom,
  upcomingEventsQuery,
} from './lib/api/get-upcoming-events';
import { isAllowedAboutImageSource, provideSanitizerWithoutDom } from './lib/sanitize-about-html';
import { configureSiteSettings, siteName } from './lib/site-settings';
import { ServerPageTitle } from './lib/use-page-title';
import { myRegistrationListSchema } from '../domain/registration-schemas';
import { donationListSchema } from '../domain/donation-schemas';
import { toSessionUser, type SessionUser } from './lib/session-claims';
import { renderPagesFor } from './lib/session';
import { eventCall, memberPageCalls, SITE_CONFIG_CALL } from './lib/member-pages';
import { myRegistrationsQuery } from './lib/api/get-my-registrations';
import { myDonationsQuery } from './features/donations/api/get-my-donations';

interface PageQuery {
  /** The key, or the key in the page's language for an answer kept per language. */
  queryKey: QueryKey | ((language: Language) => QueryKey);
  path: string;
  parse: (data: unknown) => unknown;
}

interface ServerRenderedPage {
  queries: PageQuery[];
  /** The code (and texts, in the page's language) of lazily loaded parts, loaded before rendering. */
  preload?: Array<(language: Language) => Promise<unknown>>;
  /** Without every answer there is no page to make (an unknown event): the browser says so. */
  needsAnswers?: boolean;
  /** What a link to the page shows where it is shared (Open Graph), from its answers. */
  preview?: (answers: unknown[], settings: PageSettings) => PagePreview | undefined;
}

interface PageSettings {
  siteName: string;
  timeZone: string;
  /** The site's public address, for the absolute links of a preview. */
  siteUrl: string;
  /** The language the page is rendered in: the visitor's choice (decision record 24). */
  language?: Language;
}

/** A shared link's preview: its title, description and picture. */
export interface PagePreview {
  title: string;
  description: string;
  /** Absolute. */
  image: string;
  url: string;
}

/** Event ids are UUIDs. */
const EVENT_PAGE = /^\/events\/([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/**
 * The description of a shared event: when (in the page's language), where, and the start of
 * what it is.
 */
function eventPreview(answers: unknown[], settings: PageSettings): PagePreview | undefined {
  const parsed = eventSchema.safeParse(answers[0]);
  if (!parsed.success) return undefined;
  const event = parsed.data;
  const when = formatIn(settings.language ?? 'en').eventWhen(event.date, settings.timeZone);
  const about = event.description.replace(/\s+/g, ' ').trim();
  const description = [[when, event.location].filter(Boolean).join(' · '), about]
    .filter(Boolean)
    .join('. ');
  return {
    title: event.name,
    description: description.length > 200 ? `${description.slice(0, 197)}…` : description,
    image: `${settings.siteUrl}${EVENT_PREVIEW_IMAGE}`,
    url: `${settings.siteUrl}${eventPagePath(event._id)}`,
  };
}

/** The picture of a shared event (public/art). */
const EVENT_PREVIEW_IMAGE = '/art/card-sports.webp';

/** A mailed reset link's page; the token is checked by the page (and the API), not here. */
const RESET_PASSWORD_PAGE = /^\/reset-password\/([^/]+)$/;

/**
 * Every reset link shows one of two pages, the form or 'not valid' (the token is not in the
 * page): each is made with a token that stands for its kind, so that one is kept of each, not
 * one per link.
 */
const RESET_PASSWORD_STANDS_FOR = {
  wellFormed: `/reset-password/${'0'.repeat(43)}`,
  malformed: '/reset-password/not-valid',
};

/** The path whose page the server renders for this one (the same path but for reset links). */
export function renderedPath(pathname: string): string {
  const token = RESET_PASSWORD_PAGE.exec(pathname)?.[1];
  if (token === undefined) return pathname;
  return resetTokenSchema.safeParse(decodeURIComponent(token)).success
    ? RESET_PASSWORD_STANDS_FOR.wellFormed
    : RESET_PASSWORD_STANDS_FOR.malformed;
}

/** The server-rendered page of a path: one of the fixed pages, or an event's page. */
function pageFor(pathname: string): ServerRenderedPage | undefined {
  const fixed = SERVER_RENDERED_PAGES[pathname];
  if (fixed) return fixed;
  if (RESET_PASSWORD_PAGE.test(pathname)) return { queries: [] };
  const eventId = EVENT_PAGE.exec(pathname)?.[1];
  if (!eventId) return undefined;
  return {
    queries: [
      {
        queryKey: eventQuery(eventId).queryKey,
        path: `/events/${eventId}`,
        parse: (data) => eventSchema.parse(data),
      },
    ],
    needsAnswers: true,
    preview: eventPreview,
  };
}

/** The site's settings (contact details, the demo account outside production). */
const siteConfigPageQuery: PageQuery = {
  queryKey: siteConfigQuery.queryKey,
  path: SITE_CONFIG_PATH,
  parse: (data) => siteConfigSchema.parse(data),
};

/**
 * The pages the server renders, with the API answers each is made with. The browser takes the
 * answers over with the page, so it does not ask for them again (unless told to).
 */
const SERVER_RENDERED_PAGES: Record<string, ServerRenderedPage> = {
  '/': {
    queries: [
      {
        queryKey: upcomingEventsQuery.queryKey,
        path: UPCOMING_EVENTS_PATH,
        parse: upcomingEventsFrom,
      },
    ],
    preload: [UpcomingEventsList.preload],
  },
  '/history': { queries: [] },
  // The account pages a visitor opens from a link or a mail, and the donation form (decision
  // record 21).
  '/login': { queries: [siteConfigPageQuery] },
  '/forgot-password': { queries: [] },
  '/signup': { queries: [] },
  // The site's settings say whether payments are live and which receipts are given.
  '/donations': { queries: [siteConfigPageQuery] },
  '/se': { queries: [] },
  '/gc': { queries: [] },
  '/ac': { queries: [] },
  '/contact': { queries: [siteConfigPageQuery] },
  '/about': {
    queries: [
      {
        queryKey: (language) => aboutContentQuery(language).queryKey,
        path: ABOUT_CONTENT_PATH,
        parse: (data) => aboutContentSchema.parse(data),
      },
      {
        queryKey: aboutSectionsQuery.queryKey,
        path: ABOUT_SECTIONS_PATH,
        parse: (data) => aboutSectionListSchema.parse(data),
      },
    ],
  },
};

export interface RenderedPage {
  /** The page's title, for `<title>`. */
  title: string;
  /** `<style>` elements for the head: the page's emotion styles. */
  head: string;
  /** The markup for `#root`. */
  root: string;
  /** After `#root`: the data the page was made with, for the browser's query cache. */
  state: string;
  /** What a shared link to the page shows, when it has its own. */
  preview?: PagePreview;
}

// The server sanitizes the About HTML when it is saved; the page is cleaned again here by the
// same rules the browser applies with DOMPurify (which needs a DOM).
provideSanitizerWithoutDom((html) =>
  sanitizeHtml(html, {
    ...aboutSanitizeHtmlOptions({
      keepImage: (src) => isAllowedAboutImageSource(src.trim()),
      imageSource: resolveImageUrl,
    }),
    allowedSchemesAppliedToAttributes: [],
  }),
);

/** `<` escaped, so the JSON cannot end its script element. */
function jsonForScript(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The emotion styles the render inserted, as the `<style>` elements emotion looks for when the
 * browser takes the page over: each global style (CssBaseline's) in its own, the rest (class
 * styles, including those of inner components that only feed a merged class) in one, so the
 * browser inserts none of them again.
 */
function styleElements(cache: EmotionCache): string {
  let globals = '';
  const ids: string[] = [];
  let css = '';
  for (const [id, rules] of Object.entries(cache.inserted)) {
    if (typeof rules !== 'string' || !rules) continue;
    if (rules.includes(`.${cache.key}-${id}`) || rules.includes('@keyframes')) {
      ids.push(id);
      css += rules;
    } else {
      globals += `<style data-emotion="${cache.key}-global ${id}">${rules}</style>`;
    }
  }
  return `${globals}<style data-emotion="${cache.key} ${ids.join(' ')}">${css}</style>`;
}

async function render(
  queryClient: QueryClient,
  url: URL,
  cache: EmotionCache,
  setTitle: (title: string) => void,
  language: { language: Language; texts: ShellTexts; pages: PageTexts },
  member: SessionUser | null,
): Promise<string> {
  // The page's code is loaded into the routes once, so the router has nothing left to load.
  await loadMatchedRoutes(routes, url.pathname);
  // The catalogues of the page's code in its language, so the page arrives without English.
  await loadTextsChunks(language.language);
  const handler = createStaticHandler(routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${url.pathname} answered a redirect`);
  if (context.errors || context.statusCode !== 200) {
    throw new Error(`${url.pathname} did not render (status ${context.statusCode})`);
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // renderToString runs to its end at once, so no other page's render sees this member.
  renderPagesFor(member);
  let html: string;
  try {
    html = renderToString(
      <CacheProvider value={cache}>
        <ServerPageTitle value={setTitle}>
          <StrictMode>
            <PageLanguageContext.Provider
              value={{ language: language.language, texts: language.texts }}
            >
              <PageTextsContext.Provider value={language.pages}>
                <AppProviders queryClient={queryClient}>
                  <StaticRouterProvider router={router} context={context} hydrate={false} />
                </AppProviders>
              </PageTextsContext.Provider>
            </PageLanguageContext.Provider>
          </StrictMode>
        </ServerPageTitle>
      </CacheProvider>,
    );
  } finally {
    renderPagesFor(null);
  }
  // A part that suspended would be left to the browser with an error: render none of it then.
  if (/<!--\$[!?]-->/.test(html)) throw new Error(`${url.pathname} suspended while rendering`);
  return html;
}

/** The API paths (under `/api`) a page is made with, or undefined when the server does not render it. */
export function pageApiPaths(pathname: string): string[] | undefined {
  return pageFor(pathname)?.queries.map((query) => query.path);
}

/** Whether the page is made only with every answer (else the browser renders it). */
export const pageNeedsAnswers = (pathname: string) => pageFor(pathname)?.needsAnswers === true;

/**
 * Renders a page of `pageApiPaths` with the site's settings and the answers of its API paths,
 * in order (an undefined answer, a failed call, leaves that part to the browser, as when the page
 * is not server-rendered).
 */
export async function renderPage(
  url: URL,
  settings: PageSettings,
  answers: unknown[],
): Promise<RenderedPage> {
  const page = pageFor(url.pathname);
  if (!page) throw new Error(`${url.pathname} is not rendered by the server`);
  return renderWith(page, url, settings, answers);
}

/** A list the app's fetcher would have read, or none (its fetcher counts a failure as none). */
const listOr =
  (schema: { safeParse: (data: unknown) => { success: boolean; data?: unknown } }) =>
  (data: unknown): unknown => {
    const parsed = schema.safeParse(data);
    return parsed.success ? parsed.data : [];
  };

/**
 * The queries of a member's page, in the order of `MEMBER_PAGE_CALLS` (lib/member-pages.ts),
 * keyed as the app keys them for this member.
 */
function memberPageQueries(url: URL, email: string): PageQuery[] | undefined {
  const paths = memberPageCalls(url.pathname, email, url.search);
  if (!paths) return undefined;
  const queryOf = (path: string): PageQuery => {
    const registerQuery = registerPageQuery(path, url);
    if (registerQuery) return registerQuery;
    if (path === UPCOMING_EVENTS_PATH) {
      return { queryKey: upcomingEventsQuery.queryKey, path, parse: upcomingEventsFrom };
    }
    if (path.startsWith('/users/registrations?')) {
      return {
        queryKey: myRegistrationsQuery(email).queryKey,
        path,
        parse: listOr(myRegistrationListSchema),
      };
    }
    if (path.startsWith('/donate/my-donations?')) {
      return {
        queryKey: myDonationsQuery(email).queryKey,
        path,
        parse: listOr(donationListSchema),
      };
    }
    throw new Error(`No query for ${path}`);
  };
  return paths.map(queryOf);
}

/**
 * `/register`'s own queries (the site's settings, the event), keyed as the app keys them; the
 * page is made only with both (else the app makes it, and says what went wrong).
 */
function registerPageQuery(path: string, url: URL): PageQuery | undefined {
  if (path === SITE_CONFIG_CALL) {
    return {
      queryKey: siteConfigQuery.queryKey,
      path,
      parse: (data) => siteConfigSchema.parse(data),
    };
  }
  const eventId = url.searchParams.get('event')?.trim();
  if (eventId && path === eventCall(eventId)) {
    return {
      queryKey: eventQuery(eventId).queryKey,
      path,
      parse: (data) => eventSchema.parse(data),
    };
  }
  return undefined;
}

/** Whether the server renders this signed-in page for a member (`renderMemberPage`). */
export const isMemberPage = (pathname: string, search = '') =>
  memberPageCalls(pathname, '', search) !== undefined;

/**
 * A member's page (decision record 21), made for the member the token names with the answers
 * their browser had for the page's API calls (`MEMBER_PAGE_CALLS`; a failed call, null, counts
 * as the app counts it). Nothing is read here: the page holds only what the member sent.
 * Undefined when the path is not such a page or the token is not a member's.
 */
export async function renderMemberPage(
  url: URL,
  settings: PageSettings,
  claims: unknown,
  answers: unknown[],
): Promise<RenderedPage | undefined> {
  const user = toSessionUser(claims);
  if (!user) return undefined;
  const queries = memberPageQueries(url, user.email);
  if (!queries || answers.length !== queries.length) return undefined;
  try {
    queries.forEach((query, index) => query.parse(answers[index] ?? []));
  } catch {
    return undefined;
  }
  // Every query is given its answer: a failed call reads as the app's fetcher reads it.
  const page: ServerRenderedPage = { queries };
  return renderWith(
    page,
    url,
    settings,
    answers.map((answer) => answer ?? []),
    user,
  );
}

async function renderWith(
  page: ServerRenderedPage,
  url: URL,
  settings: PageSettings,
  answers: unknown[],
  member: SessionUser | null = null,
): Promise<RenderedPage> {
  configureSiteSettings(settings);
  const language = settings.language ?? 'en';
  await Promise.all((page.preload ?? []).map((preload) => preload(language)));

  const queryClient = createQueryClient();
  page.queries.forEach((query, index) => {
    const answer = answers[index];
    if (answer === undefined) return;
    // The answers are as fresh as the page (page-renderer.ts makes it again when they change):
    // the browser keeps them for as long as it keeps its own (each query's staleTime).
    const key = typeof query.queryKey === 'function' ? query.queryKey(language) : query.queryKey;
    queryClient.setQueryData(key, query.parse(answer), { updatedAt: Date.now() });
  });

  const cache = createCache({ key: 'css' });
  // Keeps the styles in the cache rather than beside each element: they go in the head.
  cache.compat = true;
  let title = siteName;
  const [texts, pages] = await Promise.all([loadShellTexts(language), loadPageTexts(language)]);
  const root = await render(
    queryClient,
    url,
    cache,
    (pageTitle) => {
      title = pageTitle;
    },
    { language, texts, pages },
    member,
  );
  const state = page.queries.length
    ? `<script type="application/json" id="${PAGE_STATE_ID}">${jsonForScript(dehydrate(queryClient))}</script>`
    : '';
  const preview = page.preview?.(answers, settings);
  return { title, head: styleElements(cache), root, state, ...(preview ? { preview } : {}) };
}
