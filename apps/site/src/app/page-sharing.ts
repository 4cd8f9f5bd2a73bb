import type { ShareSheetOutcome } from '@klinik/ui';

// Not in share.ts: that module imports the gallery's data hook (its photo addresses), and what
// two pages import travels in the `shared` chunk every page loads, the gallery's code with it.

/**
 * What the share buttons of a page do: the phone's share sheet, only where the browser has one
 * (the button is left out elsewhere), and copying the page's address.
 */
export function pageSharing(data: { title: string; url: string }) {
  return {
    url: data.url,
    onShareSheet:
      typeof navigator !== 'undefined' && typeof navigator.share === 'function'
        ? async (): Promise<ShareSheetOutcome> => {
            try {
              await navigator.share({ title: data.title, url: data.url });
              return 'shared';
            } catch (error) {
              // Closing the share sheet is the visitor's choice, not a failure.
              return error instanceof DOMException && error.name === 'AbortError'
                ? 'cancelled'
                : 'failed';
            }
          }
        : undefined,
    onCopyLink: async (): Promise<boolean> => {
      try {
        await navigator.clipboard.writeText(data.url);
        return true;
      } catch {
        return false;
      }
    },
  };
}
