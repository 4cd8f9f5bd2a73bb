/**
 * Consent on the record: a form's consent box and the hidden field that says which version of
 * the consent text the form showed (the texts and versions are `../privacy.ts`'s). The API stores
 * the version and the time with every booking, message and request.
 */
import * as z from 'zod/mini';
import { consentHistory, consentTexts, type ConsentForm } from '../privacy';
import { blankToUndefined } from './params';

export const consentMessages = {
  /** 400: a consent version the form never had (a page far older than the site). */
  versionUnknown: 'Halaman ini sudah tidak berlaku. Silakan muat ulang lalu kirim lagi.',
} as const;

/** The name of the hidden field that carries the version a form showed. */
export const consentVersionName = 'consent_version';

/** Whether a consent box's value says it was ticked: a JSON true, or what a checkbox posts. */
export const isConsentGiven = (value: unknown): boolean =>
  value === true || value === 'on' || value === 'true';

/** A form's consent box: a JSON true, or the "on" a checkbox posts without JavaScript. */
export function consentBox(message: string) {
  return z.pipe(z.transform(isConsentGiven), z.literal(true, { error: message }));
}

/**
 * The consent version the form showed (`consent_version`, hidden): absent or blank is the one in
 * force now (`givenConsentVersion`); a version the form never had is refused, so a row never claims a text nobody saw.
 */
export function consentVersionField(form: ConsentForm) {
  const known: readonly number[] = consentHistory[form].map((entry) => entry.version);
  return z.pipe(
    z.transform((value: unknown) => blankToUndefined(value ?? undefined)),
    z.optional(
      z.pipe(
        z.union([z.number(), z.string()], { error: consentMessages.versionUnknown }),
        z.pipe(
          z.transform(Number),
          z.number({ error: consentMessages.versionUnknown }).check(
            z.refine((version) => known.includes(version), {
              error: consentMessages.versionUnknown,
            }),
          ),
        ),
      ),
    ),
  );
}

/** The version a form's answer names, or the one in force when it names none. */
export function givenConsentVersion(form: ConsentForm, version: number | undefined): number {
  return version ?? consentTexts[form].version;
}
