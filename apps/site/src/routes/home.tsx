import { clinic } from '@klinik/clinic';
import { HomePage } from '@klinik/ui';
import { openChat } from '../app/chat';
import type { RouteHandle } from '../app/route-handle';
import { JsonLd, Seo } from '../app/seo';
import { pageData } from '../data/page-data';
import { faqs } from '../data/use-faqs';
import { services } from '../data/use-services';
import { settings } from '../data/use-settings';

const data = pageData({ settings, services, faqs });

export const handle: RouteHandle = { prefetch: data.prefetch };

export function Component() {
  const { settings, services, faqs } = data.use();
  return (
    <>
      <Seo
        title={settings.seo.default_title}
        description={settings.seo.default_description}
        keywords={settings.website.keywords}
        path="/"
      />
      <JsonLd
        data={
          import.meta.env.SSR && {
            '@context': 'https://schema.org',
            '@type': 'WebSite',
            name: clinic.name,
            inLanguage: 'id-ID',
          }
        }
      />
      <HomePage
        services={services}
        faqs={faqs}
        chatPhone={settings.contact.whatsapp}
        onConsultation={(_values, { message }) => openChat(settings.contact.whatsapp, message)}
      />
    </>
  );
}
