import * as React from 'react';
import { KeyRound } from 'lucide-react';
import {
  optionLabel,
  passwordRules,
  staffRoles,
  staffRules,
  type FormAnswer,
  type StaffSetupInfo,
} from '@klinik/clinic';
import { useFormAnswer } from '../../contact/use-form-answer';
import { cn } from '../../../lib/cn';
import type { FormComponent } from '../../../lib/form';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Button } from '../../../primitives/button/button';
import { InputField } from '../../../primitives/field/field';
import { FormCard } from '../../../primitives/form-card/form-card';

type SetupFormProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** Whose account the link is for, and the authenticator to add (`StaffSetupInfo`). */
  info: StaffSetupInfo;
  /** The QR code of `info.totp.uri` as an image address (a `data:` URL of the API's SVG). */
  qrSrc: string;
  /** The set-up page's address: the form posts there (`staffSetupSchema`'s fields). */
  action: string;
  /** What the form renders as: the site's router form. */
  as?: FormComponent;
  /** Sending now: the button reads 'Mengirim...'. */
  pending?: boolean;
  /**
   * The action's answer: each field's message at its field (`passwordTooShort`,
   * `passwordCommon`, `passwordMismatch`, `codeInvalid`); the API's other words in an alert.
   */
  answer?: FormAnswer;
  /**
   * The set-up is done: the recovery codes (shown this once; none without a second factor) and
   * the sign-in page's address.
   */
  done?: { recoveryCodes: readonly string[] | null; signInHref: string };
};

const fieldOrder = ['password', 'password_repeat', 'code'] as const;

/** The base32 secret in groups of four, as an authenticator app asks for it. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

/**
 * A staff member sets up the account from the link an admin gave: a password (15 to 128
 * characters, any characters, paste allowed, no other rules; a common or leaked one is refused)
 * typed twice, and the authenticator app (the QR code, the secret as text to type, and its first
 * code), required for an admin and optional for a receptionist. Once done, the recovery codes
 * are shown once, to keep somewhere safe.
 */
function SetupForm({
  info,
  qrSrc,
  action,
  as,
  pending = false,
  answer,
  done,
  className,
  ...props
}: SetupFormProps) {
  const { formRef, errors, message, onChange } = useFormAnswer(answer, fieldOrder);
  const id = React.useId();
  const required = info.second_factor === 'required';
  if (done) {
    return (
      <section
        data-slot="setup-form"
        aria-labelledby={`${id}-done`}
        className={cn('grid gap-5', className)}
        {...props}
      >
        <h2 id={`${id}-done`} className="text-foreground text-xl font-bold">
          Akun siap dipakai
        </h2>
        {done.recoveryCodes?.length ? (
          <>
            <p className="text-foreground">
              Simpan {done.recoveryCodes.length} kode pemulihan ini di tempat aman (dicetak atau di
              pengelola kata sandi). Setiap kode bisa dipakai sekali untuk masuk bila ponsel Anda
              hilang. Kode ini hanya ditampilkan sekarang.
            </p>
            <ol
              aria-label="Kode pemulihan"
              className="bg-muted grid grid-cols-1 gap-2 rounded-xl p-4 font-mono text-lg sm:grid-cols-2"
            >
              {done.recoveryCodes.map((code) => (
                <li key={code} className="text-foreground">
                  {code}
                </li>
              ))}
            </ol>
          </>
        ) : null}
        <Button asChild className="justify-self-start">
          <AppLink href={done.signInHref}>Masuk ke meja depan</AppLink>
        </Button>
      </section>
    );
  }
  return (
    <div data-slot="setup-form" className={cn('grid gap-6', className)} {...props}>
      <p className="text-foreground">
        Akun <strong>{info.email}</strong> ({info.name}, {optionLabel(staffRoles, info.role)}).
        Tautan ini berlaku {staffRules.setupLinkHours} jam dan hanya sekali pakai.
      </p>
      <FormCard
        as={as}
        ref={formRef}
        slot="setup-form-card"
        action={action}
        aria-label="Atur akun"
        pending={pending}
        notice={message}
        submit={{ label: 'Simpan dan aktifkan akun', icon: KeyRound }}
        onChange={onChange}
      >
        <InputField
          label="Kata sandi baru"
          name="password"
          type="password"
          autoComplete="new-password"
          required
          maxLength={passwordRules.maxLength}
          hint={`${passwordRules.minLength} sampai ${passwordRules.maxLength} karakter, boleh huruf, angka, spasi, atau simbol apa saja. Rangkaian beberapa kata mudah diingat; menempel dari pengelola kata sandi boleh.`}
          error={errors.password}
        />
        <InputField
          label="Ulangi kata sandi"
          name="password_repeat"
          type="password"
          autoComplete="new-password"
          required
          maxLength={passwordRules.maxLength}
          error={errors.password_repeat}
        />
        <fieldset className="border-border grid min-w-0 gap-4 rounded-xl border p-4">
          <legend className="text-foreground px-1 font-bold">
            Verifikasi dua langkah{required ? ' (wajib untuk admin)' : ' (opsional)'}
          </legend>
          <p className="text-foreground text-sm">
            Pindai kode QR ini dengan aplikasi autentikator (misalnya Google Authenticator,
            Microsoft Authenticator, atau 2FAS), lalu masukkan kode 6 angka yang tampil.
            {required ? null : ' Kosongkan kode bila tidak ingin memakainya.'}
          </p>
          <div className="flex flex-wrap items-center gap-4">
            <img
              src={qrSrc}
              alt={`Kode QR untuk aplikasi autentikator, akun ${info.email}`}
              width={176}
              height={176}
              className="border-border size-44 rounded-lg border bg-white"
            />
            <div className="grid min-w-0 gap-1">
              <p className="text-muted-foreground text-sm" id={`${id}-secret`}>
                Tidak bisa memindai? Ketik kunci ini:
              </p>
              <code
                aria-labelledby={`${id}-secret`}
                className="bg-muted text-foreground rounded-lg px-3 py-2 font-mono text-base break-all"
              >
                {grouped(info.totp.secret)}
              </code>
            </div>
          </div>
          <InputField
            label="Kode dari aplikasi"
            name="code"
            type="text"
            inputMode="numeric"
            autoComplete="one-time-code"
            required={required}
            maxLength={32}
            error={errors.code}
          />
        </fieldset>
      </FormCard>
    </div>
  );
}

export { SetupForm, type SetupFormProps };
