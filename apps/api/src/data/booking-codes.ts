import { createHash, randomBytes } from 'node:crypto';

/**
 * A booking's two names, made only here: the code a person reads out ("7KQ4-M2XD") and the
 * private link's token, which alone opens the booking and is stored only as its hash. The
 * contract keeps what the site also reads (`bookingCodePattern`, `normaliseBookingCode`,
 * `manageTokenPattern`).
 */

/** Random bytes from a secure source; tests pass a fixed one. */
export type RandomBytes = (length: number) => Uint8Array;

export const secureRandomBytes: RandomBytes = (length) => new Uint8Array(randomBytes(length));

/** Letters and digits that cannot be mistaken for each other: no 0/O, 1/I/L. */
export const bookingCodeAlphabet = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/**
 * A new booking code, "7KQ4-M2XD": 31^8 (about 850 billion) codes, each character equally
 * likely (bytes that would favour the first characters of the alphabet are drawn again). The
 * code names a booking on the phone and in a chat; it opens nothing by itself, so it needs no
 * more length than that; the rules draw again on the rare clash with a stored one.
 */
export function bookingCode(random: RandomBytes): string {
  const size = bookingCodeAlphabet.length;
  const usable = 256 - (256 % size);
  const characters: string[] = [];
  for (let round = 0; characters.length < 8; round += 1) {
    if (round === 100) throw new Error('randomBytes gave no usable bytes');
    for (const byte of random(16)) {
      if (byte < usable && characters.length < 8) {
        characters.push(bookingCodeAlphabet.charAt(byte % size));
      }
    }
  }
  return `${characters.slice(0, 4).join('')}-${characters.slice(4).join('')}`;
}

/**
 * A new token for the private link that opens a booking (only its holder can cancel or move):
 * 32 random bytes (256 bits) as 43 characters of base64url.
 */
export function manageToken(random: RandomBytes): string {
  const bytes = random(32);
  if (bytes.length !== 32) throw new Error('randomBytes gave the wrong number of bytes');
  return Buffer.from(bytes).toString('base64url');
}

/** The token as it is stored and looked up: its SHA-256, never the token itself. */
export const hashToken = (token: string): Buffer => createHash('sha256').update(token).digest();
