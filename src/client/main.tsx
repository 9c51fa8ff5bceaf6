// The fonts' faces are in the first stylesheet, so a server-rendered page paints with them.
import '@fontsource/noto-sans/400.css';
import '@fontsource/noto-sans/500.css';
import '@fontsource/noto-sans/600.css';
import '@fontsource/noto-sans/700.css';
// A visitor's dialogs and form states: in the first stylesheet too, so that the page's styles
// are worked out once, before the first paint, and not again when the visitor script arrives.
import './visitor/visitor.css';

import { memberPageCalls } from './lib/member-pages';
import { isMemberSignedIn, isSignedIn } from './lib/session-keys';
import type { AppStarter } from './visitor/member-page';

/**
 * The first script: small, so that a server-rendered page paints before any of the app's code is
 * fetched or run. Right after that first paint (at once on a page the browser renders itself) it
 * fetches the app's code, which index.html lists in a template (see vite.config.ts), and starts it.
 * A visitor's server-rendered page is never taken over by the app: a small script of its own
 * (visitor/) wires what needs script there (decision record 15).
 */
const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');

function afterFirstPaint(start: () => void): void {
  // Hidden tabs do not paint (nor run animation frames) until they are shown.
  if (document.visibilityState === 'hidden') {
    start();
    return;
  }
  requestAnimationFrame(() => setTimeout(start, 0));
}

/** Starts fetching every module of the app at once. */
function fetchAppCode(): void {
  const list = document.getElementById('app-code');
  if (list instanceof HTMLTemplateElement) document.head.append(list.content.cloneNode(true));
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The app's libraries and its frame, imported one by one before the rest of the app: each is
 * evaluated in a task of its own, so that none holds the page up for long.
 */
const STEPS = [
  () => import('react-dom/client'),
  () => import('./app/theme'),
  () => import('./app/router-runtime'),
  () => import('./app/query-client'),
  () => import('@mui/material/Button'),
  () => import('./app/site-header'),
  () => import('./app/site-footer'),
];

async function startApp(
  container: HTMLElement,
  options?: Parameters<AppStarter>[0],
): Promise<void> {
  fetchAppCode();
  for (const step of STEPS) {
    await step();
    await nextTask();
  }
  const app = await import('./app/start');
  await nextTask();
  await app.startApp(container, options);
}

const start = () => {
  startApp(root).catch((error: unknown) => console.error('The app could not start', error));
};

const startVisitorPage = () => {
  import('./visitor/start')
    .then((visitor) => visitor.startVisitorPage())
    .catch((error: unknown) => console.error('The page could not start', error));
};

/**
 * Whether the app brought the visitor here with navigation state that a reload kept (why the
 * login page was shown, and where to return after it): only the app reads it.
 */
function hasAppState(): boolean {
  const state: unknown = window.history.state;
  return typeof state === 'object' && state !== null && 'usr' in state && state.usr != null;
}

/**
 * A member's signed-in page the server makes for them (decision record 21), opened without
 * navigation state or a query the app acts on at once (a link's `?pay=`).
 */
const isMemberPage = () =>
  isMemberSignedIn() &&
  memberPageCalls(window.location.pathname, '', window.location.search) !== undefined &&
  !hasAppState();

const startMemberPage = () => {
  const startFor: AppStarter = (options) => {
    startApp(root, options).catch((error: unknown) =>
      console.error('The app could not start', error),
    );
  };
  import('./visitor/member-page')
    .then((member) => member.startMemberPage(root, startFor))
    .catch((error: unknown) => {
      console.error('The page could not start', error);
      if (!root.hasChildNodes()) start();
    });
};

// A member or an admin gets the app: their header, menus and the session's clock are its own.
if (!root.hasChildNodes() && isMemberPage()) startMemberPage();
else if (!root.hasChildNodes()) start();
else if (isSignedIn() || hasAppState()) afterFirstPaint(start);
else afterFirstPaint(startVisitorPage);
