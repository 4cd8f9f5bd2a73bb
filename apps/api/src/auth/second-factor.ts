import { clinic, staffRules } from '@klinik/clinic';
import { Secret, TOTP } from 'otpauth';
import QRCode from 'qrcode';
import { bookingCode, secureRandomBytes, type RandomBytes } from '../data/booking-codes';

/**
 * The second factor: TOTP (RFC 6238: SHA-1, 6 digits, 30-second steps, the step before and
 * after accepted for a phone's clock) by `otpauth`, its QR code by `qrcode`, and the recovery
 * codes. A code is accepted once: the step it belongs to is stored, and that step and earlier
 * ones are refused after.
 */

const period = 30;
const digits = 6;
/** Steps accepted either side of now (RFC 6238's recommended network delay allowance). */
const window = 1;
/** 160 bits, RFC 4226's recommended length. */
export const totpSecretBytes = 20;

/** The secret's bytes as the base32 a person can type into an authenticator. */
export const totpSecretText = (bytes: Uint8Array): string =>
  new Secret({ buffer: Uint8Array.from(bytes).buffer }).base32;

/** The otpauth:// address an authenticator reads from the QR code. */
export function totpUri(secretBase32: string, email: string): string {
  return new TOTP({
    issuer: clinic.shortName,
    label: email,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits,
    period,
  }).toString();
}

/** The address as an SVG QR code (medium error correction), for the set-up page. */
export const totpQrSvg = (uri: string): Promise<string> =>
  QRCode.toString(uri, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });

/** A typed code as six digits ("123 456" -> "123456"), or undefined. */
export function totpCodeOf(typed: string): string | undefined {
  const compact = typed.replace(/[\s-]/g, '');
  return /^\d{6}$/.test(compact) ? compact : undefined;
}

/**
 * The time step of `code` if it is the code of a step within one of `now`'s and later than
 * `lastStep` (a code used once is refused again), else undefined.
 */
export function acceptedTotpStep(
  secretBase32: string,
  code: string,
  now: number,
  lastStep: number | null,
): number | undefined {
  const token = totpCodeOf(code);
  if (!token) return undefined;
  const delta = TOTP.validate({
    token,
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits,
    period,
    timestamp: now,
    window,
  });
  if (delta === null) return undefined;
  const step = TOTP.counter({ period, timestamp: now }) + delta;
  return lastStep !== null && step <= lastStep ? undefined : step;
}

/** The code an authenticator shows at `now` (for the tests, as a phone would). */
export const totpCodeAt = (secretBase32: string, now: number): string =>
  TOTP.generate({
    secret: Secret.fromBase32(secretBase32),
    algorithm: 'SHA1',
    digits,
    period,
    timestamp: now,
  });

/**
 * `staffRules.recoveryCodes` new recovery codes, "7KQ4-M2XD-P3RT-9WHN-C6VB-8YZE": 24 characters
 * of the booking code's alphabet (31 letters and digits, no 0/O, 1/I/L), about 119 bits each.
 * With 112 bits or more a code may be kept as a plain hash (OWASP ASVS 5.0, 6.5.2); each is kept
 * as an HMAC-SHA-256 under the staff key, so the visitor file alone does not even allow a guess.
 */
export function newRecoveryCodes(random: RandomBytes = secureRandomBytes): string[] {
  return Array.from(
    { length: staffRules.recoveryCodes },
    () => `${bookingCode(random)}-${bookingCode(random)}-${bookingCode(random)}`,
  );
}

/** A recovery code as typed, in its one stored form ("7kq4 m2xd p3rt …" -> "7KQ4M2XDP3RT…"). */
export function recoveryCodeOf(typed: string): string | undefined {
  const compact = typed.toUpperCase().replace(/[\s\-\u2010-\u2015.]/g, '');
  return /^[2-9A-HJKMNP-Z]{24}$/.test(compact) ? compact : undefined;
}
