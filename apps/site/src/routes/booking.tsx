import {
  bookingPagePaths,
  bookableServices,
  branches,
  branchLocations,
  pagePaths,
  type BookingFormRefusal,
  type BookingRequest,
} from '@klinik/clinic';
import { BookingPage } from '@klinik/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import {
  data,
  redirect,
  useActionData,
  useNavigate,
  useSearchParams,
  type ActionFunctionArgs,
  type RouterContextProvider,
} from 'react-router-dom';
import { breadcrumbItems, crumbs } from '../app/breadcrumbs';
import { PageMeta } from '../app/page-meta';
import { routeLoader } from '../app/route-loader';
import { appServices } from '../app/router-context';
import { useApi } from '../data/api-context';
import {
  bookingChoice,
  bookingQuery,
  bookingTimesQuery,
  loadBookingPage,
  sendBooking,
  timeGridState,
  useBookingInfo,
  useBookingTimes,
  type BookingChoice,
} from '../data/use-booking';

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

/** One message per field, as the form shows them. */
function fieldErrors(refusal: BookingFormRefusal | undefined) {
  if (!refusal?.errors) return undefined;
  return Object.fromEntries(
    Object.entries(refusal.errors).map(([name, messages]) => [name, messages[0] ?? '']),
  );
}

export const loader = routeLoader(loadBookingPage);

/**
 * The booking form posted as a plain form. On the production server the server has already
 * booked or refused it (apps/api/src/site/booking-forms.ts) and hands the refusal over; the dev
 * server lets this action send it.
 */
export async function action({ request, context }: ActionFunctionArgs<RouterContextProvider>) {
  const { api, refusal } = context.get(appServices);
  if (refusal) return data(refusal, { status: refusal.status });
  const form = Object.fromEntries(
    [...(await request.formData())].map(([name, value]) => [name, String(value)]),
  );
  const sent = await sendBooking(api, form);
  if (sent.ok)
    return redirect(bookingPagePaths.bookingConfirmation(sent.created.manage_token), 303);
  return data(sent.refusal, { status: sent.refusal.status });
}

export function Component() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const api = useApi();
  const queryClient = useQueryClient();
  const posted = useActionData<BookingFormRefusal>();
  const [refusal, setRefusal] = useState<BookingFormRefusal | undefined>(posted);
  const addressed = bookingChoice(params);
  // A refused plain form came back with its choices in the address and its time in the values.
  const info = useBookingInfo();
  const times = useBookingTimes(addressed);
  const choice: BookingChoice = {
    ...addressed,
    ...(times.status === 'ready' && !addressed.date ? { date: times.data.date } : {}),
  };

  const submit = async (request: BookingRequest) => {
    const sent = await sendBooking(api, request);
    if (sent.ok) {
      const { manage_token: token, ...booking } = sent.created;
      queryClient.setQueryData(bookingQuery(api, token).queryKey, booking);
      await navigate(bookingPagePaths.bookingConfirmation(token));
      return;
    }
    setRefusal(sent.refusal);
    // Taken meanwhile: the day's times as they are now, what was typed kept.
    if (sent.refusal.status === 409 && addressed.branch && addressed.service) {
      await queryClient.invalidateQueries({
        queryKey: bookingTimesQuery(api, {
          branch: addressed.branch,
          service: addressed.service,
          ...(choice.date ? { date: choice.date } : {}),
        }).queryKey,
      });
    }
  };

  return (
    <>
      <PageMeta trail={trail} {...meta} noindex={params.size > 0} />
      <BookingPage
        choice={choice}
        branches={branchChoices}
        services={serviceChoices}
        dates={times.status === 'ready' ? times.data.dates : []}
        onChoiceChange={(next) => {
          setRefusal(undefined);
          void navigate(pagePaths.bookingWith(next), { replace: true, preventScrollReset: true });
        }}
        details={
          info.status === 'ready'
            ? {
                action: pagePaths.booking,
                times: timeGridState(times, choice.date),
                safety: {
                  question: info.data.warning_question,
                  signs: info.data.warning_signs,
                  emergencyPhone: info.data.emergency_phone,
                  emergencyAdvice: info.data.emergency_advice,
                  ambulancePhone: info.data.ambulance_phone,
                },
                ...(refusal
                  ? {
                      notice: refusal.message,
                      errors: fieldErrors(refusal),
                      defaultValues: {
                        ...refusal.values,
                        consent: ['on', 'true'].includes(refusal.values.consent ?? ''),
                      },
                    }
                  : {}),
                onSubmit: submit,
              }
            : undefined
        }
        breadcrumbs={breadcrumbItems(trail)}
      />
    </>
  );
}
