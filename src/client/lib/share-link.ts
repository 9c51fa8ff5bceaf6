/**
 * Share: the phone's share sheet (Web Share API) where there is one, else the link copied to
 * the clipboard. No React: the visitor script shares with it too. Answers what happened, for
 * the caller to say in the page's language, or null when the share sheet took over (or was
 * closed).
 */
export type ShareOutcome = 'copied' | 'not-copied';

export async function shareLink(title: string, url: string): Promise<ShareOutcome | null> {
  if (typeof navigator.share === 'function') {
    try {
      await navigator.share({ title, url });
    } catch {
      // Closed without sharing: nothing to say.
    }
    return null;
  }
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'not-copied';
  }
}
