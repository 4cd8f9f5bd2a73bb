import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { signInWaitSeconds, staffRules } from '@klinik/clinic';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  commonPasswordCount,
  createPasswordHasher,
  isCommonPassword,
  owaspMinimumArgon2,
  productionArgon2,
  testArgon2,
} from '../src/auth/passwords';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  recoveryCodeOf,
  totpCodeAt,
  totpCodeOf,
  totpSecretText,
} from '../src/auth/second-factor';
import { accountWaitSeconds } from '../src/auth/sign-in-wait';
import { createStaffKey, loadStaffKey, parseStaffKey } from '../src/auth/staff-key';
import { setupTokenOf } from './staff-helpers';
import { storesForTests, tempDir } from './helpers';

/*
 * The parts of staff sign-in that need no server (issue 36): the password rules and their
 * hashing, the waits after failures, the second factor's codes and the staff key. The HTTP
 * behaviour built on them is staff.test.ts's.
 */

describe('passwords', () => {
  it('are hashed with Argon2id at OWASP’s cost or more by default: the server’s own stores use it unless a test lowers it', async () => {
    expect(productionArgon2.memoryCost).toBeGreaterThanOrEqual(owaspMinimumArgon2.memoryCost);
    expect(productionArgon2.timeCost).toBeGreaterThanOrEqual(owaspMinimumArgon2.timeCost);
    // The tests' cost is lower, and only ever passed explicitly.
    expect(testArgon2.memoryCost).toBeLessThan(owaspMinimumArgon2.memoryCost);
    const hasher = createPasswordHasher();
    const stored = await hasher.hash('kopi susu gula aren pagi hari');
    expect(stored).toMatch(
      new RegExp(
        `^\\$argon2id\\$v=19\\$m=${productionArgon2.memoryCost},t=${productionArgon2.timeCost},p=${productionArgon2.parallelism}\\$`,
      ),
    );
    expect(await hasher.verify(stored, 'kopi susu gula aren pagi hari')).toBe(true);
    expect(await hasher.verify(stored, 'kopi susu gula aren pagi hari ')).toBe(false);
    // No hash (an unknown e-mail): checked against a decoy, and never right.
    expect(await hasher.verify(null, 'kopi susu gula aren pagi hari')).toBe(false);
    expect(await hasher.verify('not a hash', 'kopi susu gula aren pagi hari')).toBe(false);
  });

  it('are refused when on the shipped list of common and breached passwords (over 10,000), or the account’s own words', async () => {
    expect(await commonPasswordCount()).toBeGreaterThanOrEqual(10_000);
    for (const common of ['1qaz2wsx3edc4rfv', '1QAZ 2WSX 3EDC 4RFV', '123456789qwerty']) {
      expect(await isCommonPassword(common, 'ayu@geraksehat.id')).toBe(true);
    }
    expect(await isCommonPassword('ayu@geraksehat.id', 'ayu@geraksehat.id')).toBe(true);
    expect(await isCommonPassword('Gerak Sehat', 'ayu@geraksehat.id')).toBe(true);
    expect(await isCommonPassword('sepeda ontel tua di pagi hari', 'ayu@geraksehat.id')).toBe(
      false,
    );
  });
});

describe('the wait after failed sign-ins', () => {
  const second = 1000;
  const minute = 60 * second;
  /** `count` failures a second apart, the last at `end`. */
  const failures = (count: number, end: number) =>
    Array.from({ length: count }, (_, index) => end - (count - 1 - index) * second);

  it('starts after 10 failures within 15 minutes, doubles with each further one, and never passes an hour', () => {
    const now = Date.parse('2026-11-30T01:00:00Z');
    expect(accountWaitSeconds(failures(staffRules.failuresBeforeWait - 1, now), now)).toBe(0);
    expect(accountWaitSeconds(failures(staffRules.failuresBeforeWait, now), now)).toBe(
      staffRules.firstWaitSeconds,
    );
    expect(signInWaitSeconds(staffRules.failuresBeforeWait + 1)).toBe(
      2 * staffRules.firstWaitSeconds,
    );
    // Failures each made once the wait before it was over, as a patient guesser would.
    const spaced: number[] = [];
    let at = now;
    for (let count = 1; count <= 30; count += 1) {
      spaced.push(at);
      at += signInWaitSeconds(count) * second;
    }
    expect(accountWaitSeconds(spaced, spaced.at(-1) ?? now)).toBe(staffRules.maxWaitSeconds);
  });

  it('is over once its time has passed, and a quiet window after it starts the count anew', () => {
    const now = Date.parse('2026-11-30T01:00:00Z');
    const ten = failures(staffRules.failuresBeforeWait, now);
    expect(accountWaitSeconds(ten, now + 30 * second)).toBe(30);
    expect(accountWaitSeconds(ten, now + staffRules.firstWaitSeconds * second)).toBe(0);
    const later =
      now +
      staffRules.firstWaitSeconds * second +
      staffRules.failureWindowMinutes * minute +
      second;
    expect(accountWaitSeconds([...ten, later], later)).toBe(0);
  });
});

