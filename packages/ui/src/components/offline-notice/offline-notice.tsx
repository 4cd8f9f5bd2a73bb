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
 * the page (only the banner itself takes pointer events).
 */
function OfflineNotice({ offline, className, children, ...props }: OfflineNoticeProps) {
  return (
    <div
      role="status"
      data-slot="offline-notice"
      data-state={offline ? 'offline' : 'online'}
      className={cn(
        'pointer-events-none fixed inset-x-0 bottom-4 z-50 flex justify-center px-4',
        className,
      )}
      {...props}
    >
      {offline ? (
        <p
          data-slot="offline-notice-message"
          className="bg-foreground text-background shadow-dropdown pointer-events-auto flex max-w-md items-start gap-3 rounded-xl px-4 py-3 text-sm font-medium text-pretty"
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
