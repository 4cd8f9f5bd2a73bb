import * as React from 'react';
import { LogOut } from 'lucide-react';
import { clinic, optionLabel, staffRoles, type StaffAccount } from '@klinik/clinic';
import { cn } from '../../lib/cn';
import type { FormComponent } from '../../lib/form';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button } from '../../primitives/button/button';
import { SkipLink } from '../skip-link/skip-link';

/** The desk's pages, each a place in its navigation. */
type DeskPlace =
  | 'day'
  | 'week'
  | 'search'
  | 'newBooking'
  | 'closures'
  | 'messages'
  | 'accounts'
  | 'log'
  | 'ownAccount'
  | 'privacy';

/** Where each of the desk's pages is (`staffPagePaths`, the chosen branch and date kept). */
type DeskLinks = Record<DeskPlace, string>;

type DeskShellProps = Omit<React.ComponentProps<'div'>, 'title'> & {
  /** Who is signed in: the name and role shown, and the role decides the navigation. */
  account: Pick<StaffAccount, 'name' | 'role'>;
  /** The page's own place in the navigation (marked `aria-current`), if it has one. */
  current?: DeskPlace;
  links: DeskLinks;
  /**
   * The branches the account may see, each a link to the same page for that branch; the chosen
   * one is marked. A single branch is named, not offered.
   */
  branches?: readonly { label: string; href: string; current: boolean }[];
  /** Sign-out: a POST to the sign-out page (`staffPagePaths.signOut`). */
  signOut: { action: string; as?: FormComponent; pending?: boolean };
  /** The page's heading; left out where the content has its own h1 (not found, an error). */
  title?: string;
};

/** What every desk page hands its shell: all but the page's own title, place and content. */
type DeskFrame = Omit<DeskShellProps, 'title' | 'current' | 'children'>;

const nav: readonly { place: DeskPlace; label: string; admin?: true }[] = [
  { place: 'day', label: 'Hari ini' },
  { place: 'week', label: 'Minggu' },
  { place: 'search', label: 'Cari' },
  { place: 'newBooking', label: 'Janji baru' },
  { place: 'messages', label: 'Pesan' },
  { place: 'closures', label: 'Hari tutup', admin: true },
  { place: 'accounts', label: 'Akun staf', admin: true },
  { place: 'log', label: 'Log', admin: true },
  { place: 'privacy', label: 'Privasi', admin: true },
  { place: 'ownAccount', label: 'Akun saya' },
];

const tab =
  'inline-flex min-h-11 items-center rounded-lg px-3 text-sm font-semibold underline-offset-4 hover:bg-primary-soft aria-[current]:bg-primary aria-[current]:text-primary-foreground';

/**
 * The frame of every signed-in desk page: a skip link, the clinic's name, who is signed in and
 * 'Keluar' (a POST form, so signing out never happens by a link followed), the branch switcher
 * as links, the navigation by role (a receptionist: the day, the week, search, a new booking,
 * messages and their own account; an admin also closures, the staff accounts, the log and the
 * privacy requests), the page's heading and its content.
 * Links and forms only, so it works before and without script.
 */
function DeskShell({
  account,
  current,
  links,
  branches = [],
  signOut,
  title,
  className,
  children,
  ...props
}: DeskShellProps) {
  const { as: Form = 'form' } = signOut;
  const places = nav.filter((item) => !item.admin || account.role === 'admin');
  const chosen = branches.find((branch) => branch.current);
  return (
    <div
      data-slot="desk-shell"
      className={cn('bg-background flex min-h-dvh flex-col', className)}
      {...props}
    >
      <SkipLink />
      <header className="border-border bg-muted border-b">
        <div className="max-w-page mx-auto grid gap-3 px-4 py-3 sm:px-6">
          <div className="flex flex-wrap items-center justify-between gap-3">
            <p className="text-foreground font-bold">
              {clinic.shortName}
              <span className="text-muted-foreground font-normal"> · Meja depan</span>
            </p>
            <div className="flex flex-wrap items-center gap-3">
              <p className="text-foreground text-sm">
                {account.name}
                <span className="text-muted-foreground">
                  {' '}
                  ({optionLabel(staffRoles, account.role)})
                </span>
              </p>
              <Form method="post" action={signOut.action}>
                <Button type="submit" variant="outline" size="compact" disabled={signOut.pending}>
                  <LogOut aria-hidden />
                  {signOut.pending ? 'Keluar...' : 'Keluar'}
                </Button>
              </Form>
            </div>
          </div>
          <nav aria-label="Meja depan">
            <ul className="flex flex-wrap gap-1">
              {places.map((item) => (
                <li key={item.place}>
                  <AppLink
                    href={links[item.place]}
                    aria-current={item.place === current ? 'page' : undefined}
                    className={cn(tab, 'text-primary')}
                  >
                    {item.label}
                  </AppLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </header>
      <main
        id="main"
        tabIndex={-1}
        className="max-w-page mx-auto grid w-full gap-6 px-4 py-6 sm:px-6"
      >
        <div className="flex flex-wrap items-end justify-between gap-3">
          {title === undefined ? null : (
            <h1 className="text-foreground text-2xl font-bold md:text-3xl">{title}</h1>
          )}
          {branches.length > 1 ? (
            <nav aria-label="Pilih cabang">
              <ul className="flex flex-wrap gap-1">
                {branches.map((branch) => (
                  <li key={branch.href}>
                    <AppLink
                      href={branch.href}
                      aria-current={branch.current ? 'true' : undefined}
                      className={cn(tab, 'text-primary border-border border')}
                    >
                      {branch.label}
                    </AppLink>
                  </li>
                ))}
              </ul>
            </nav>
          ) : chosen || branches[0] ? (
            <p className="text-muted-foreground">Cabang {(chosen ?? branches[0])?.label}</p>
          ) : null}
        </div>
        {children}
      </main>
    </div>
  );
}

export { DeskShell, type DeskFrame, type DeskLinks, type DeskPlace, type DeskShellProps };
