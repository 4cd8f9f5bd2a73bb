import * as React from 'react';
import { Clock, Database, Mail, Send, ShieldCheck, Users } from 'lucide-react';
import {
  dataRecipients,
  pagePaths,
  dataRequestKinds,
  privacyContact,
  privacyRules,
  processingRecord,
} from '@klinik/clinic';
import { cn } from '../../../lib/cn';

type ProcessingActivity = (typeof processingRecord)[number];
type DataRecipient = (typeof dataRecipients)[number];

type PrivacyFactsProps = Omit<React.ComponentProps<'section'>, 'children'> & {
  /** What the website collects, why, where, how long and who receives it; the contract's record. */
  record?: readonly ProcessingActivity[];
  /** Who receives personal data beside the clinic. */
  recipients?: readonly DataRecipient[];
  /** The request form on the same page (its id as `#…`), where the rights section leads. */
  requestHref?: string;
};

const term = 'text-muted-foreground text-sm font-semibold';
const detail = 'text-foreground';

/**
 * The privacy page's facts about the website's own data, written from the contract's processing
 * record (`processingRecord`, `dataRecipients`, `privacyRules`): for each activity what is
 * collected, why, on what basis, where, for how long and who receives it; then who receives data
 * beside the clinic; then the visitor's rights and how to use them within 3×24 hours.
 */
function PrivacyFacts({
  record = processingRecord,
  recipients = dataRecipients,
  requestHref = pagePaths.privacyRequest,
  className,
  ...props
}: PrivacyFactsProps) {
  const id = React.useId();
  const days = privacyRules.answerHours / 24;
  return (
    <section
      data-slot="privacy-facts"
      aria-labelledby={`${id}-data`}
      className={cn('grid gap-10', className)}
      {...props}
    >
      <div className="grid gap-4">
        <h2 id={`${id}-data`} className="text-foreground text-2xl font-bold">
          Data yang disimpan situs ini
        </h2>
        <p className="text-muted-foreground">
          Setiap formulir di situs ini menyimpan data berikut. Persetujuan yang Anda berikan dicatat
          bersama versi teksnya dan waktunya.
        </p>
        <ul className="grid gap-4 md:grid-cols-2">
          {record.map((activity) => (
            <li
              key={activity.activity}
              data-slot="privacy-facts-activity"
              className="border-border bg-background grid content-start gap-4 rounded-2xl border p-5"
            >
              <h3 className="text-foreground flex items-center gap-2 text-lg font-bold">
                <Database aria-hidden className="text-primary size-5 shrink-0" />
                {activity.activity}
              </h3>
              <dl className="grid gap-3">
                <div>
                  <dt className={term}>Data yang dikumpulkan</dt>
                  <dd className={detail}>
                    <ul className="list-disc pl-5">
                      {activity.data.map((item) => (
                        <li key={item}>{item}</li>
                      ))}
                    </ul>
                  </dd>
                </div>
                <div>
                  <dt className={term}>Untuk apa</dt>
                  <dd className={detail}>{activity.purpose}</dd>
                </div>
                <div>
                  <dt className={term}>Dasar pemrosesan</dt>
                  <dd className={detail}>{activity.basis}</dd>
                </div>
                <div>
                  <dt className={term}>Disimpan di</dt>
                  <dd className={detail}>{activity.where}</dd>
                </div>
                <div>
                  <dt className={cn(term, 'flex items-center gap-1.5')}>
                    <Clock aria-hidden className="size-4" />
                    Berapa lama
                  </dt>
                  <dd className={detail}>{activity.retention}</dd>
                </div>
                <div>
                  <dt className={term}>Siapa yang menerima</dt>
                  <dd className={detail}>{activity.recipients.join(', ')}</dd>
                </div>
              </dl>
            </li>
          ))}
        </ul>
      </div>

      <div className="grid gap-4">
        <h2 className="text-foreground flex items-center gap-2 text-2xl font-bold">
          <Users aria-hidden className="text-primary size-6 shrink-0" />
          Siapa yang menerima data Anda
        </h2>
        <ul className="grid gap-3">
          {recipients.map((recipient) => (
            <li key={recipient.name} className="bg-muted rounded-xl p-4">
              <p className="text-foreground font-bold">{recipient.name}</p>
              <p className="text-foreground mt-1">{recipient.what}</p>
              <p className="text-muted-foreground mt-1 text-sm">{recipient.why}</p>
            </li>
          ))}
        </ul>
        <p className="text-muted-foreground">
          Kami tidak menjual data pribadi Anda dan tidak memakainya untuk iklan.
        </p>
      </div>

      <div className="grid gap-4">
        <h2 className="text-foreground flex items-center gap-2 text-2xl font-bold">
          <ShieldCheck aria-hidden className="text-primary size-6 shrink-0" />
          Hak Anda dan cara memintanya
        </h2>
        <p className="text-foreground">
          Anda dapat meminta hal-hal berikut atas data yang Anda kirim lewat situs ini. Kami
          menjawab dalam {days}×24 jam sejak permintaan diterima.
        </p>
        <ul className="text-foreground list-disc pl-5">
          {dataRequestKinds.map((kind) => (
            <li key={kind.value}>{kind.label}</li>
          ))}
        </ul>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          <a
            href={requestHref}
            className="text-primary inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
          >
            <Send aria-hidden className="size-4" />
            Isi formulir permintaan data pribadi
          </a>
          <a
            href={`mailto:${privacyContact.email}`}
            className="text-primary inline-flex min-h-11 items-center gap-2 font-semibold underline underline-offset-4"
          >
            <Mail aria-hidden className="size-4" />
            {privacyContact.email}
          </a>
        </div>
        <p className="text-muted-foreground text-sm">
          Janji temu juga bisa dilihat, diperbaiki, dan dihapus datanya lewat tautan pribadi di
          konfirmasi atau email janji temu Anda.
        </p>
      </div>
    </section>
  );
}

export { PrivacyFacts, type PrivacyFactsProps };
