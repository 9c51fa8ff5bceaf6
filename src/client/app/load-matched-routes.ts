import type { RouteObject } from 'react-router';
import { matchRoutes } from './router-runtime';

/**
 * Loads the code of the routes that match `location` (their `lazy` parts) into the route objects
 * themselves, as the router would before rendering them. The server does this before it renders
 * a page, and the browser before it takes that page over, so both render it at once, alike.
 */
export async function loadMatchedRoutes(
  routes: RouteObject[],
  location: string | Partial<Location>,
): Promise<void> {
  const matches = matchRoutes(routes, location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      const { lazy } = route;
      if (!lazy) return;
      const loaded =
        typeof lazy === 'function'
          ? await lazy()
          : Object.fromEntries(
              await Promise.all(
                Object.entries(lazy).map(async ([key, load]) => [
                  key,
                  await (load as () => Promise<unknown>)(),
                ]),
              ),
            );
      Object.assign(route, loaded, { lazy: undefined });
    }),
  );
}
