import * as React from 'react';
import { MessageCircle, Send } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { isExternalHref } from '../../../lib/nav';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button, type ButtonProps } from '../../../primitives/button/button';
import { ExternalLink } from '../../../primitives/external-link/external-link';

type CareersCtaProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title?: string;
  description?: string;
  /** 'Kirim CV Spontan' links here (e.g. a mailto: link) ... */
  sendCvHref?: string;
  /** ... or calls this. */
  onSendCv?: () => void;
  /** 'Hubungi HRD' links here (e.g. a chat or mailto: link) ... */
  contactHrHref?: string;
  /** ... or calls this. */
  onContactHr?: () => void;
};

type CtaActionProps = Pick<ButtonProps, 'variant' | 'children'> & {
  href?: string;
  onClick?: () => void;
};

/** A link when there is an address, else a button; web addresses open in a new tab. */
function CtaAction({ href, onClick, variant, children }: CtaActionProps) {
  if (href === undefined) {
    return (
      <Button variant={variant} size="lg" onClick={onClick}>
        {children}
      </Button>
    );
  }
  const newTab = /^(https?:)?\/\//i.test(href);
  return (
    <Button asChild variant={variant} size="lg">
      {newTab ? (
        <ExternalLink href={href} onClick={onClick}>
          {children}
        </ExternalLink>
      ) : isExternalHref(href) ? (
        <a href={href} onClick={onClick}>
          {children}
        </a>
      ) : (
        <AppLink href={href} onClick={onClick}>
          {children}
        </AppLink>
      )}
    </Button>
  );
}

/** The careers page's closing band: an unsolicited CV, or a question for HR. */
function CareersCta({
  title = 'Belum menemukan posisi yang cocok?',
  description = 'Kirimkan CV Anda kepada kami. Kami akan menghubungi Anda ketika ada posisi yang sesuai dengan keahlian Anda.',
  sendCvHref,
  onSendCv,
  contactHrHref,
  onContactHr,
  className,
  ...props
}: CareersCtaProps) {
  const titleId = React.useId();
  return (
    <section
      data-slot="careers-cta"
      aria-labelledby={titleId}
      className={cn('bg-primary-soft rounded-2xl px-6 py-10 text-center sm:px-10', className)}
      {...props}
    >
      <h2
        id={titleId}
        className="text-foreground text-2xl font-extrabold tracking-tight text-balance md:text-3xl"
      >
        {title}
      </h2>
      <p className="text-primary-soft-foreground mx-auto mt-3 max-w-2xl">{description}</p>
      <div className="mt-6 flex flex-col justify-center gap-3 sm:flex-row">
        <CtaAction href={sendCvHref} onClick={onSendCv}>
          <Send aria-hidden />
          Kirim CV Spontan
        </CtaAction>
        <CtaAction href={contactHrHref} onClick={onContactHr} variant="outline">
          <MessageCircle aria-hidden />
          Hubungi HRD
        </CtaAction>
      </div>
    </section>
  );
}

export { CareersCta, type CareersCtaProps };
