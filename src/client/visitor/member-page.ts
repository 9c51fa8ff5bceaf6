import { isLanguage } from '@/domain/i18n/languages';
import { MEMBER_PAGE_RENDERER } from '@/domain/member-page-path';
import { SESSION_RENEW_AFTER_MS, SESSION_TIMEOUT_MS, SESSION_WARNING_MS } from '@/domain/timing';
import { API_BASE } from '../lib/api-base';
import { ACTIVITY_EVENTS, lastActivityAt, noteActivity } from '../lib/member-activity';
import { memberPageCalls } from '../lib/member-pages';
import { localStore } from '../lib/safe-storage';
import { decodeClaims, toSessionUser, type SessionUser } from '../lib/session-claims';
import {
  ADMIN_TOKEN_KEY,
  LOGIN_TIME_KEY,
  readLoginTime,
  SESSION_END_KEY,
  USER_TOKEN_KEY,
} from '../lib/session-keys';
import { keepsRegistrationDraft, registrationDraftStorageKey } from './register-page';
import { entersForm, isReacts, keepTypedBeforeApp } from './typed-before-app';

/** Starts the app; `member` when it takes over the page made for that member. */
export type AppStarter = (options?: { member: SessionUser; onReady: () => void }) => void;

interface MemberPage {
  title: string;
  head: string;
  root: string;
  state: string;
}

/** A GET of the page's API call with the member's token: its JSON, null when it failed, 401 refused. */
async function callApi(path: string, token: string): Promise<unknown> {
  try {
    const response = await fetch(`${API_BASE}${path}`, {
      headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    });
    if (response.status === 401) return REFUSED;
    return response.ok ? ((await response.json()) as unknown) : null;
  } catch {
    return null;
  }
}

const REFUSED = Symbol('refused');

/** The page made by the server with the answers, or null when it could not be had. */
async function renderedPage(token: string, answers: unknown[]): Promise<MemberPage | null> {
  try {
    const response = await fetch(MEMBER_PAGE_RENDERER, {
      method: 'POST',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        Authorization: `Bearer ${token}`,
      },
      body: JSON.stringify({
        path: `${window.location.pathname}${window.location.search}`,
        answers,
      }),
    });
    return response.ok ? ((await response.json()) as MemberPage) : null;
  } catch {
    return null;
  }
}

/**
 * A member's signed-in page without the app (decision record 21): makes the page's API calls
 * with the member's token, as the app would, has the server render the page with the app's own
 * components from those answers, and shows it. The app (React, MUI, the router...) is fetched
 * only when the member acts on the page: a button pressed before then is pressed again once
 * the app has taken the page over; links simply navigate. The app also takes over when the
 * session needs it (its renewal after activity, the warning before its end, a change in another
 * tab). Should anything here fail, the app starts as it did before.
 */
export async function startMemberPage(root: HTMLElement, startApp: AppStarter): Promise<void> {
  const token = localStore.get(USER_TOKEN_KEY);
  const member = token ? toSessionUser(decodeClaims(token)) : null;
  const calls = member
    ? memberPageCalls(window.location.pathname, member.email, window.location.search)
    : undefined;
  // A draft of the form in this tab: the app restores it, so the app makes the page.
  if (!token || !member || !calls || keepsRegistrationDraft(member.email)) {
    startApp();
    return;
  }
  const answers = await Promise.all(calls.map((path) => callApi(path, token)));
  // A refused token: the app ends the session and says why, as it always has.
  const page = answers.includes(REFUSED) ? null : await renderedPage(token, answers);
  if (!page || root.hasChildNodes()) {
    startApp();
    return;
  }
  document.title = page.title;
  document.head.insertAdjacentHTML('beforeend', page.head);
  root.innerHTML = page.root;
  root.insertAdjacentHTML('afterend', page.state);
  // The controls that wait for the app are pressed before it: the press is kept for it.
  root.querySelectorAll('[data-control][aria-disabled]').forEach((control) => {
    control.removeAttribute('aria-disabled');
  });
  keepLanguageOnAccount(token);
  handOverWhenNeeded(root, member, startApp);
}

/**
 * A language link reloads the page from the server in that language (the `lang` cookie); the
 * member's account keeps the choice too, as the app's switcher does, so their mails follow it.
 * `keepalive` lets the request finish while the page reloads.
 */
function keepLanguageOnAccount(token: string): void {
  document.addEventListener('click', (event) => {
    const link = event.target instanceof Element ? event.target.closest('a[hreflang]') : null;
    const language = link?.getAttribute('hreflang');
    if (!isLanguage(language)) return;
    void fetch(`${API_BASE}/users/language`, {
      method: 'PUT',
      keepalive: true,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify({ language }),
    }).catch(() => undefined);
  });
}

/** The controls whose press needs the app; links navigate without it. */
const APP_CONTROL = 'button, [role="button"], [data-control]';

/** Keys that move within a control (a group of toggle buttons) rather than press it. */
const MOVING_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End'];

