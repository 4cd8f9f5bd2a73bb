import * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { buildChatUrl } from '../../lib/chat-link';
import { cn } from '../../lib/cn';
import { buttonVariants } from '../button/button';

type ChatLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> &
  VariantProps<typeof buttonVariants> & {
    /** The chat-app number in any notation ("0812-2000-4515", "+62 812 ..."). */
    phone: string;
    /** Prefilled chat text. */
    message?: string;
    /** Read after the link text by screen readers. */
    newTabHint?: string;
  };

/** Opens a chat with the clinic in a new tab, styled as a button. */
function ChatLink({
  phone,
  message,
  variant,
  size,
  className,
  children,
  newTabHint = '(membuka tab baru)',
  ...props
}: ChatLinkProps) {
  return (
    <a
      data-slot="chat-link"
      href={buildChatUrl(phone, message)}
      target="_blank"
      rel="noopener noreferrer"
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    >
      {children}
      <span className="sr-only"> {newTabHint}</span>
    </a>
  );
}

export { ChatLink, type ChatLinkProps };
