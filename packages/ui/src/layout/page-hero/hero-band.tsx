import * as React from 'react';
import { cn } from '../../lib/cn';

type HeroBandProps = React.ComponentProps<'section'> & {
  /** The id of the band's h1 (HeroHeading), which names the region; none when the h1 is lower. */
  titleId?: string;
};

/** The gradient band at the top of the home page (Hero) and of every inner page (PageHero). */
function HeroBand({ titleId, className, ...props }: HeroBandProps) {
  return (
    <section
      aria-labelledby={titleId}
      className={cn('from-primary-soft via-background to-sky bg-linear-to-br', className)}
      {...props}
    />
  );
}

/** The h1's look: the home page's title is larger on phones and sits further from the eyebrow. */
const titleClass = {
  home: 'text-foreground mt-3 text-4xl font-extrabold tracking-tight text-balance md:text-5xl',
  page: 'text-foreground mt-2 text-3xl font-extrabold tracking-tight text-balance md:text-5xl',
};

type HeroHeadingProps = {
  /** The band's data-slot; its parts are `<slot>-eyebrow` and `<slot>-title`. */
  slot: string;
  /** The band's titleId. */
  titleId: string;
  eyebrow?: string;
  /** The page's one h1. */
  title: string;
  size: keyof typeof titleClass;
};

/** The band's eyebrow and h1. */
function HeroHeading({ slot, titleId, eyebrow, title, size }: HeroHeadingProps) {
  return (
    <>
      {eyebrow ? (
        <p
          data-slot={`${slot}-eyebrow`}
          className="text-primary-soft-foreground text-sm font-bold tracking-wide uppercase"
        >
          {eyebrow}
        </p>
      ) : null}
      <h1 id={titleId} data-slot={`${slot}-title`} className={titleClass[size]}>
        {title}
      </h1>
    </>
  );
}

export { HeroBand, HeroHeading };
