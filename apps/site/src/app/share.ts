import type { ShareOutcome } from '@klinik/ui';

// Nothing of the gallery here (its photo actions are in gallery-actions.ts): the article and
// service pages import this module, so it travels in the `shared` chunk every page loads.

type SharedLink = { title: string; text?: string; url: string };

/** Whether the browser has a share sheet of its own (the Web Share API): phones, mostly. */
function hasShareSheet(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/** The phone's share sheet: 'shared', 'cancelled' (the visitor's choice) or 'failed'. */
async function openShareSheet(link: SharedLink): Promise<ShareOutcome> {
  try {
    await navigator.share(link);
    return 'shared';
  } catch (error) {
    return error instanceof DOMException && error.name === 'AbortError' ? 'cancelled' : 'failed';
  }
}

/** The address on the clipboard, for the visitor to paste into a chat: 'copied' or 'failed'. */
async function copyLink(url: string): Promise<ShareOutcome> {
  try {
    await navigator.clipboard.writeText(url);
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * Shares a link in one tap: with the phone's share sheet where there is one, and otherwise, or
 * when the sheet fails, by copying the address.
 */
export async function shareLink(link: SharedLink): Promise<ShareOutcome> {
  if (hasShareSheet()) {
    const outcome = await openShareSheet(link);
    if (outcome !== 'failed') return outcome;
  }
  return copyLink(link.url);
}

/**
 * What the share buttons of a page do: the phone's share sheet (copying the page's address where
 * the browser has none), and copying the address.
 */
export function pageSharing(page: { title: string; url: string }) {
  return {
    url: page.url,
    onShareSheet: () => shareLink(page),
    onCopyLink: () => copyLink(page.url),
  };
}
