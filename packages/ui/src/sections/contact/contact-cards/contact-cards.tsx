import { chatUrl } from '@klinik/clinic';
import * as React from 'react';
import { Mail, MessageCircle, Phone, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { telHref } from '../../../lib/tel';
import { ExternalLink } from '../../../primitives/external-link/external-link';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';

type ContactCardsProps = React.ComponentProps<'ul'> & {
  /** Shown as written, e.g. "(022) 8730 5521"; the tel: link is made from it. */
  phone: string;
  /** The clinic's e-mail address. */
  email: string;
  /** The chat-app number. */
  whatsapp: string;
  /** Prefilled chat text. */
  chatMessage: string;
  /** When the phone is answered, e.g. "Senin - Jumat 09:00 - 17:00". */
  phoneNote: string;
  /** When e-mail is answered. */
  emailNote?: string;
  /** When the chat is answered. */
  chatNote?: string;
};

/** The card's value: the link, stretched over the whole card (one tab stop, a large target). */
const valueLinkClass =
  'text-primary mt-1 inline-flex min-h-11 items-center rounded-sm font-semibold break-all after:absolute after:inset-0 after:rounded-2xl hover:underline';

/** Three ways to reach the clinic: call, e-mail and chat. */
function ContactCards({
  phone,
  email,
  whatsapp,
  chatMessage,
  phoneNote,
  emailNote = 'Balasan dalam 24 jam',
  chatNote = 'Tersedia 24/7',
  className,
  ...props
}: ContactCardsProps) {
  const cards: {
    icon: LucideIcon;
    title: string;
    value: string;
    note: string;
    href: string;
    external?: boolean;
  }[] = [
    { icon: Phone, title: 'Telepon', value: phone, note: phoneNote, href: telHref(phone) },
    { icon: Mail, title: 'Email', value: email, note: emailNote, href: `mailto:${email}` },
    {
      icon: MessageCircle,
      title: 'WhatsApp',
      value: whatsapp,
      note: chatNote,
      href: chatUrl(whatsapp, chatMessage),
      external: true,
    },
  ];

  return (
    <ul data-slot="contact-cards" className={cn('grid gap-6 md:grid-cols-3', className)} {...props}>
      {cards.map(({ icon: Icon, title, value, note, href, external }) => (
        <li
          key={title}
          className="border-border bg-background shadow-card hover:shadow-card-hover relative flex flex-col items-center rounded-2xl border p-6 text-center transition-shadow"
        >
          <IconBadge icon={Icon} size="xl" />
          <h2 className="text-foreground mt-4 text-lg font-bold">{title}</h2>
          {external ? (
            <ExternalLink href={href} className={valueLinkClass}>
              {value}
            </ExternalLink>
          ) : (
            <a href={href} className={valueLinkClass}>
              {value}
            </a>
          )}
          <p className="text-muted-foreground text-sm">{note}</p>
        </li>
      ))}
    </ul>
  );
}

export { ContactCards, type ContactCardsProps };
