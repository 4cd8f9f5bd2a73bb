import {
  createCipheriv,
  createDecipheriv,
  hkdfSync,
  randomBytes,
  timingSafeEqual,
} from 'node:crypto';
import { closeSync, openSync, readFileSync, readSync, writeFileSync } from 'node:fs';
import { setImmediate as nextTurn } from 'node:timers/promises';
import { parseStaffKey } from '../auth/staff-key';

/**
 * Encrypted backups of the visitor data: AES-256-GCM (node:crypto) under a key from the
 * environment (BACKUP_KEY: 32 bytes as 64 hex digits or 43 base64url characters, like
 * STAFF_KEY), kept apart from the backups. The file format, version 1:
 *
 * | bytes | what                                                                        |
 * | ----- | --------------------------------------------------------------------------- |
 * | 8     | the magic `KLBACKUP`                                                        |
 * | 1     | the format version, 1                                                       |
 * | 1     | the algorithm, 1: AES-256-GCM                                               |
 * | 8     | the key's id: HKDF-SHA-256(key, info "klinik backup v1 key id"), first 8    |
 * | 12    | the nonce, random                                                           |
 * | n     | the SQLite file (rollback journal mode), encrypted                          |
 * | 16    | the GCM tag                                                                 |
 *
 * The 30 header bytes are the additional authenticated data, so no header byte can be changed
 * unnoticed; the cipher key is HKDF-SHA-256(key, info "klinik backup v1 aes-256-gcm"). The key
 * id tells a wrong key from a damaged file before anything is decrypted.
 */
const magic = Buffer.from('KLBACKUP', 'ascii');
const version = 1;
const algorithm = 1;
const headerBytes = magic.length + 2 + 8 + 12;
const tagBytes = 16;

/** A backup that cannot be opened with the key given (or without one): nothing was changed. */
export class BackupKeyError extends Error {
  override name = 'BackupKeyError';
}

export interface BackupKey {
  /** The cipher key. */
  key: Buffer;
  /** Its 8-byte id, written in every file it encrypts. */
  id: Buffer;
}

const derive = (bytes: Buffer, info: string, length: number) =>
  Buffer.from(hkdfSync('sha256', bytes, Buffer.alloc(0), info, length));

/** BACKUP_KEY as a key; a clear error for anything that is not 32 bytes written as above. */
export function parseBackupKey(text: string): BackupKey {
  let bytes: Buffer;
  try {
    bytes = parseStaffKey(text);
  } catch {
    throw new Error('BACKUP_KEY must be 32 bytes: 64 hex digits or 43 base64url characters');
  }
  return {
    key: derive(bytes, 'klinik backup v1 aes-256-gcm', 32),
    id: derive(bytes, 'klinik backup v1 key id', 8),
  };
}

/** Whether the file starts as an encrypted backup does. */
export function isEncryptedBackup(path: string): boolean {
  const fd = openSync(path, 'r');
  try {
    const start = Buffer.alloc(magic.length);
    const read = readSync(fd, start, 0, magic.length, 0);
    return read === magic.length && start.equals(magic);
  } finally {
    closeSync(fd);
  }
}

/** `plain` encrypted as a version-1 backup file. */
export function encryptBackup(plain: Buffer, key: BackupKey): Buffer {
  const nonce = randomBytes(12);
  const header = Buffer.concat([magic, Buffer.from([version, algorithm]), key.id, nonce]);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(header);
  const body = Buffer.concat([cipher.update(plain), cipher.final()]);
  return Buffer.concat([header, body, cipher.getAuthTag()]);
}

/**
 * Writes `plain` to `path` encrypted (mode 0600), a megabyte at a time with the event loop free
 * between, so a large backup does not hold the requests up.
 */
export async function writeEncryptedBackup(
  path: string,
  plain: Buffer,
  key: BackupKey,
): Promise<void> {
  const nonce = randomBytes(12);
  const header = Buffer.concat([magic, Buffer.from([version, algorithm]), key.id, nonce]);
  const cipher = createCipheriv('aes-256-gcm', key.key, nonce);
  cipher.setAAD(header);
  const parts = [header];
  for (let at = 0; at < plain.length; at += chunkBytes) {
    parts.push(cipher.update(plain.subarray(at, at + chunkBytes)));
    await nextTurn();
  }
  parts.push(cipher.final(), cipher.getAuthTag());
  writeFileSync(path, Buffer.concat(parts), { mode: 0o600 });
}

const chunkBytes = 1024 * 1024;

/**
 * The SQLite file inside an encrypted backup. Throws BackupKeyError when no key is given, the
 * key is another than the backup's, or the file was changed or cut short.
 */
export function decryptBackup(path: string, key: BackupKey | undefined): Buffer {
  const file = readFileSync(path);
  if (!key) {
    throw new BackupKeyError(
      `${path} is encrypted: set BACKUP_KEY to the key it was made with. Nothing was changed.`,
    );
  }
  if (file.length < headerBytes + tagBytes || !file.subarray(0, magic.length).equals(magic)) {
    throw new BackupKeyError(`${path} is not an encrypted backup. Nothing was changed.`);
  }
  if (file[magic.length] !== version || file[magic.length + 1] !== algorithm) {
    throw new BackupKeyError(
      `${path} is of a backup format this version cannot read. Nothing was changed.`,
    );
  }
  const header = file.subarray(0, headerBytes);
  const id = header.subarray(magic.length + 2, magic.length + 10);
  if (!timingSafeEqual(id, key.id)) {
    throw new BackupKeyError(
      `${path} was encrypted with another key than BACKUP_KEY. Nothing was changed.`,
    );
  }
  const nonce = header.subarray(magic.length + 10, headerBytes);
  const decipher = createDecipheriv('aes-256-gcm', key.key, nonce);
  decipher.setAAD(header);
  decipher.setAuthTag(file.subarray(file.length - tagBytes));
  try {
    return Buffer.concat([
      decipher.update(file.subarray(headerBytes, file.length - tagBytes)),
      decipher.final(),
    ]);
  } catch {
    throw new BackupKeyError(
      `${path} does not decrypt with BACKUP_KEY: the file was changed or is incomplete. Nothing was changed.`,
    );
  }
}
