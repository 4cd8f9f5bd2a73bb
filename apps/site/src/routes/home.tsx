import { branches, clinic, pagePaths } from '@klinik/clinic';
import { HomePage } from '@klinik/ui';
import { openChat } from '../app/chat';
import { deferred } from '../app/deferred';
import { routeLoader } from '../app/route-loader';
import { JsonLd, Seo } from '../app/seo';
import { loadFaqs, useFaqs } from '../data/use-faqs';
import { loadServices, useServices } from '../data/use-services';
import { useSettings } from '../data/use-settings';

export const loader = routeLoader(loadServices, loadFaqs);

/** Far below the first screen: their code comes after the page's first JavaScript. */
const ConsultationForm = deferred(() =>
  import('@klinik/ui/consultation-form').then((module) => module.ConsultationForm),
);
const FaqAccordion = deferred(() =>
  import('@klinik/ui/faq-accordion').then((module) => module.FaqAccordion),
);

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
        chatPhone={settings.contact.whatsapp}
        bookingHref={pagePaths.booking}
        consultation={
          <ConsultationForm
            branches={branches}
            onSubmit={(_values, { message }) => openChat(settings.contact.whatsapp, message)}
          />
        }
        faq={<FaqAccordion state={faqs} />}
      />
    </>
  );
}
