import { availableParallelism } from 'node:os';
import { hash, verify } from '@node-rs/argon2';
import { clinic } from '@klinik/clinic';

/**
 * Staff passwords (NIST SP 800-63B-4, OWASP ASVS 5.0 level 2): stored only as Argon2id, checked
 * against a list of common and breached passwords at set-up. The hashing runs on libuv's
 * threads (the binding's async calls), never on the event loop, at most `maxConcurrentHashes` at
 * once so the pool keeps threads for the file reads and compression every visitor waits on.
 */

/** Argon2id's cost: memory in KiB, passes, lanes. */
export interface Argon2Parameters {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

/**
 * Production: 64 MiB, 3 passes, 1 lane (RFC 9106's second recommendation with one lane; above
 * OWASP's minimum of 19 MiB and 2 passes). `pnpm bench:api` measures a verification on the
 * machine (about 90 ms on the 2-core development machine; the target is at least 50 ms).
 */
export const productionArgon2: Argon2Parameters = {
  memoryCost: 64 * 1024,
  timeCost: 3,
  parallelism: 1,
};

/** OWASP's Password Storage Cheat Sheet: the least memory and passes for Argon2id. */
export const owaspMinimumArgon2 = { memoryCost: 19 * 1024, timeCost: 2, parallelism: 1 } as const;

/**
 * For tests only, so a run of many sign-ins stays fast: the server takes it only through its
 * explicit `argon2` option. Never the default anywhere.
 */
export const testArgon2: Argon2Parameters = { memoryCost: 1024, timeCost: 1, parallelism: 1 };

/**
 * Hashes at once: each holds its memory, one of libuv's four threads and a core while it runs.
 * One core is always left to the event loop, so the public pages keep their pace while staff
 * sign in (on the 2-core machine one hash at a time; a burst of sign-ins queues here).
 */
const maxConcurrentHashes = Math.max(1, availableParallelism() - 1);

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  /**
   * Whether `password` is the one `stored` was made from; with no stored hash (an unknown
   * e-mail, an account not set up) it checks against a dummy hash of the same cost and answers
   * false, so both take about the same time.
   */
  verify(stored: string | null | undefined, password: string): Promise<boolean>;
}

export function createPasswordHasher(
  parameters: Argon2Parameters = productionArgon2,
): PasswordHasher {
  const options = { ...parameters, algorithm: 2 /* Algorithm.Argon2id, a const enum */ } as const;
  let running = 0;
  const waiting: (() => void)[] = [];
  const limited = async <T>(work: () => Promise<T>): Promise<T> => {
    if (running >= maxConcurrentHashes) {
      await new Promise<void>((resolve) => waiting.push(resolve));
    } else running += 1;
    try {
      return await work();
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running -= 1;
    }
  };
  let dummy: Promise<string> | undefined;
  const dummyHash = () => (dummy ??= limited(() => hash('not a password of anyone', options)));

  return {
    hash: (password) => limited(() => hash(password, options)),
    async verify(stored, password) {
      if (!stored) {
        const decoy = await dummyHash();
        await limited(() => verify(decoy, password));
        return false;
      }
      try {
        return await limited(() => verify(stored, password));
      } catch {
        // A stored value that is not a hash: no password opens it.
        return false;
      }
    },
  };
}

let commonPasswords: Promise<Set<string>> | undefined;

/**
 * The list of common and breached passwords: zxcvbn-ts's (`@zxcvbn-ts/language-common`, MIT),
 * about 49,000 passwords by frequency, leaked-password corpora included. Loaded once, on the
 * first set-up, never by a sign-in or a public page.
 */
function commonList(): Promise<Set<string>> {
  commonPasswords ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set(dictionary['passwords-common']),
  );
  return commonPasswords;
}

/** How many passwords the list holds (for the docs and the test that it is at least 10,000). */
export async function commonPasswordCount(): Promise<number> {
  return (await commonList()).size;
}

/** Lower case, without spaces: "Password 1234567" and "password1234567" are one entry. */
const folded = (text: string) => text.toLowerCase().replace(/\s+/g, '');

/**
 * Whether a new password must be refused as guessable: on the common list, or one of the words
 * of this service and account (the e-mail, its name part, the clinic's names), as NIST asks.
 */
export async function isCommonPassword(password: string, email: string): Promise<boolean> {
  const candidate = folded(password);
  const context = [email, email.split('@')[0] ?? '', clinic.name, clinic.shortName].map(folded);
  if (context.includes(candidate)) return true;
  return (await commonList()).has(candidate);
}
