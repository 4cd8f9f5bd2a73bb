import {
  checkForm,
  contactMessageInputSchema,
  pagePaths,
  unsentMessages,
  type FormAnswer,
} from '@klinik/clinic';
import { ContactPage } from '@klinik/ui';
import {
  useActionData,
  useFetcher,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { apiRefusal, postedValues, refuse } from '../app/form-action';
import { PageMeta } from '../app/page-meta';
import { appServices } from '../app/router-context';
import { useSettings } from '../data/use-settings';

const trail = crumbs({ label: 'Kontak', path: pagePaths.contact });

/** What search engines and share previews say of the page. */
const meta = {
  title: 'Hubungi Kami',
  description:
    'Telepon, e-mail, atau WhatsApp klinik fisioterapi kami di Bandung. Kirim pesan dan tim kami akan menghubungi Anda segera.',
  keywords: 'kontak klinik fisioterapi bandung, whatsapp fisioterapi, telepon klinik fisioterapi',
};

/** The message form: its fields checked with the contract's schema, then stored by the API. */
export async function action({ request, context }: ActionFunctionArgs<RouterContextProvider>) {
  const values = await postedValues(request);
  const checked = checkForm(contactMessageInputSchema, values);
  if (!checked.ok) return refuse(checked);
  try {
    await context.get(appServices).api.post('contactMessage', checked.value);
    return { ok: true } satisfies FormAnswer;
  } catch (error) {
    return refuse(apiRefusal(error, values, unsentMessages.contact));
  }
}

export function Component() {
  const settings = useSettings();
  // Sent in place with script (the page stays as it is); posted without it, the page comes back
  // as the action's answer.
  const message = useFetcher<FormAnswer>();
  const posted = useActionData<FormAnswer>();
  return (
    <>
      <PageMeta trail={trail} {...meta} />
      <ContactPage
        contact={settings.contact}
        hours={settings.general.business_hours}
        timeZone={settings.general.timezone}
        bookingHref={pagePaths.booking}
        messageForm={{
          as: message.Form,
          action: pagePaths.contact,
          pending: message.state !== 'idle',
          answer: message.data ?? posted,
        }}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
