import {
  chatTexts,
  chatUrl,
  clinic,
  type ContactSettings,
  dayGroupLabels,
  type WeekHours,
} from '@klinik/clinic';
import type { BreadcrumbItem } from '../../primitives/breadcrumbs/breadcrumbs';
import { ContactCards } from '../../sections/contact/contact-cards/contact-cards';
import {
  ContactForm,
  type ContactFormProps,
} from '../../sections/contact/contact-form/contact-form';
import { EmergencyBox } from '../../sections/contact/emergency-box/emergency-box';
import { HoursTable } from '../../sections/locations/hours-table/hours-table';
import { OpenStatus } from '../../sections/locations/open-status/open-status';
import { PageHero } from '../../layout/page-hero/page-hero';
import {
  QuickServices,
  bookingQuickService,
  quickServiceItems,
} from '../../sections/contact/quick-services/quick-services';
import { Section } from '../../primitives/section/section';
import { formatHoursRows } from '../../sections/locations/business-hours';

type ContactPageProps = {
  /** The clinic's numbers and e-mail: the settings merged over the defaults, shown as they are. */
  contact: Pick<ContactSettings, 'phone' | 'email' | 'whatsapp' | 'emergency_phone'>;
  /** Opening hours (the settings' `general.business_hours`): the table and the phone card's note. */
  hours: WeekHours;
  /** The clinic's time zone (the settings' `general.timezone`), for the open-now line. */
  timeZone?: string;
  /**
   * The booking page: when given, the quick service 'Booking Konsultasi' leads there (same tab)
   * instead of to the chat; the others keep their chat.
   */
  bookingHref?: string;
  /** The message form: what it renders as (the site's router form), its sending and its answer. */
  messageForm?: Pick<ContactFormProps, 'as' | 'action' | 'pending' | 'answer'>;
  /** The trail above the h1 (the site also writes it as structured data). */
  breadcrumbs: readonly BreadcrumbItem[];
};

/** The page's heading band: its h1 and lead text. */
const hero = {
  eyebrow: 'Kontak',
  title: 'Hubungi Kami',
  description:
    'Kami siap membantu menjadwalkan terapi, menjawab pertanyaan, dan mengatur kunjungan homecare.',
};

/**
 * /kontak: call, e-mail or chat, then the message form with, beside it, the opening hours (and
 * whether the clinic is open now), booking, homecare and online consultation by chat, and the
 * emergency number.
 */
function ContactPage({
  contact,
  hours,
  timeZone = clinic.timezone,
  bookingHref,
  messageForm,
  breadcrumbs,
}: ContactPageProps) {
  const rows = formatHoursRows(hours, dayGroupLabels);
  // The phone is answered on weekdays: the first row of the same table, never typed again.
  const weekdays = rows[0];
  return (
    <>
      <PageHero {...hero} breadcrumbs={breadcrumbs} />
      <Section title="Cara Menghubungi Kami" tone="muted">
        <ContactCards
          phone={contact.phone}
          email={contact.email}
          whatsapp={contact.whatsapp}
          chatMessage={chatTexts.contact()}
          phoneNote={weekdays ? `${weekdays.label}, ${weekdays.value}` : ''}
        />
      </Section>
      <Section title="Kirim Pesan">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ContactForm {...messageForm} />
          <div className="space-y-6">
            <HoursTable rows={rows} status={<OpenStatus hours={hours} timeZone={timeZone} />} />
            <QuickServices
              items={quickServiceItems.map((item) =>
                bookingHref && item === bookingQuickService
                  ? { ...item, href: bookingHref, internal: true }
                  : {
                      ...item,
                      href: chatUrl(contact.whatsapp, chatTexts.quickService(item.title)),
                    },
              )}
            />
            <EmergencyBox phone={contact.emergency_phone} />
          </div>
        </div>
      </Section>
    </>
  );
}

export { ContactPage, type ContactPageProps };