describe('the second factor', () => {
  const secret = totpSecretText(Buffer.alloc(20, 3));
  const now = Date.parse('2026-11-30T01:00:15Z');
  const step = Math.floor(now / 30_000);

  it('takes the code of now or of the step either side, as typed, each only once', () => {
    const code = totpCodeAt(secret, now);
    expect(totpCodeOf(`${code.slice(0, 3)} ${code.slice(3)}`)).toBe(code);
    expect(acceptedTotpStep(secret, code, now, null)).toBe(step);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 30_000), now, null)).toBe(step - 1);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now + 30_000), now, null)).toBe(step + 1);
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 90_000), now, null)).toBeUndefined();
    // Used once (its step stored): refused, as is any earlier step.
    expect(acceptedTotpStep(secret, code, now, step)).toBeUndefined();
    expect(acceptedTotpStep(secret, totpCodeAt(secret, now - 30_000), now, step)).toBeUndefined();
    expect(acceptedTotpStep(secret, 'abcdef', now, null)).toBeUndefined();
  });

  it('gives 10 recovery codes of over 112 bits, each read back as typed', () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(staffRules.recoveryCodes);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) {
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{4}(-[2-9A-HJKMNP-Z]{4}){5}$/);
      // 24 characters of 31: log2(31) x 24 is over 118 bits.
      expect(Math.log2(31) * code.replace(/-/g, '').length).toBeGreaterThan(112);
      expect(recoveryCodeOf(code.toLowerCase().replace(/-/g, ' '))).toBe(code.replace(/-/g, ''));
    }
    expect(recoveryCodeOf('1234-5678')).toBeUndefined();
  });
});

describe('the staff key', () => {
  let temp: ReturnType<typeof tempDir>;
  beforeAll(() => {
    temp = tempDir('staff-key');
  });
  afterAll(() => temp.cleanup());

  it('seals for one purpose: another purpose or another key opens nothing', () => {
    const key = createStaffKey(Buffer.alloc(32, 1));
    const sealed = key.seal('JBSWY3DPEHPK3PXP', 'totp:1');
    expect(sealed).toMatch(/^v1\./);
    expect(sealed).not.toContain('JBSWY3DPEHPK3PXP');
    expect(key.seal('JBSWY3DPEHPK3PXP', 'totp:1')).not.toBe(sealed);
    expect(key.open(sealed, 'totp:1')).toBe('JBSWY3DPEHPK3PXP');
    expect(() => key.open(sealed, 'totp:2')).toThrow();
    expect(() => createStaffKey(Buffer.alloc(32, 2)).open(sealed, 'totp:1')).toThrow();
    expect(key.mac('kode', 'recovery-code')).toBe(key.mac('kode', 'recovery-code'));
    expect(key.mac('kode', 'recovery-code')).not.toBe(key.mac('kode', 'sign-in-email'));
  });

  it('comes from STAFF_KEY (hex or base64url), or from a file made once with mode 0600', () => {
    const bytes = Buffer.alloc(32, 9);
    expect(parseStaffKey(bytes.toString('hex'))).toEqual(bytes);
    expect(parseStaffKey(bytes.toString('base64url'))).toEqual(bytes);
    expect(() => parseStaffKey('pendek')).toThrow(/32 bytes/);
    const file = join(temp.dir, 'staff.key');
    const made = loadStaffKey({ file });
    expect(statSync(file).mode & 0o777).toBe(0o600);
    const sealed = made.seal('rahasia', 'x');
    expect(loadStaffKey({ file }).open(sealed, 'x')).toBe('rahasia');
    writeFileSync(file, 'bukan kunci');
    expect(() => loadStaffKey({ file })).toThrow(/32 bytes/);
    expect(
      loadStaffKey({ file, fromEnv: bytes.toString('hex') }).open(
        createStaffKey(bytes).seal('dari env', 'y'),
        'y',
      ),
    ).toBe('dari env');
  });
});

describe('the server’s own stores', () => {
  const files = storesForTests('staff-auth');

  it('hash a set-up’s password at the production cost when no test cost is passed', async () => {
    const now = new Date('2026-11-30T01:00:00Z');
    const added = files.stores.staffAuth.addAccount(
      { email: 'biaya@geraksehat.id', name: 'Biaya', role: 'desk', branches: ['kiaracondong'] },
      { actor: 'cli', client: null },
      now,
    );
    if (!added.ok) throw new Error('not added');
    const done = await files.stores.staffAuth.setup(
      setupTokenOf(added.value.setup_link),
      {
        password: 'sepeda ontel tua di pagi hari',
        password_repeat: 'sepeda ontel tua di pagi hari',
      },
      'klien',
      now,
    );
    expect(done.ok).toBe(true);
    expect(files.stores.staffAccounts.byId(added.value.account.id)?.password_hash).toMatch(
      `$argon2id$v=19$m=${productionArgon2.memoryCost},t=${productionArgon2.timeCost},`,
    );
  });
});
