import * as React from 'react';
import { Phone, Siren } from 'lucide-react';
import { telHref } from '../../../lib/tel';
import { emergencyCallClass } from '../../contact/emergency-box/emergency-box';
import { cn } from '../../../lib/cn';

type BookingSafetyQuestionProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** The warning signs that need a doctor today, as the clinic's content words them. */
  signs: readonly string[];
  /** The clinic's emergency number as shown (contact settings' `emergency_phone`). */
  emergencyPhone: string;
  /** The content's advice on going to the nearest IGD. */
  emergencyAdvice: string;
  /** The question above the signs, as the content words it. */
  question?: string;
  /** The national ambulance number. */
  ambulancePhone?: string;
  /** What a visitor who ticks no sign goes on to: the details and the submit button. */
  children: React.ReactNode;
};

/**
 * Safety first: before the details, the warning signs as checkboxes (form name `warning`). Ticking
 * any of them puts the emergency panel (the clinic's emergency number, the IGD advice and 119) in
 * place of the rest of the form, by CSS `:has()` on the native checkboxes: it works before and
 * without script, and nothing can book past it, since the details and the button are gone.
 */
function BookingSafetyQuestion({
  signs,
  emergencyPhone,
  emergencyAdvice,
  question = 'Apakah saat ini Anda mengalami salah satu tanda berikut?',
  ambulancePhone = '119',
  className,
  children,
  ...props
}: BookingSafetyQuestionProps) {
  const id = React.useId();
  return (
    <div
      data-slot="booking-safety-question"
      className={cn('group/safety grid gap-6', className)}
      {...props}
    >
      <fieldset aria-describedby={`${id}-hint`} className="min-w-0">
        <legend className="text-foreground text-base font-bold">{question}</legend>
        <p id={`${id}-hint`} className="text-muted-foreground mt-1.5 text-sm">
          Centang yang Anda alami. Tanda-tanda ini perlu diperiksa dokter hari ini, sebelum
          fisioterapi. Jika tidak ada, lanjutkan mengisi data di bawah.
        </p>
        <ul className="mt-3 grid gap-2">
          {signs.map((sign) => (
            <li key={sign}>
              <label className="border-border hover:border-danger has-checked:border-danger has-checked:bg-danger-soft has-focus-visible:outline-ring flex min-h-11 cursor-pointer items-start gap-3 rounded-lg border px-3 py-2.5 has-focus-visible:outline-2 has-focus-visible:outline-offset-2">
                <input
                  type="checkbox"
                  name="warning"
                  value={sign}
                  data-warning-sign
                  className="accent-danger mt-0.5 size-5 shrink-0 cursor-pointer focus-visible:outline-none"
                />
                <span className="text-foreground">{sign}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <section
        data-slot="booking-emergency"
        aria-labelledby={`${id}-emergency`}
        className="border-danger/30 bg-danger-soft hidden rounded-2xl border p-6 group-has-[[data-warning-sign]:checked]/safety:block"
      >
        <h3 id={`${id}-emergency`} className="text-danger flex items-start gap-2 text-lg font-bold">
          <Siren aria-hidden className="mt-0.5 size-5 shrink-0" />
          Segera periksakan diri ke dokter hari ini
        </h3>
        <p className="text-foreground mt-2">{emergencyAdvice}</p>
        <p className="text-foreground mt-2">
          Janji temu fisioterapi belum bisa dibuat secara online untuk keluhan ini. Setelah
          diperiksa dokter, kami siap membantu pemulihan Anda.
        </p>
        <div className="mt-4 flex flex-wrap gap-3">
          <a href={telHref(emergencyPhone)} className={emergencyCallClass}>
            <Phone aria-hidden className="size-4" />
            Hubungi {emergencyPhone}
          </a>
          <a
            href={telHref(ambulancePhone)}
            className="border-danger text-danger bg-background hover:bg-danger-soft inline-flex min-h-11 items-center gap-2 rounded-lg border px-5 font-semibold"
          >
            <Siren aria-hidden className="size-4" />
            Ambulans {ambulancePhone}
          </a>
        </div>
      </section>
      <div
        data-slot="booking-safety-continue"
        className="grid gap-6 group-has-[[data-warning-sign]:checked]/safety:hidden"
      >
        {children}
      </div>
    </div>
  );
}

export { BookingSafetyQuestion, type BookingSafetyQuestionProps };
