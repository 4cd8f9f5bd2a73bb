/**
 * What a page's form sends back: the site's route actions answer every form this way, on the
 * server for a form posted without JavaScript and in the browser with it, so a form shows the
 * same thing either way. No zod here: the forms' own schemas check the fields.
 */

/** A form that was not accepted: what to say, where, and what was typed. */
export interface FormRefusal {
  ok: false;
  /** The HTTP status the page answers with: 400 a field, 409 a conflict, 429 too many, 503. */
  status: number;
  /** Said above the form's button as an alert; absent when the fields' own messages say it all. */
  message?: string;
  /** The first message of every refused field, by the field's name. */
  errors?: Record<string, string>;
  /** What was typed, to fill the form in again when the page is rendered anew (never the honeypot). */
  values: Record<string, string>;
}

/** A form that was accepted, with what its page needs next. */
export type FormDone<Done extends object = object> = { ok: true } & Done;

export type FormAnswer<Done extends object = object> = FormDone<Done> | FormRefusal;

/**
 * What a form says when it could not reach the clinic at all (no connection, the server down):
 * that nothing typed is lost, and what to do.
 */
export const unsentMessages = {
  contact:
    'Maaf, pesan Anda gagal terkirim. Periksa koneksi internet Anda, lalu kirim ulang; isian Anda tidak hilang.',
  booking:
    'Maaf, janji temu belum terkirim. Periksa koneksi internet Anda, lalu coba lagi; isian Anda tidak hilang.',
  bookingChange: 'Maaf, perubahan belum tersimpan. Periksa koneksi internet Anda, lalu coba lagi.',
  consultation:
    'Maaf, permintaan Anda belum terkirim. Periksa koneksi internet Anda, lalu coba lagi; isian Anda tidak hilang.',
} as const;

/** The hidden field people leave empty and bots fill (see `honeypotField`). */
export const honeypotName = 'website';

/** A form's fields as its action reads them: every text value by name, files left out. */
export function formValues(data: FormData): Record<string, string> {
  const values: Record<string, string> = {};
  data.forEach((value, name) => {
    if (typeof value === 'string' && !(name in values)) values[name] = value;
  });
  return values;
}

/** What was typed, to show again beside a refusal: every field but the honeypot. */
export function typedValues(values: Record<string, string>): Record<string, string> {
  const { [honeypotName]: _honeypot, ...typed } = values;
  return typed;
}
