import * as React from 'react';
import { WifiOff } from 'lucide-react';
import { cn } from '../../lib/cn';

type OfflineNoticeProps = React.ComponentProps<'div'> & {
  /** Shows the notice. The live region itself always stays, so a change is announced. */
  offline: boolean;
  /** The message; defaults to the general offline text. */
  children?: React.ReactNode;
};

/**
 * A small banner floating at the bottom of the viewport while the visitor has no connection.
 * Polite: role="status" announces it without interrupting, and it never takes focus or blocks
 * the page (only the banner itself takes pointer events). Where it would cover much of the
 * window (text large for the width, or a very short window), it takes its place in the page
 * instead, where the layout puts it.
 */
function OfflineNotice({ offline, className, children, ...props }: OfflineNoticeProps) {
  return (
    <div
      role="status"
      data-slot="offline-notice"
      data-state={offline ? 'offline' : 'online'}
      // Empty in the page's flow while the banner floats. A query container: its width in the
      // root's rem says how large the text is for the room there.
      className={cn('@container pointer-events-none flex justify-center', className)}
      {...props}
    >
      {offline ? (
        <p
          data-slot="offline-notice-message"
          className={cn(
            'bg-foreground text-background shadow-dropdown pointer-events-auto flex w-fit max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium text-pretty',
            // Floats at the bottom of the window, clear of its edges.
            'fixed inset-x-4 bottom-4 z-50 mx-auto',
            // Where floating it would cover much of the window, it stays in the page: text large
            // for the width (under 16rem of the root's size across), its icon above the words,
            // or a window under 20rem tall (high zoom).
            '@max-3xs:static @max-3xs:my-4 @max-3xs:flex-col @max-3xs:gap-2 @max-3xs:px-3',
            '[@media(max-height:20rem)]:static [@media(max-height:20rem)]:my-4',
          )}
        >
          <WifiOff aria-hidden className="mt-0.5 size-4 shrink-0" />
          <span>
            {children ?? 'Anda sedang offline. Halaman yang pernah dibuka tetap bisa dibaca.'}
          </span>
        </p>
      ) : null}
    </div>
  );
}

export { OfflineNotice, type OfflineNoticeProps };
