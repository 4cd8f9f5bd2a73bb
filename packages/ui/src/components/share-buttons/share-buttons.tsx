import * as React from 'react';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { useHydrated } from '../../hooks/use-hydrated';
import { buildWhatsAppShareUrl, type ShareOutcome } from '../../lib/share';
import { buttonVariants } from '../button/button';
import { ExternalLink } from '../external-link/external-link';

type ShareButtonsProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** The page's title: the WhatsApp text and the share sheet's title. */
  title: string;
  /** The page's public address (absolute). */
  url: string;
  /** The label above the buttons. */
  label?: string;
  /**
   * Opens the device's own share sheet (the Web Share API) and resolves how it ended: 'shared',
   * 'cancelled' or 'failed'. Give it only where the browser has one: its button shows after
   * hydration, in a place kept for it, so nothing moves.
   */
  onShareSheet?: () => Promise<ShareOutcome>;
  /** Copies `url` to the clipboard: resolves 'copied', or 'failed' when the browser refused. */
  onCopyLink: () => Promise<ShareOutcome>;
};

const buttonClass = buttonVariants({ variant: 'outline', size: 'compact' });

/**
 * Share a page: to WhatsApp (a real link, so it works before any script and without it), with
 * the phone's share sheet where there is one, or by copying the link. What happened is said in a
 * polite status line. The two buttons that need script stay invisible, in their place, until the
 * page has hydrated.
 */
function ShareButtons({
  title,
  url,
  label = 'Bagikan',
  onShareSheet,
  onCopyLink,
  className,
  ...props
}: ShareButtonsProps) {
  const hydrated = useHydrated();
  const labelId = React.useId();
  const [message, setMessage] = React.useState<React.ReactNode>('');

  async function copy() {
    const outcome = await onCopyLink();
    setMessage(
      outcome === 'copied' ? (
        'Tautan disalin. Tempelkan di chat atau media sosial.'
      ) : (
        <>
          Tautan tidak dapat disalin otomatis. Salin alamat ini:{' '}
          <span className="text-foreground font-semibold break-all">{url}</span>
        </>
      ),
    );
  }

  async function openShareSheet() {
    if (!onShareSheet) return;
    const outcome = await onShareSheet();
    setMessage(
      outcome === 'failed'
        ? 'Menu berbagi tidak dapat dibuka. Gunakan WhatsApp atau salin tautan.'
        : '',
    );
  }

  return (
    <div data-slot="share-buttons" className={className} {...props}>
      <p id={labelId} className="text-foreground text-sm font-bold">
        {label}
      </p>
      <ul aria-labelledby={labelId} className="mt-2 flex flex-wrap gap-2">
        <li>
          <ExternalLink href={buildWhatsAppShareUrl(title, url)} className={buttonClass}>
            <MessageCircle aria-hidden />
            WhatsApp
          </ExternalLink>
        </li>
        <li className={hydrated ? undefined : 'invisible'}>
          <button type="button" onClick={() => void copy()} className={buttonClass}>
            <Link2 aria-hidden />
            Salin Tautan
          </button>
        </li>
        <li className={hydrated && onShareSheet ? undefined : 'invisible'}>
          <button
            type="button"
            aria-label="Bagikan lewat aplikasi lain"
            title="Bagikan lewat aplikasi lain"
            onClick={() => void openShareSheet()}
            className={buttonVariants({ variant: 'outline', size: 'icon' })}
          >
            <Share2 aria-hidden />
          </button>
        </li>
      </ul>
      <p role="status" className="text-muted-foreground mt-2 text-sm empty:mt-0">
        {message}
      </p>
    </div>
  );
}

export { ShareButtons, type ShareButtonsProps };
