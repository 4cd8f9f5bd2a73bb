import {
  bookableServices,
  bookingChoice,
  bookingPagePaths,
  bookingRequestSchema,
  branches,
  branchLocations,
  checkForm,
  pagePaths,
  typedValues,
  unsentMessages,
  type BookingChoice,
  type FormAnswer,
} from '@klinik/clinic';
import { BookingPage } from '@klinik/ui';
import {
  Form,
  redirect,
  useActionData,
  useNavigate,
  useNavigation,
  useSearchParams,
  type ActionFunctionArgs,
  type FormProps,
  type RouterContextProvider,
} from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { apiRefusal, postedValues, refuse } from '../app/form-action';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { appServices } from '../app/router-context';
import { bookingApi } from '../data/booking-api';
import {
  bookingInfoQuery,
  bookingQuery,
  loadBookingPage,
  useBookingInfo,
  useBookingTimes,
} from '../data/use-booking';
import { timeGridState } from '../data/booking-time-grid';

const trail = crumbs({ label: 'Janji Temu', path: pagePaths.booking });

const meta = {
  title: 'Buat Janji Temu',
  description:
    'Pilih cabang, layanan, tanggal, dan jam fisioterapi yang masih kosong di Bandung. Konfirmasi langsung tampil, dengan kode janji temu dan file kalender.',
  keywords: 'janji temu fisioterapi bandung, booking fisioterapi, jadwal fisioterapi',
};

/** The branch cards: the branches with their addresses. */
const branchChoices = branches.map((branch) => ({
  value: branch.value,
  label: branch.label,
  address: branchLocations[branch.value].address,
}));

/** The services booked here (homecare keeps its chat). */
const serviceChoices = bookableServices.map(({ slug, name, bookingMinutes }) => ({
  slug,
  name,
  bookingMinutes,
}));

export const loader = routeLoader(loadBookingPage);

/**
 * The booking form: checked with the contract's schema, then booked by the API, which leads on
 * to the booking's confirmation; or refused, the form showing why beside what was typed.
 */
export async function action({ request, context }: ActionFunctionArgs<RouterContextProvider>) {
  const { api, queryClient } = context.get(appServices);
  const values = await postedValues(request);
  // A warning sign ticked in a browser that could not hide the form (no CSS :has()): the advice
  // to see a doctor today, never a booking.
  if ('warning' in values) {
    const info = await queryClient.ensureQueryData(bookingInfoQuery(api));
    return refuse({
      ok: false,
      status: 400,
      message: info.emergency_advice,
      values: typedValues(values),
    });
  }
  const checked = checkForm(bookingRequestSchema, values);
  if (!checked.ok) return refuse(checked);
  try {
    const { manage_token: token, ...booking } = (await bookingApi.create(api, checked.value)).data;
    queryClient.setQueryData(bookingQuery(api, token).queryKey, booking);
    return redirect(bookingPagePaths.bookingConfirmation(token), 303);
  } catch (error) {
    const refusal = apiRefusal(error, values, unsentMessages.booking);
    // Taken meanwhile: the day's times as they are now (what was typed stays).
    if (refusal.status === 409)
      await queryClient.invalidateQueries({ queryKey: ['booking-times'] });
    return refuse(refusal);
  }
}

/** The choices' form: a change of the address in place of the current one, where the page is. */
function ChoiceForm(props: FormProps) {
  return <Form {...props} replace preventScrollReset />;
}

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const navigation = useNavigation();
  const answer = useActionData<FormAnswer>();
  const addressed = bookingChoice(params);
  const info = useBookingInfo();
  const times = useBookingTimes(addressed);
  const choice: BookingChoice = {
    ...addressed,
    ...(times.status === 'ready' && !addressed.date ? { date: times.data.date } : {}),
  };

  return (
    <>
      <PageMeta trail={trail} {...meta} noindex={params.size > 0} />
      <BookingPage
        as={ChoiceForm}
        choice={choice}
        branches={branchChoices}
        services={serviceChoices}
        dates={times.status === 'ready' ? times.data.dates : []}
        onChoiceChange={(next) =>
          void navigate(pagePaths.bookingWith(next), { replace: true, preventScrollReset: true })
        }
        details={
          info.status === 'ready'
            ? {
                as: Form,
                // The choices ride along in the address: a refusal's page shows this form again.
                action: pagePaths.bookingWith(choice),
                pending: navigation.state === 'submitting',
                answer,
                times: timeGridState(times, choice.date),
                safety: {
                  question: info.data.warning_question,
                  signs: info.data.warning_signs,
                  emergencyPhone: info.data.emergency_phone,
                  emergencyAdvice: info.data.emergency_advice,
                  ambulancePhone: info.data.ambulance_phone,
                },
              }
            : undefined
        }
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
