import { cn } from '../../lib/cn';
import { isExternalHref } from '../../lib/nav';
import { AppLink } from '../../primitives/app-link/app-link';
import { Button, buttonVariants } from '../../primitives/button/button';
import { ExternalLink } from '../../primitives/external-link/external-link';

type SiteHeaderCta = {
  /** The button's text. */
  label: string;
  /** A site path, or an external url (a chat link) that opens in a new tab. */
  href: string;
};

/** The header's call to action, in the bar and in the phone menu: a site link or a chat link. */
function HeaderCta({ cta, className }: { cta: SiteHeaderCta; className?: string }) {
  if (isExternalHref(cta.href)) {
    return (
      <ExternalLink
        data-slot="site-header-cta"
        href={cta.href}
        className={cn(buttonVariants({ variant: 'accent' }), className)}
      >
        {cta.label}
      </ExternalLink>
    );
  }
  return (
    <Button asChild variant="accent" className={className}>
      <AppLink data-slot="site-header-cta" href={cta.href}>
        {cta.label}
      </AppLink>
    </Button>
  );
}

export { HeaderCta, type SiteHeaderCta };
