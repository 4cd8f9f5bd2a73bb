import {
  staffRules,
  visibleBranches,
  type Branch,
  type StaffAccount,
  type StaffAccountListing,
  type StaffRole,
  type StaffSession,
} from '@klinik/clinic';
import { durableWrite, writeReturning, type Db } from '../storage/sqlite';

type BranchValue = Branch['value'];

/** An account as stored. */
export interface StaffAccountRow {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  /** JSON array of branch slugs. */
  branches: string;
  password_hash: string | null;
  totp_secret: string | null;
  totp_last_step: number | null;
  created_at: string;
  setup_at: string | null;
  last_sign_in_at: string | null;
  disabled_at: string | null;
}

/** A session with its account, as the session check and the account's own page read it. */
export interface StaffSessionRow {
  /** What the account's own page names it by (never the token's hash). */
  id: number;
  token_hash: string;
  account_id: number;
  created_at: string;
  last_seen_at: string;
  expires_at: string;
  /** The browser and system of its sign-in in a few words (src/http/device-label.ts). */
  device: string | null;
}

const sessionColumns = 'id, token_hash, account_id, created_at, last_seen_at, expires_at, device';

export interface SetupLinkRow {
  id: number;
  account_id: number;
  token_hash: string;
  expires_at: string;
  used_at: string | null;
}

const accountColumns = `id, email, name, role, branches, password_hash, totp_secret,
  totp_last_step, created_at, setup_at, last_sign_in_at, disabled_at`;

/** The account's own branches (a desk account's; an admin's list is empty). */
export const ownBranches = (row: Pick<StaffAccountRow, 'branches'>): BranchValue[] =>
  JSON.parse(row.branches) as BranchValue[];

/** The account as the desk's answers show it: every branch for an admin. */
export function toStaffAccount(row: StaffAccountRow): StaffAccount {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    branches: visibleBranches({ role: row.role, branches: ownBranches(row) }),
    second_factor: row.totp_secret !== null,
  };
}

/** A session as the account's own page shows it: never its token or the token's hash. */
export function toStaffSession(row: StaffSessionRow, currentTokenHash: string): StaffSession {
  return {
    id: row.id,
    current: row.token_hash === currentTokenHash,
    started_at: row.created_at,
    last_seen_at: row.last_seen_at,
    expires_at: row.expires_at,
    device: row.device,
  };
}

export function toListing(row: StaffAccountRow): StaffAccountListing {
  return {
    ...toStaffAccount(row),
    state: row.disabled_at ? 'disabled' : row.password_hash ? 'active' : 'invited',
    last_sign_in_at: row.last_sign_in_at,
  };
}

/** What a finished set-up stores. */
export interface CompletedSetup {
  passwordHash: string;
  /** Sealed TOTP secret and the step of the code that proved it; null: no second factor. */
  totp: { sealed: string; step: number } | null;
  recoveryCodeHashes: string[];
}

const hour = 60 * 60_000;

/** The last request a session must have made after to still live at `now`. */
const idleSince = (now: Date) =>
  new Date(now.getTime() - staffRules.idleMinutes * 60_000).toISOString();

/**
 * The SQL of staff accounts, their set-up links, sessions, recovery codes and failed sign-ins
 * (visitor file). Which change is allowed is the caller's (src/auth/staff-auth.ts); each write
 * that answers a person is one transaction, committed to disk first.
 */
