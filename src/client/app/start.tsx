import { hydrate as hydrateQueries, type QueryClient } from '@tanstack/react-query';
import { StrictMode, startTransition, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { documentLanguage } from '../lib/language-choice';
import { loadTextsChunks } from '../lib/page-texts/chunk';
import { loadPageTexts } from '../lib/page-texts/load';
import { loadShellTexts } from '../lib/shell-texts/load';
import { LanguageRoot } from './language-root';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { routes } from './router';
import { loadMatchedRoutes } from './load-matched-routes';
import { createBrowserRouter, RouterProvider } from './router-runtime';
import { PAGE_STATE_ID } from './server-rendering';
import { renderPagesFor, type SessionUser } from '../lib/session';

export interface StartOptions {
  /** The member a server-made member's page was made for (decision record 21). */
  member?: SessionUser;
  /** Called once the app has taken the page over. */
  onReady?: () => void;
}

/** Tells, once, that the page is the app's (its effects run after the take-over is committed). */
function Ready({ onReady }: { onReady?: () => void }) {
  useEffect(() => {
    onReady?.();
  }, [onReady]);
  return null;
}

/**
 * A member's page made by the server shows the answers its script fetched when it opened; the
 * take-over does not fetch them again, as the app would not have had it made the page (a form
 * is not swapped for another view under the member's fingers). Later pages fetch as usual.
 * Returns what to do once the app has the page.
 */
function keepPaintedAnswers(queryClient: QueryClient, taken: boolean): () => void {
  if (!taken) return () => undefined;
  const queries = queryClient.getDefaultOptions().queries;
  queryClient.setDefaultOptions({ queries: { ...queries, refetchOnMount: false } });
  return () => queryClient.setDefaultOptions({ queries });
}

/** Takes a server-rendered page over (hydration), or renders the page into an empty root. */
export async function startApp(container: HTMLElement, options: StartOptions = {}): Promise<void> {
  const queryClient = createQueryClient();
  const language = documentLanguage();
  const [texts, pages] = await Promise.all([loadShellTexts(language), loadPageTexts(language)]);
  const serverRendered = container.hasChildNodes();
  if (serverRendered) {
    const pageState = document.getElementById(PAGE_STATE_ID)?.textContent;
    if (pageState) hydrateQueries(queryClient, JSON.parse(pageState));
    await loadMatchedRoutes(routes, window.location);
    // The page's catalogues, so its take-over starts from the words the server wrote.
    await loadTextsChunks(language);
  }

  // Told the page was server-rendered (it has no loader data to pass), the router leaves the
  // scroll position alone: a visitor may have scrolled before the app took the page over.
  const router = createBrowserRouter(routes, serverRendered ? { hydrationData: {} } : undefined);
  const onReady = keepPaintedAnswers(queryClient, serverRendered && options.member !== undefined);
  const app = (
    <StrictMode>
      <LanguageRoot initial={{ language, texts, pages }}>
        <AppProviders queryClient={queryClient}>
          <RouterProvider router={router} />
        </AppProviders>
      </LanguageRoot>
      <Ready
        onReady={() => {
          onReady();
          options.onReady?.();
        }}
      />
    </StrictMode>
  );
  if (serverRendered) {
    // A member's page was made for them: the take-over starts from the same member.
    if (options.member) renderPagesFor(options.member);
    // The page's own work so far (routes, data) and the hydration start in separate tasks.
    await new Promise((resolve) => setTimeout(resolve, 0));
    // React takes the server's HTML over in short slices, so the page stays responsive.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    createRoot(container).render(app);
  }
}
