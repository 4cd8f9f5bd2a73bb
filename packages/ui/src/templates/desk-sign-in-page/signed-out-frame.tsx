import * as React from 'react';
import { clinic } from '@klinik/clinic';
import { SkipLink } from '../../layout/skip-link/skip-link';

/**
 * The frame of the desk's pages before sign-in (sign-in, set-up): the clinic's name, the page's
 * heading and what it is for, and the form, narrow and centred; no navigation, nobody signed in.
 */
function SignedOutFrame({
  title,
  lead,
  children,
}: {
  title: string;
  lead: React.ReactNode;
  children: React.ReactNode;
}) {
  return (
    <div className="bg-muted min-h-dvh px-4 py-8 sm:py-14">
      <SkipLink />
      <main id="main" tabIndex={-1} className="mx-auto grid w-full max-w-xl gap-6">
        <p className="text-foreground font-bold">
          {clinic.shortName}
          <span className="text-muted-foreground font-normal"> · Meja depan</span>
        </p>
        <div className="grid gap-2">
          <h1 className="text-foreground text-2xl font-bold md:text-3xl">{title}</h1>
          <p className="text-muted-foreground">{lead}</p>
        </div>
        {children}
      </main>
    </div>
  );
}

export { SignedOutFrame };
