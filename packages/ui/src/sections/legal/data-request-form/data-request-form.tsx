import * as React from 'react';
import {
  consentTexts,
  consentVersionName,
  isConsentGiven,
  dataRequestKinds,
  honeypotName,
  pagePaths,
  privacyMessages,
  privacyRules,
  type FormAnswer,
} from '@klinik/clinic';
import { Send } from 'lucide-react';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent, FormElementProps } from '../../../lib/form';
import {
  CheckboxField,
  HoneypotField,
  InputField,
  SelectField,
  TextAreaField,
} from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';

type DataRequestFormProps = Omit<FormElementProps, 'method' | 'children'> & {
  /** What the form renders as: the site's router form (its action stores the request). */
  as?: FormComponent;
  /** Sending now. */
  pending?: boolean;
  /** The action's answer to the last request sent: stored, or refused with what to say. */
  answer?: FormAnswer;
};

/** The fields, in the order the focus visits their errors. */
const fieldOrder = ['kind', 'contact', 'name', 'details', 'consent'] as const;

/**
 * "Permintaan data pribadi": a person asks for a copy of their data, a correction, its erasure or
 * the withdrawal of their consent, naming the WhatsApp number or e-mail they used with the
 * clinic. A POST to the privacy page's action, which checks the fields with the contract's
 * schema (`dataRequestInputSchema`) and stores the request, with or without script; the consent
 * box shows the text in force and posts its version.
 */
function DataRequestForm({
  as,
  pending,
  answer,
  className,
  'aria-label': ariaLabel = 'Formulir permintaan data pribadi',
  ...props
}: DataRequestFormProps) {
  const { formRef, errors, message, done, values, fieldsKey, onChange } = useFormAnswer(
    answer,
    fieldOrder,
  );
  const consent = consentTexts.request;
  return (
    <FormCard
      as={as}
      ref={formRef}
      slot="data-request-form"
      aria-label={ariaLabel}
      pending={pending}
      notice={message}
      sent={done && privacyMessages.received}
      submit={{ label: 'Kirim Permintaan', icon: Send }}
      onChange={onChange}
      className={cn('content-start', className)}
      {...props}
    >
      <React.Fragment key={fieldsKey}>
        <SelectField
          label="Jenis permintaan"
          name="kind"
          required
          defaultValue={values.kind ?? ''}
          error={errors.kind}
          placeholder="Pilih jenis permintaan"
          options={dataRequestKinds}
        />
        <div className="grid gap-5 sm:grid-cols-2">
          <InputField
            label="Nomor WhatsApp atau email"
            name="contact"
            type="text"
            autoComplete="off"
            required
            defaultValue={values.contact}
            error={errors.contact}
            hint="Yang Anda pakai saat membuat janji temu atau mengirim pesan."
          />
          <InputField
            label="Nama Lengkap"
            name="name"
            type="text"
            autoComplete="name"
            required
            defaultValue={values.name}
            error={errors.name}
          />
        </div>
        <TextAreaField
          label="Rincian"
          name="details"
          defaultValue={values.details}
          error={errors.details}
          hint={`Misalnya data mana yang perlu diperbaiki, atau kode janji temu Anda. Paling banyak ${privacyRules.requestDetailsMaxLength.toLocaleString('id-ID')} karakter.`}
          rows={4}
        />
        <HoneypotField name={honeypotName} />
        <input type="hidden" name={consentVersionName} value={consent.version} />
        <CheckboxField
          name="consent"
          label={consent.text}
          required
          defaultChecked={isConsentGiven(values.consent)}
          error={errors.consent}
        />
      </React.Fragment>
    </FormCard>
  );
}

/** The id the privacy page gives the form's section, so `pagePaths.privacyRequest` lands on it. */
const dataRequestAnchor = pagePaths.privacyRequest.split('#')[1] ?? 'permintaan-data';

export { DataRequestForm, dataRequestAnchor, type DataRequestFormProps };
