import * as React from 'react';
import type { MarkedText as MarkedPieces } from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type MarkedTextProps = Omit<React.ComponentProps<'span'>, 'children'> & {
  /** The search API's pieces: `{ text, mark }`, in order. */
  pieces: MarkedPieces;
};

/**
 * Text with the words a search matched highlighted: every piece is put in the page as text, a
 * marked one inside <mark>. The pieces are never joined into HTML, so nothing a visitor typed
 * or the content holds can become markup.
 */
function MarkedText({ pieces, className, ...props }: MarkedTextProps) {
  return (
    <span data-slot="marked-text" className={className} {...props}>
      {pieces.map((piece, index) =>
        piece.mark ? (
          <mark
            key={index}
            className={cn('bg-accent-soft text-accent-soft-foreground rounded-sm px-0.5')}
          >
            {piece.text}
          </mark>
        ) : (
          <React.Fragment key={index}>{piece.text}</React.Fragment>
        ),
      )}
    </span>
  );
}

export { MarkedText, type MarkedTextProps };
