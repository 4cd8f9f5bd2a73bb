import { pagePaths } from '@klinik/clinic';
import { ContactPage } from '@klinik/ui';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { useSendContactMessage } from '../data/use-send-contact-message';
import { useSettings } from '../data/use-settings';

const trail = crumbs({ label: 'Kontak', path: pagePaths.contact });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Hubungi Kami',
  description:
    'Telepon, e-mail, atau WhatsApp klinik fisioterapi kami di Bandung. Kirim pesan dan tim kami akan menghubungi Anda segera.',
  keywords: 'kontak klinik fisioterapi bandung, whatsapp fisioterapi, telepon klinik fisioterapi',
};

export function Component() {
  const settings = useSettings();
  const send = useSendContactMessage();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <ContactPage
        contact={settings.contact}
        hours={settings.general.business_hours}
        timeZone={settings.general.timezone}
        bookingHref={pagePaths.booking}
        onSendMessage={send}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
