import {
  createCipheriv,
  createDecipheriv,
  createHmac,
  hkdfSync,
  randomBytes,
  type BinaryLike,
} from 'node:crypto';
import { closeSync, existsSync, openSync, readFileSync, writeSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * The staff key: 32 random bytes that never enter the visitor data file or its backups, so a
 * copy of those alone opens nothing. Under it (node:crypto only):
 * - TOTP secrets and the private links a mail or a booking keeps for later are sealed with
 *   AES-256-GCM (a random 96-bit nonce per seal, the record's purpose as additional data, so a
 *   sealed value cannot be moved to another column and opened there);
 * - recovery codes and the e-mail keys of failed sign-ins are HMAC-SHA-256 values.
 * Each use has its own subkey (HKDF-SHA-256 with the use as `info`).
 *
 * Where it comes from: STAFF_KEY (64 hex digits or 43 base64url characters), else the file
 * `staff.key` beside the visitor data file, made on first use with mode 0600. Lose it and the
 * second factors and the links of pending reminders cannot be opened: staff then get a reset
 * (`pnpm staff reset`); keep a copy apart from the visitor backups (docs/staff.md).
 */
export interface StaffKey {
  /** Seals `plain` for `purpose` ("totp", "booking-link", ...): text safe for a column. */
  seal(plain: string, purpose: string): string;
  /** Opens what `seal` made for the same purpose; throws on any other text or a wrong key. */
  open(sealed: string, purpose: string): string;
  /** HMAC-SHA-256 of `value` under the subkey of `purpose`, as 64 hex digits. */
  mac(value: BinaryLike, purpose: string): string;
  /** `length` bytes derived from `value` for `purpose` (HMAC-SHA-256 output, cut). */
  derive(value: BinaryLike, purpose: string, length: number): Buffer;
}

const keyBytes = 32;
const nonceBytes = 12;
const tagBytes = 16;
/** A version before the sealed bytes, so a later format can be told apart. */
const sealedPrefix = 'v1.';

/** The key file's name, beside the visitor data file. */
export const staffKeyFileName = 'staff.key';

export function staffKeyPath(visitorDatabasePath: string): string {
  return join(dirname(visitorDatabasePath), staffKeyFileName);
}

/** 64 hex digits or 43 base64url characters (with or without padding) as 32 bytes. */
export function parseStaffKey(text: string): Buffer {
  const trimmed = text.trim();
  const bytes = /^[0-9a-f]{64}$/i.test(trimmed)
    ? Buffer.from(trimmed, 'hex')
    : /^[A-Za-z0-9_-]{43}=?$/.test(trimmed)
      ? Buffer.from(trimmed.replace(/=$/, ''), 'base64url')
      : undefined;
  if (bytes?.length !== keyBytes) {
    throw new Error('The staff key must be 32 bytes: 64 hex digits or 43 base64url characters');
  }
  return bytes;
}

/**
 * The key of STAFF_KEY when given, else of the key file, which is made (mode 0600, never
 * overwritten) when there is none.
 */
export function loadStaffKey(options: { fromEnv?: string; file: string }): StaffKey {
  if (options.fromEnv) return createStaffKey(parseStaffKey(options.fromEnv));
  if (!existsSync(options.file)) {
    try {
      // 'wx': made only if still missing, so two processes starting at once keep one key.
      const fd = openSync(options.file, 'wx', 0o600);
      try {
        writeSync(fd, `${randomBytes(keyBytes).toString('hex')}\n`);
      } finally {
        closeSync(fd);
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
  }
  return createStaffKey(parseStaffKey(readFileSync(options.file, 'utf8')));
}

export function createStaffKey(master: Buffer): StaffKey {
  if (master.length !== keyBytes) throw new Error('The staff key must be 32 bytes');
  const subkeys = new Map<string, Buffer>();
  const subkey = (use: string) => {
    let key = subkeys.get(use);
    if (!key) {
      key = Buffer.from(hkdfSync('sha256', master, Buffer.alloc(0), `klinik-staff:${use}`, 32));
      subkeys.set(use, key);
    }
    return key;
  };
  const hmac = (value: BinaryLike, purpose: string) =>
    createHmac('sha256', subkey(`mac:${purpose}`))
      .update(value)
      .digest();

  return {
    seal(plain, purpose) {
      const nonce = randomBytes(nonceBytes);
      const cipher = createCipheriv('aes-256-gcm', subkey('seal'), nonce);
      cipher.setAAD(Buffer.from(purpose));
      const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return `${sealedPrefix}${Buffer.concat([nonce, body, cipher.getAuthTag()]).toString('base64url')}`;
    },
    open(sealed, purpose) {
      if (!sealed.startsWith(sealedPrefix)) throw new Error('Not a sealed value');
      const bytes = Buffer.from(sealed.slice(sealedPrefix.length), 'base64url');
      if (bytes.length < nonceBytes + tagBytes) throw new Error('Not a sealed value');
      const decipher = createDecipheriv(
        'aes-256-gcm',
        subkey('seal'),
        bytes.subarray(0, nonceBytes),
      );
      decipher.setAAD(Buffer.from(purpose));
      decipher.setAuthTag(bytes.subarray(bytes.length - tagBytes));
      return Buffer.concat([
        decipher.update(bytes.subarray(nonceBytes, bytes.length - tagBytes)),
        decipher.final(),
      ]).toString('utf8');
    },
    mac: (value, purpose) => hmac(value, purpose).toString('hex'),
    derive: (value, purpose, length) => hmac(value, `derive:${purpose}`).subarray(0, length),
  };
}
