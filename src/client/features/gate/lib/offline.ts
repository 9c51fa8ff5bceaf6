/**
 * The gate works offline: a service worker (public/gate-sw.js) scoped to the gate's two pages
 * only keeps their HTML and code. The public pages never register it, nor load the manifest.
 */
const SCOPES = ['/gate', '/admin/check-in'];

/** Adds the gate's web app manifest to this page (installable as an app), once. */
function linkManifest() {
  if (document.querySelector('link[rel="manifest"]')) return;
  const link = document.createElement('link');
  link.rel = 'manifest';
  link.href = '/gate.webmanifest';
  document.head.append(link);
}

/**
 * Registers the worker for this page's scope and hands it what this page has loaded (its code,
 * styles and fonts), so the page reloads without a network. Resolves when all of it is kept.
 */
export async function keepGateOffline(): Promise<boolean> {
  linkManifest();
  if (!('serviceWorker' in navigator)) return false;
  const scope = SCOPES.find((candidate) => location.pathname.startsWith(candidate));
  if (!scope) return false;
  try {
    await navigator.serviceWorker.register('/gate-sw.js', { scope });
    const registration = await navigator.serviceWorker.ready;
    const urls = [
      location.pathname,
      ...performance
        .getEntriesByType('resource')
        .map((entry) => new URL(entry.name))
        .filter((url) => url.origin === location.origin && url.pathname.startsWith('/assets/'))
        .map((url) => url.pathname),
    ];
    const worker = registration.active;
    if (!worker) return false;
    return await new Promise<boolean>((resolve) => {
      const channel = new MessageChannel();
      channel.port1.onmessage = (event) => resolve(event.data === 'kept');
      worker.postMessage({ type: 'keep', urls }, [channel.port2]);
      setTimeout(() => resolve(false), 15_000);
    });
  } catch {
    return false;
  }
}
