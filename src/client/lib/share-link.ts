/**
 * Share: the phone's share sheet (Web Share API) where there is one, else the link copied to
 * the clipboard. No React: the visitor script shares with it too. Answers what to tell the
 * person, or null when the share sheet took over (or was closed).
 */
export const LINK_COPIED = 'Link copied. Paste it to share the event.';
export const LINK_NOT_COPIED = 'The link could not be copied: copy it from the address bar.';

export async function shareLink(title: string, url: string): Promise<string | null> {
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
    return LINK_COPIED;
  } catch {
    return LINK_NOT_COPIED;
  }
}
