import { chatUrl } from '@klinik/clinic';
import * as React from 'react';
import type { VariantProps } from 'class-variance-authority';
import { cn } from '../../../lib/cn';
import { buttonVariants } from '../../../primitives/button/button';
import { ExternalLink } from '../../../primitives/external-link/external-link';

type ChatLinkProps = Omit<React.ComponentProps<'a'>, 'href' | 'target' | 'rel'> &
  VariantProps<typeof buttonVariants> & {
    /** The chat-app number in any notation ("0812-2000-4515", "+62 812 ..."). */
    phone: string;
    /** Prefilled chat text. */
    message?: string;
  };

/** Opens a chat with the clinic in a new tab, styled as a button. */
function ChatLink({ phone, message, variant, size, wrap, className, ...props }: ChatLinkProps) {
  return (
    <ExternalLink
      data-slot="chat-link"
      href={chatUrl(phone, message)}
      className={cn(buttonVariants({ variant, size, wrap }), className)}
      {...props}
    />
  );
}

export { ChatLink, type ChatLinkProps };
