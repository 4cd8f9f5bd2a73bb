import * as React from 'react';
import { cn } from '../../../lib/cn';

type ArticleBodyProps = Omit<
  React.ComponentProps<'div'>,
  'children' | 'dangerouslySetInnerHTML'
> & {
  /** HTML the API has already sanitized; rendered as is. */
  html: string;
};

/** An article's body with readable long-form styles (`.prose-clinic` in theme.css). */
function ArticleBody({ html, className, ...props }: ArticleBodyProps) {
  return (
    <div
      data-slot="article-body"
      className={cn('prose-clinic max-w-prose', className)}
      dangerouslySetInnerHTML={{ __html: html }}
      {...props}
    />
  );
}

export { ArticleBody, type ArticleBodyProps };
