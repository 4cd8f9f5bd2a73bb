import * as React from 'react';
import { CircleCheck, Mail, X } from 'lucide-react';
import { cn } from '../../../lib/cn';

type ApplicationNoticeProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Shows the notice; while false the live region stays in the page, empty, so it is announced. */
  open: boolean;
  /** The opening applied for, named under the message. */
  jobTitle?: string;
  /** HR's address: a mailto link (subject names the job) to send the CV to. */
  email?: string;
  /** More content under the message, e.g. a chat link. */
  children?: React.ReactNode;
  /** Shows a 'Tutup' button. */
  onDismiss?: () => void;
};

const message = 'Terima kasih! Aplikasi Anda telah diterima. Kami akan menghubungi Anda segera.';

function mailtoHref(email: string, jobTitle?: string) {
  const subject = jobTitle ? `Lamaran posisi ${jobTitle}` : 'Lamaran kerja';
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}

/** The in-page confirmation after 'Lamar' (spec 5), instead of a blocking alert. */
function ApplicationNotice({
  open,
  jobTitle,
  email,
  children,
  onDismiss,
  className,
  ...props
}: ApplicationNoticeProps) {
  return (
    <div
      data-slot="application-notice"
      data-state={open ? 'open' : 'closed'}
      role="status"
      className={cn(
        open && 'border-primary/30 bg-primary-soft flex items-start gap-4 rounded-2xl border p-5',
        className,
      )}
      {...props}
    >
      {open ? (
        <>
          <CircleCheck aria-hidden className="text-primary mt-0.5 size-6 shrink-0" />
          <div className="min-w-0 flex-1">
            <p className="text-foreground font-semibold">{message}</p>
            {jobTitle ? (
              <p className="text-primary-soft-foreground mt-1 text-sm">Posisi: {jobTitle}</p>
            ) : null}
            {email ? (
              <p className="text-primary-soft-foreground mt-2 text-sm">
                Lengkapi lamaran dengan mengirim CV ke{' '}
                <a
                  href={mailtoHref(email, jobTitle)}
                  className="text-primary-soft-foreground inline-flex min-h-11 items-center gap-1 font-semibold break-all underline underline-offset-4"
                >
                  <Mail aria-hidden className="size-4 shrink-0" />
                  {email}
                </a>
              </p>
            ) : null}
            {children}
          </div>
          {onDismiss ? (
            <button
              type="button"
              aria-label="Tutup pemberitahuan"
              onClick={onDismiss}
              className="text-primary-soft-foreground hover:bg-primary-soft-hover -mt-2 -mr-2 inline-flex size-11 shrink-0 cursor-pointer items-center justify-center rounded-full"
            >
              <X aria-hidden className="size-5" />
            </button>
          ) : null}
        </>
      ) : null}
    </div>
  );
}

export { ApplicationNotice, type ApplicationNoticeProps };
