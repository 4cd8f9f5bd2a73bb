import {
  checkForm,
  dataRequestInputSchema,
  pagePaths,
  privacyMessages,
  type FormAnswer,
} from '@klinik/clinic';
import { PrivacyPage } from '@klinik/ui';
import {
  useActionData,
  useFetcher,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { apiRefusal, postedValues, refuse } from '../app/form-action';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { appServices } from '../app/router-context';
import { loadPage, pageSlug, usePage } from '../data/use-page';

/** The clinic's policy text: the API's page of the same slug. */
export const loader = routeLoader(loadPage);

/** "Permintaan data pribadi": the fields checked with the contract's schema, then stored. */
export async function action({ request, context }: ActionFunctionArgs<RouterContextProvider>) {
  const values = await postedValues(request);
  const checked = checkForm(dataRequestInputSchema, values);
  if (!checked.ok) return refuse(checked);
  try {
    await context.get(appServices).api.post('dataRequest', checked.value);
    return { ok: true } satisfies FormAnswer;
  } catch (error) {
    return refuse(apiRefusal(error, values, privacyMessages.unsent));
  }
}

/** /kebijakan-privasi: the policy text, the website's own data and the request form. */
export function Component() {
  const page = usePage(pageSlug(pagePaths.privacy));
  const text = page.status === 'ready' ? page.data : undefined;
  const trail = crumbs({ label: text?.title ?? 'Kebijakan Privasi', path: pagePaths.privacy });
  // Sent in place with script; posted without it, the page comes back as the action's answer.
  const request = useFetcher<FormAnswer>();
  const posted = useActionData<FormAnswer>();
  return (
    <>
      {text ? (
        <PageMeta trail={trail} title={text.meta_title} description={text.meta_description} />
      ) : null}
      <PrivacyPage
        page={page}
        requestForm={{
          as: request.Form,
          action: pagePaths.privacy,
          pending: request.state !== 'idle',
          answer: request.data ?? posted,
        }}
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