export function createStaffAccounts(db: Db) {
  const byEmail = db.prepare<[string], StaffAccountRow>(
    `SELECT ${accountColumns} FROM visitors.staff_accounts WHERE email = ?`,
  );
  const byId = db.prepare<[number], StaffAccountRow>(
    `SELECT ${accountColumns} FROM visitors.staff_accounts WHERE id = ?`,
  );
  const all = db.prepare<[], StaffAccountRow>(
    `SELECT ${accountColumns} FROM visitors.staff_accounts ORDER BY role, name COLLATE NOCASE, id`,
  );
  const insert = db.prepare<[string, string, string, string, string], StaffAccountRow>(
    `INSERT INTO visitors.staff_accounts (email, name, role, branches, created_at)
     VALUES (?, ?, ?, ?, ?) ON CONFLICT DO NOTHING RETURNING ${accountColumns}`,
  );
  const voidLinks = db.prepare<[string, number]>(
    `UPDATE visitors.staff_setup_links SET used_at = ? WHERE account_id = ? AND used_at IS NULL`,
  );
  const insertLink = db.prepare<[number, string, string, string]>(
    `INSERT INTO visitors.staff_setup_links (account_id, token_hash, created_at, expires_at)
     VALUES (?, ?, ?, ?)`,
  );
  const linkByHash = db.prepare<[string], SetupLinkRow>(
    `SELECT id, account_id, token_hash, expires_at, used_at FROM visitors.staff_setup_links
     WHERE token_hash = ?`,
  );
  const useLink = db.prepare<[string, number]>(
    `UPDATE visitors.staff_setup_links SET used_at = ? WHERE id = ? AND used_at IS NULL`,
  );
  const setUp = db.prepare<[string, string | null, number | null, string, number]>(
    `UPDATE visitors.staff_accounts
     SET password_hash = ?, totp_secret = ?, totp_last_step = ?, setup_at = ?
     WHERE id = ?`,
  );
  const deleteRecoveryCodes = db.prepare<[number]>(
    'DELETE FROM visitors.staff_recovery_codes WHERE account_id = ?',
  );
  const insertRecoveryCode = db.prepare<[number, string]>(
    'INSERT INTO visitors.staff_recovery_codes (account_id, code_hash) VALUES (?, ?)',
  );
  const useRecoveryCode = db.prepare<[string, number, string]>(
    `UPDATE visitors.staff_recovery_codes SET used_at = ?
     WHERE id = (SELECT id FROM visitors.staff_recovery_codes
                 WHERE account_id = ? AND code_hash = ? AND used_at IS NULL LIMIT 1)`,
  );
  const useTotpStep = db.prepare<[number, number, number]>(
    `UPDATE visitors.staff_accounts SET totp_last_step = ?
     WHERE id = ? AND (totp_last_step IS NULL OR totp_last_step < ?)`,
  );
  const disable = db.prepare<[string, number]>(
    'UPDATE visitors.staff_accounts SET disabled_at = ? WHERE id = ? AND disabled_at IS NULL',
  );
  const clearCredentials = db.prepare<[number]>(
    `UPDATE visitors.staff_accounts
     SET password_hash = NULL, totp_secret = NULL, totp_last_step = NULL, setup_at = NULL,
       disabled_at = NULL
     WHERE id = ?`,
  );
  const signedIn = db.prepare<[string, number]>(
    'UPDATE visitors.staff_accounts SET last_sign_in_at = ? WHERE id = ?',
  );
  const insertSession = db.prepare<
    [string, number, string, string, string, string | null, string | null]
  >(
    `INSERT INTO visitors.staff_sessions
       (token_hash, account_id, created_at, last_seen_at, expires_at, client, device)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
  );
  const session = db.prepare<[string], StaffSessionRow>(
    `SELECT ${sessionColumns} FROM visitors.staff_sessions WHERE token_hash = ?`,
  );
  const liveSessions = db.prepare<[number, string, string], StaffSessionRow>(
    `SELECT ${sessionColumns} FROM visitors.staff_sessions
     WHERE account_id = ? AND expires_at > ? AND last_seen_at > ?
     ORDER BY last_seen_at DESC, id DESC`,
  );
  const ownSession = db.prepare<[number, number], StaffSessionRow>(
    `SELECT ${sessionColumns} FROM visitors.staff_sessions WHERE id = ? AND account_id = ?`,
  );
  const endOwnSession = db.prepare<[number, number]>(
    'DELETE FROM visitors.staff_sessions WHERE id = ? AND account_id = ?',
  );
  const endOthers = db.prepare<[number, string]>(
    'DELETE FROM visitors.staff_sessions WHERE account_id = ? AND token_hash <> ?',
  );
  const changePassword = db.prepare<[string, number, string]>(
    `UPDATE visitors.staff_accounts SET password_hash = ?
     WHERE id = ? AND password_hash = ? AND disabled_at IS NULL`,
  );
  const touch = db.prepare<[string, string]>(
    'UPDATE visitors.staff_sessions SET last_seen_at = ? WHERE token_hash = ?',
  );
  const endSession = db.prepare<[string]>(
    'DELETE FROM visitors.staff_sessions WHERE token_hash = ?',
  );
  const endSessionsOf = db.prepare<[number]>(
    'DELETE FROM visitors.staff_sessions WHERE account_id = ?',
  );
  const endStale = db.prepare<[string, string]>(
    'DELETE FROM visitors.staff_sessions WHERE expires_at <= ? OR last_seen_at <= ?',
  );
  const insertFailure = db.prepare<[string, string, string]>(
    'INSERT INTO visitors.staff_sign_in_failures (email_key, client, at) VALUES (?, ?, ?)',
  );
  const forgetFailures = db.prepare<[string]>(
    'DELETE FROM visitors.staff_sign_in_failures WHERE at < ?',
  );
  const failuresOf = db
    .prepare<[string, string], string>(
      `SELECT at FROM visitors.staff_sign_in_failures WHERE email_key = ? AND at > ?
       ORDER BY at LIMIT 1000`,
    )
    .pluck();
  const clientBlocking = db.prepare<[string, string, number], { created_at: string }>(
    `SELECT at AS created_at FROM visitors.staff_sign_in_failures WHERE client = ? AND at > ?
     ORDER BY at DESC LIMIT 1 OFFSET ?`,
  );

  const transaction = <T>(write: () => T): T =>
    durableWrite(db, () => db.transaction(write).immediate());

  return {
    transaction,
    byEmail: (email: string): StaffAccountRow | undefined => byEmail.get(email.trim()),
    byId: (id: number): StaffAccountRow | undefined => byId.get(id),
    all: (): StaffAccountRow[] => all.all(),

    /** A new account without a password; undefined when the e-mail is taken. */
    add(
      account: { email: string; name: string; role: StaffRole; branches: readonly BranchValue[] },
      now: Date,
    ): StaffAccountRow | undefined {
      return writeReturning(
        insert,
        account.email.trim().toLowerCase(),
        account.name.trim(),
        account.role,
        JSON.stringify(account.role === 'admin' ? [] : [...new Set(account.branches)]),
        now.toISOString(),
      );
    },

    /** A new set-up link (by its token's hash); the account's earlier links stop working. */
    newSetupLink(accountId: number, tokenHash: string, now: Date): string {
      voidLinks.run(now.toISOString(), accountId);
      const expires = new Date(now.getTime() + staffRules.setupLinkHours * hour).toISOString();
      insertLink.run(accountId, tokenHash, now.toISOString(), expires);
      return expires;
    },
    setupLink: (tokenHash: string): SetupLinkRow | undefined => linkByHash.get(tokenHash),

    /**
     * Stores a finished set-up, once: false when the link was used meanwhile (two tabs), having
     * stored nothing.
     */
    completeSetup(link: SetupLinkRow, setup: CompletedSetup, now: Date): boolean {
      if (useLink.run(now.toISOString(), link.id).changes === 0) return false;
      setUp.run(
        setup.passwordHash,
        setup.totp?.sealed ?? null,
        setup.totp?.step ?? null,
        now.toISOString(),
        link.account_id,
      );
      deleteRecoveryCodes.run(link.account_id);
      for (const hash of setup.recoveryCodeHashes) insertRecoveryCode.run(link.account_id, hash);
      endSessionsOf.run(link.account_id);
      return true;
    },

    /** Disables the account: every session ends and every set-up link stops working. */
    disable(accountId: number, now: Date): void {
      disable.run(now.toISOString(), accountId);
      endSessionsOf.run(accountId);
      voidLinks.run(now.toISOString(), accountId);
    },

    /**
     * Back to "invited": password, second factor and recovery codes cleared, every session
     * ended, enabled again; the caller makes the new set-up link.
     */
    clearCredentials(accountId: number): void {
      clearCredentials.run(accountId);
      deleteRecoveryCodes.run(accountId);
      endSessionsOf.run(accountId);
    },

    /** Records the TOTP step used; false when it (or a later one) was used meanwhile. */
    useTotpStep: (accountId: number, step: number): boolean =>
      useTotpStep.run(step, accountId, step).changes > 0,
    /** Uses an unused recovery code with this hash; false when there is none. */
    useRecoveryCode: (accountId: number, codeHash: string, now: Date): boolean =>
      useRecoveryCode.run(now.toISOString(), accountId, codeHash).changes > 0,

    startSession(
      accountId: number,
      tokenHash: string,
      now: Date,
      client: string | null,
      device: string | null = null,
    ): { expiresAt: string } {
      const at = now.toISOString();
      endStale.run(at, idleSince(now));
      const expiresAt = new Date(now.getTime() + staffRules.absoluteHours * hour).toISOString();
      insertSession.run(tokenHash, accountId, at, at, expiresAt, client, device);
      signedIn.run(at, accountId);
      return { expiresAt };
    },
    session: (tokenHash: string): StaffSessionRow | undefined => session.get(tokenHash),
    /** The account's sessions that still live at `now`, the last used first. */
    liveSessions: (accountId: number, now: Date): StaffSessionRow[] =>
      liveSessions.all(accountId, now.toISOString(), idleSince(now)),
    /** One of the account's sessions by its id; undefined for another account's. */
    ownSession: (accountId: number, id: number): StaffSessionRow | undefined =>
      ownSession.get(id, accountId),
    /** Ends one of the account's sessions by its id; false when the account has none of that id. */
    endOwnSession: (accountId: number, id: number): boolean =>
      endOwnSession.run(id, accountId).changes > 0,
    /** Ends every session of the account but the one of `keepTokenHash`; how many ended. */
    endOtherSessions: (accountId: number, keepTokenHash: string): number =>
      endOthers.run(accountId, keepTokenHash).changes,
    /**
     * A new password hash in place of `oldHash`, and every session of the account ended (the
     * caller starts the one that goes on); false, changing nothing, when the password was changed
     * meanwhile or the account was reset or disabled.
     */
    changePassword(accountId: number, oldHash: string, newHash: string): boolean {
      if (changePassword.run(newHash, accountId, oldHash).changes === 0) return false;
      endSessionsOf.run(accountId);
      return true;
    },
    touchSession: (tokenHash: string, now: Date) => void touch.run(now.toISOString(), tokenHash),
    endSession: (tokenHash: string): boolean => endSession.run(tokenHash).changes > 0,

    recordFailure(emailKey: string, client: string, now: Date): void {
      forgetFailures.run(new Date(now.getTime() - 24 * hour).toISOString());
      insertFailure.run(emailKey, client, now.toISOString());
    },
    /** When the e-mail key's failures since `since` happened, oldest first. */
    failuresSince: (emailKey: string, since: string): string[] => failuresOf.all(emailKey, since),
    /** The `offset`-th newest failure of the client after `since` (the rolling limit's question). */
    clientBlocking: (client: string, since: string, offset: number) =>
      clientBlocking.get(client, since, offset),
  };
}

export type StaffAccounts = ReturnType<typeof createStaffAccounts>;
