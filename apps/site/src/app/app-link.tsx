import type { ComponentProps } from 'react';
import { Link } from 'react-router-dom';

/** Internal paths navigate on the client; everything else (tel:, mailto:, https:) stays an <a>. */
export function RouterLink({ href, children, ...props }: ComponentProps<'a'> & { href: string }) {
  if (href.startsWith('/') && !href.startsWith('//')) {
    return (
      <Link to={href} {...props}>
        {children}
      </Link>
    );
  }
  return (
    <a href={href} {...props}>
      {children}
    </a>
  );
}
