import {
  branches,
  clinic,
  pagePaths,
  typedValues,
  unsentMessages,
  type FormAnswer,
} from '@klinik/clinic';
import { HomePage } from '@klinik/ui';
import {
  redirect,
  useActionData,
  useFetcher,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { openChat } from '../app/chat';
import type * as Consultation from '../app/consultation';
import { postedValues, refuse } from '../app/form-action';
import { lazyPart } from '../app/lazy-part';
import { routeLoader } from '../app/route-loader';
import { appServices } from '../app/router-context';
import { JsonLd, Seo } from '../app/seo';
import { loadFaqs, useFaqs } from '../data/use-faqs';
import { loadServices, useServices } from '../data/use-services';
import { settingsNow, useSettings } from '../data/use-settings';

export const loader = routeLoader(loadServices, loadFaqs);

/**
 * The consultation form: checked, then on to the clinic's chat with its text (spec section 2),
 * in a new tab with script; without script the answer leads there.
 */
export async function action({ request, context }: ActionFunctionArgs<RouterContextProvider>) {
  const services = context.get(appServices);
  const values = await postedValues(request);
  let consultation: typeof Consultation;
  try {
    consultation = await import('../app/consultation');
  } catch {
    // Its code could not be loaded (no connection): nothing typed is lost.
    return refuse({
      ok: false,
      status: 503,
      message: unsentMessages.consultation,
      values: typedValues(values),
    });
  }
  const settings = await settingsNow(services);
  const chat = consultation.consultationChat(values, settings.contact.whatsapp);
  if (!chat.ok) return refuse(chat);
  if (import.meta.env.SSR) return redirect(chat.url, 303);
  openChat(chat.url);
  return { ok: true } satisfies FormAnswer;
}

/** Far below the first screen: their code comes after the page's first JavaScript. */
const ConsultationForm = lazyPart(() =>
  import('@klinik/ui/consultation-form').then((module) => module.ConsultationForm),
);
const FaqAccordion = lazyPart(() =>
  import('@klinik/ui/faq-accordion').then((module) => module.FaqAccordion),
);

export function Component() {
  const settings = useSettings();
  const services = useServices();
  const faqs = useFaqs();
  const consultation = useFetcher<FormAnswer>();
  const posted = useActionData<FormAnswer>();
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
            as={consultation.Form}
            action={`${pagePaths.home}?index`}
            pending={consultation.state !== 'idle'}
            answer={consultation.data ?? posted}
            branches={branches}
          />
        }
        faq={<FaqAccordion state={faqs} />}
      />
    </>
  );
}