/**
 * Resolves once React has taken this control over (or it has gone, or after five seconds). The
 * app says when its root is committed; a part of the page behind a Suspense boundary may be
 * taken over a little later, and React marks each element it has taken over with its props.
 */
function hydrated(control: HTMLElement): Promise<void> {
  const until = Date.now() + 5_000;
  return new Promise((resolve) => {
    const check = () => {
      if (!control.isConnected || isReacts(control) || Date.now() > until) resolve();
      else setTimeout(check, 20);
    };
    check();
  });
}

function handOverWhenNeeded(root: HTMLElement, member: SessionUser, startApp: AppStarter): void {
  const timers: number[] = [];
  const draftKey = registrationDraftStorageKey(member.email);
  const typed = draftKey ? keepTypedBeforeApp(root, draftKey) : null;
  let taken: Promise<void> | null = null;
  const takeOver = (): Promise<void> => {
    taken ??= new Promise<void>((resolve) => {
      startApp({
        member,
        onReady: () => {
          stop();
          if (typed) void typed.handOver(hydrated).then(resolve);
          else resolve();
        },
      });
    });
    return taken;
  };

  // A form entered (a field or a control of it): the app is fetched while the member types
  // (typed-before-app.ts).
  const onFocus = (event: FocusEvent) => {
    if (entersForm(root, event)) void takeOver();
  };

  /** Holds an event on an app control until React has that control, then acts on it again. */
  const holdForApp = (event: Event, target: HTMLElement, again: (control: HTMLElement) => void) => {
    event.preventDefault();
    event.stopImmediatePropagation();
    const index = [...document.querySelectorAll(APP_CONTROL)].indexOf(target);
    void takeOver()
      .then(() => hydrated(target))
      .then(() => {
        // Should React have drawn the page afresh, the control is the one in the same place.
        const control = target.isConnected
          ? target
          : document.querySelectorAll<HTMLElement>(APP_CONTROL)[index];
        if (control) again(control);
      });
  };

  const onClick = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target.closest(APP_CONTROL) : null;
    if (!(target instanceof HTMLElement) || target.closest('a[href]')) return;
    holdForApp(event, target, (control) => control.click());
  };

  // A key a control handles itself (a toggle group's arrows), not as a press: held like a press.
  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target.closest(APP_CONTROL) : null;
    if (!(target instanceof HTMLElement) || !MOVING_KEYS.includes(event.key)) return;
    const { key, code, shiftKey, ctrlKey, altKey, metaKey } = event;
    const keys = { key, code, shiftKey, ctrlKey, altKey, metaKey, bubbles: true, cancelable: true };
    holdForApp(event, target, (control) =>
      control.dispatchEvent(new KeyboardEvent('keydown', keys)),
    );
  };

  const loginTime = readLoginTime() ?? Date.now();
  const renewalDue = () => Date.now() - loginTime >= SESSION_RENEW_AFTER_MS;
  const warningDue = () => Date.now() >= loginTime + SESSION_TIMEOUT_MS - SESSION_WARNING_MS;
  // The app renews the session of an active member once the token is old enough.
  const onActivity = () => {
    noteActivity();
    if (renewalDue()) void takeOver();
  };
  const onRenewalDue = () => {
    if (lastActivityAt() > loginTime) void takeOver();
  };
  const onVisible = () => {
    if (document.visibilityState === 'visible' && (warningDue() || renewalDue())) void takeOver();
  };
  const onStorage = (event: StorageEvent) => {
    const keys: Array<string | null> = [
      null,
      USER_TOKEN_KEY,
      LOGIN_TIME_KEY,
      ADMIN_TOKEN_KEY,
      SESSION_END_KEY,
    ];
    if (keys.includes(event.key)) void takeOver();
  };
  const options = { capture: true, passive: true };

  function stop() {
    document.removeEventListener('click', onClick, true);
    document.removeEventListener('keydown', onKeyDown, true);
    document.removeEventListener('focusin', onFocus, true);
    ACTIVITY_EVENTS.forEach((name) => window.removeEventListener(name, onActivity, options));
    document.removeEventListener('visibilitychange', onVisible);
    window.removeEventListener('storage', onStorage);
    timers.forEach((timer) => window.clearTimeout(timer));
  }

  document.addEventListener('click', onClick, true);
  document.addEventListener('keydown', onKeyDown, true);
  document.addEventListener('focusin', onFocus, true);
  ACTIVITY_EVENTS.forEach((name) => window.addEventListener(name, onActivity, options));
  document.addEventListener('visibilitychange', onVisible);
  window.addEventListener('storage', onStorage);
  const after = (at: number, run: () => void) =>
    timers.push(window.setTimeout(run, Math.max(0, at - Date.now())));
  after(loginTime + SESSION_RENEW_AFTER_MS, onRenewalDue);
  after(loginTime + SESSION_TIMEOUT_MS - SESSION_WARNING_MS, () => void takeOver());
}
