import * as React from 'react';
import { ArrowRight, BadgePercent, CalendarCheck, MessageCircle } from 'lucide-react';
import { pagePaths } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { ChatLink } from '../../sections/contact/chat-link/chat-link';
import { HeroBand, HeroHeading } from '../page-hero/hero-band';

type HeroHighlight = {
  value: string;
  label: string;
};

type HeroProps = Omit<React.ComponentProps<'section'>, 'title'> & {
  title: string;
  subtitle: string;
  /** The offer line, e.g. free consultation and the first-visit discount. */
  promotion?: string;
  eyebrow?: string;
  /** The chat-app number the CTA opens. */
  chatPhone: string;
  /** Prefilled chat text of the CTA. */
  chatMessage: string;
  ctaLabel?: string;
  /** The booking page (`pagePaths.booking`): when given, 'Buat Janji Temu' beside the chat. */
  bookingHref?: string;
  servicesHref?: string;
  servicesLabel?: string;
  /** Short facts beside the text (500+ pasien, 4.9/5 ...). */
  highlights?: HeroHighlight[];
};

function Hero({
  title,
  subtitle,
  promotion,
  eyebrow,
  chatPhone,
  chatMessage,
  ctaLabel = 'Konsultasi Gratis',
  bookingHref,
  servicesHref = pagePaths.services,
  servicesLabel = 'Lihat Layanan',
  highlights,
  className,
  ...props
}: HeroProps) {
  const titleId = React.useId();

  return (
    <HeroBand
      data-slot="hero"
      titleId={titleId}
      className={cn('relative overflow-hidden', className)}
      {...props}
    >
      <div className="max-w-page mx-auto grid items-center gap-12 px-4 py-16 sm:px-6 md:py-20 lg:grid-cols-[1.25fr_1fr] lg:py-24">
        <div>
          <HeroHeading slot="hero" titleId={titleId} eyebrow={eyebrow} title={title} size="home" />
          <p
            data-slot="hero-subtitle"
            className="text-muted-foreground mt-5 max-w-xl text-lg text-pretty"
          >
            {subtitle}
          </p>
          {promotion ? (
            <p
              data-slot="hero-promotion"
              className="bg-accent-soft text-accent-soft-foreground mt-6 inline-flex items-start gap-2 rounded-xl px-4 py-3 text-sm font-semibold"
            >
              <BadgePercent aria-hidden className="mt-0.5 size-5 shrink-0" />
              {promotion}
            </p>
          ) : null}
          <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
            <ChatLink
              data-slot="hero-cta"
              phone={chatPhone}
              message={chatMessage}
              variant="accent"
              size="lg"
            >
              <MessageCircle aria-hidden className="size-5" />
              {ctaLabel}
            </ChatLink>
            {bookingHref ? (
              <Button asChild size="lg">
                <AppLink data-slot="hero-booking" href={bookingHref}>
                  <CalendarCheck aria-hidden className="size-5" />
                  Buat Janji Temu
                </AppLink>
              </Button>
            ) : null}
            <Button asChild variant="outline" size="lg">
              <AppLink data-slot="hero-secondary" href={servicesHref}>
                {servicesLabel}
                <ArrowRight aria-hidden className="size-5" />
              </AppLink>
            </Button>
          </div>
        </div>

        {highlights?.length ? (
          <dl
            data-slot="hero-highlights"
            className="border-border bg-border shadow-card grid grid-cols-2 gap-px overflow-hidden rounded-2xl border"
          >
            {highlights.map((item) => (
              <div key={item.label} className="bg-background flex flex-col-reverse p-6">
                <dt className="text-muted-foreground mt-1 text-sm">{item.label}</dt>
                <dd className="text-primary text-3xl font-extrabold tracking-tight">
                  {item.value}
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
      </div>
    </HeroBand>
  );
}

export { Hero, type HeroHighlight, type HeroProps };
