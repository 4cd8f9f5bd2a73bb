import { clinic } from '@klinik/clinic';
import { HomePage } from '@klinik/ui';
import { openChat } from '../app/chat';
import { routeLoader } from '../app/route-loader';
import { JsonLd, Seo } from '../app/seo';
import { loadFaqs, useFaqs } from '../data/use-faqs';
import { loadServices, useServices } from '../data/use-services';
import { useSettings } from '../data/use-settings';

export const loader = routeLoader(loadServices, loadFaqs);

export function Component() {
  const settings = useSettings();
  const services = useServices();
  const faqs = useFaqs();
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
