import * as React from 'react';

type ExternalLinkProps = Omit<React.ComponentProps<'a'>, 'target' | 'rel'> & {
  /** Read by screen readers after the link's text: the link leaves the site's tab. */
  newTabHint?: string;
};

/**
 * A link that opens another site in a new tab: it sets `target="_blank"`, keeps the new page
 * from reaching back into this one (`rel="noopener noreferrer"`), and says so to screen readers.
 * Style it with `className` (`buttonVariants()` for a button's look) or put it in `Button asChild`.
 */
function ExternalLink({
  newTabHint = '(membuka tab baru)',
  children,
  ...props
}: ExternalLinkProps) {
  return (
    <a data-slot="external-link" target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span className="sr-only"> {newTabHint}</span>
    </a>
  );
}

export { ExternalLink, type ExternalLinkProps };
