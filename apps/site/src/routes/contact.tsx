import {
  clinic,
  contact,
  contactSubjects,
  dayGroupLabels,
  type ApiCreated,
  type ContactMessageInput,
  type ContactMessageReceipt,
} from '@klinik/clinic';
import {
  ContactCards,
  ContactForm,
  ContactSubmitError,
  EmergencyBox,
  formatHoursRows,
  HoursTable,
  QuickServices,
  quickServiceItems,
  buildChatUrl,
  Section,
  type ContactValues,
} from '@klinik/ui';
import { PageIntro } from '../app/page-intro';
import { ApiError } from '../data/api-client';
import { useApi } from '../data/api-context';
import { useSettings } from '../data/hooks';

export function Component() {
  const settings = useSettings();
  const api = useApi();

  // The message is stored by the API; a failure rejects so the form keeps what was typed. The
  // API's own words for what the visitor can change (a 429's "coba lagi dalam 8 menit") beat
  // the form's generic text.
  const send = async (values: ContactValues) => {
    try {
      await api.post<ApiCreated<ContactMessageReceipt>>(
        '/v1/contact-messages',
        values as ContactMessageInput,
      );
    } catch (error) {
      if (error instanceof ApiError && error.body && error.status < 500) {
        throw new ContactSubmitError(error.body.message);
      }
      throw error;
    }
  };

  return (
    <>
      <PageIntro
        eyebrow="Kontak"
        title="Hubungi Kami"
        crumb="Kontak"
        description="Telepon, e-mail, atau WhatsApp klinik fisioterapi kami di Bandung. Kirim pesan dan tim kami akan menghubungi Anda segera."
        lead="Kami siap membantu menjadwalkan terapi, menjawab pertanyaan, dan mengatur kunjungan homecare."
        keywords="kontak klinik fisioterapi bandung, whatsapp fisioterapi, telepon klinik fisioterapi"
        path="/kontak"
      />
      <Section title="Cara Menghubungi Kami" tone="muted">
        <ContactCards
          phone={settings.contact.phone}
          phoneHref={contact.phoneHref}
          email={settings.contact.email}
          whatsapp={settings.contact.whatsapp}
          chatMessage={`Halo ${clinic.shortName}, saya ingin bertanya tentang layanan fisioterapi.`}
          phoneNote="Senin - Jumat, 09:00 - 17:00"
        />
      </Section>
      <Section title="Kirim Pesan">
        <div className="grid items-start gap-10 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <ContactForm subjects={contactSubjects} onSubmit={send} />
          <div className="space-y-6">
            <HoursTable rows={formatHoursRows(settings.general.business_hours, dayGroupLabels)} />
            <QuickServices
              items={quickServiceItems.map((item) => ({
                ...item,
                href: buildChatUrl(
                  settings.contact.whatsapp,
                  `Halo ${clinic.shortName}, saya ingin ${item.title.toLowerCase()}.`,
                ),
              }))}
            />
            <EmergencyBox phone={settings.contact.emergency_phone} />
          </div>
        </div>
      </Section>
    </>
  );
}
