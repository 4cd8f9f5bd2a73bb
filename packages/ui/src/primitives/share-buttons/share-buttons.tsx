import * as React from 'react';
import { Link2, MessageCircle, Share2 } from 'lucide-react';
import { buildWhatsAppShareUrl, type ShareOutcome } from './share';
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
   * Shares the page in one tap: with the device's own share sheet (the Web Share API) where the
   * browser has one, and otherwise, or when the sheet fails, by copying `url`. Resolves how it
   * ended: 'shared', 'cancelled' (the visitor closed the sheet), 'copied' or 'failed'.
   */
  onShareSheet: () => Promise<ShareOutcome>;
  /** Copies `url` to the clipboard: resolves 'copied', or 'failed' when the browser refused. */
  onCopyLink: () => Promise<ShareOutcome>;
};

const buttonClass = buttonVariants({ variant: 'outline', size: 'compact' });

/** The page's address, shown to copy by hand where the browser would not copy it. */
function AddressToCopy({ url }: { url: string }) {
  return <span className="text-foreground font-semibold break-all">{url}</span>;
}

/**
 * What the status line says after a tap on 'Salin Tautan' (`copy`) or the share button
 * (`share`): how it ended and, when nothing was sent, what to do instead. The share button's
 * 'copied' says why no sheet opened; a sheet that opened or was closed says enough itself.
 */
function outcomeMessage(action: 'copy' | 'share', outcome: ShareOutcome, url: string) {
  if (action === 'copy')
    return outcome === 'copied' ? (
      'Tautan disalin. Tempelkan di chat atau media sosial.'
    ) : (
      <>
        Tautan tidak dapat disalin otomatis. Salin alamat ini: <AddressToCopy url={url} />
      </>
    );
  if (outcome === 'copied')
    return 'Menu berbagi tidak tersedia, jadi tautan disalin. Tempelkan di chat atau media sosial.';
  if (outcome === 'failed')
    return (
      <>
        Menu berbagi tidak dapat dibuka. Gunakan WhatsApp atau salin alamat ini:{' '}
        <AddressToCopy url={url} />
      </>
    );
  return null;
}

/**
 * Share a page: to WhatsApp (a real link, so it works before any script and without it), with
 * the phone's share sheet, or by copying the link. What happened is said in a polite status line.
 * The two buttons need script: they are `type="button"`, which the site leaves unoffered until
 * its script runs, each in its place, so nothing moves.
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
  const labelId = React.useId();
  const [message, setMessage] = React.useState<React.ReactNode>(null);

  async function copy() {
    setMessage(outcomeMessage('copy', await onCopyLink(), url));
  }

  async function share() {
    setMessage(outcomeMessage('share', await onShareSheet(), url));
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
        <li>
          <button type="button" onClick={() => void copy()} className={buttonClass}>
            <Link2 aria-hidden />
            Salin Tautan
          </button>
        </li>
        <li>
          <button
            type="button"
            aria-label="Bagikan lewat aplikasi lain"
            title="Bagikan lewat aplikasi lain"
            onClick={() => void share()}
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
