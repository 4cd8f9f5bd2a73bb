import {
  branches as allBranches,
  optionLabel,
  setupTokenPattern,
  staffPagePaths,
  staffRoles,
  staffRules,
  type Branch,
  type StaffAccountInput,
  type StaffAccountListing,
  type StaffOwnAccount,
  type StaffPasswordChange,
  type StaffRole,
  type StaffSetup,
  type StaffSetupInfo,
  type StaffSignIn,
} from '@klinik/clinic';
import { hashToken, manageToken, secureRandomBytes } from '../data/booking-codes';
import { secondsUntilFree } from '../data/rolling-limit';
import {
  ownBranches,
  toListing,
  toStaffAccount,
  toStaffSession,
  type StaffAccountRow,
  type StaffAccounts,
} from '../data/staff-accounts';
import type { StaffLog } from '../data/staff-log';
import { isCommonPassword, type PasswordHasher } from './passwords';
import {
  acceptedTotpStep,
  newRecoveryCodes,
  recoveryCodeOf,
  totpCodeOf,
  totpQrSvg,
  totpSecretBytes,
  totpSecretText,
  totpUri,
} from './second-factor';
import { accountWaitSeconds } from './sign-in-wait';
import type { StaffKey } from './staff-key';

/**
 * Staff sign-in, sessions, set-up and the accounts' life, over the SQL of
 * ../data/staff-accounts.ts, each change with its row in the log. Tokens (sessions, set-up
 * links) are 256 random bits, stored only as their SHA-256; the token itself exists only in the
 * answer that hands it over.
 */

/** Who acts: a signed-in account (its e-mail), or `pnpm staff` ('cli'). */
export interface Actor {
  actor: string;
  /** The client's key; null for the CLI. */
  client: string | null;
}

export type SignInOutcome =
  | { ok: true; account: StaffAccountRow; token: string; expiresAt: string }
  /** The same for an unknown e-mail, a wrong password and a wrong or reused code. */
  | { ok: false; refused: 'failed' }
  /** The password was right; the account has a second factor and no code came. */
  | { ok: false; refused: 'codeRequired' }
  /** The account's or the client's tries are used up for now. */
  | { ok: false; refused: 'wait'; seconds: number };

export type SetupOutcome<T> =
  | { ok: true; value: T }
  /** No link has this token (404). */
  | { ok: false; refused: 'unknown' }
  /** Used, replaced or older than `staffRules.setupLinkHours` (410). */
  | { ok: false; refused: 'expired' }
  /** A field the person must change (422): the common list, the code. */
  | { ok: false; refused: 'field'; field: 'password' | 'code'; problem: 'common' | 'code' };

export interface NewSetupLink {
  account: StaffAccountListing;
  setup_link: string;
  expires_at: string;
}

export type AccountChange<T> =
  { ok: true; value: T } | { ok: false; refused: 'notFound' | 'emailTaken' };

/** Why a change of one's own account was refused. */
export type OwnRefusal =
  /** The password given to confirm it is not the account's (counted and logged). */
  | { ok: false; refused: 'wrongPassword' }
  /** The account's or the client's password tries are used up for now, as at sign-in. */
  | { ok: false; refused: 'wait'; seconds: number }
  /** The new password is on the common list or one of the account's own words. */
  | { ok: false; refused: 'common' }
  /** The session to end is the one asking: signing out ends it. */
  | { ok: false; refused: 'current' }
  /** No session of this account has that id. */
  | { ok: false; refused: 'notFound' }
  /** The session asking ended meanwhile (another of the account's sessions ended it). */
  | { ok: false; refused: 'signedOut' };

export type OwnChange<T> = { ok: true; value: T } | OwnRefusal;

/** The session a change of one's own account comes from. */
export interface OwnSession {
  account: StaffAccountRow;
  tokenHash: string;
}

export interface StaffAuthOptions {
  accounts: StaffAccounts;
  log: StaffLog;
  key: StaffKey;
  hasher: PasswordHasher;
  /** The site's public origin, for the set-up links. */
  siteUrl: string;
}

const day = 24 * 60 * 60_000;

/** The account's role and branches in words, for the log: "desk: kiaracondong, mhorfitness". */
function roleText(role: StaffRole, branches: readonly Branch['value'][]): string {
  const label = optionLabel(staffRoles, role);
  return role === 'admin'
    ? label
    : `${label}: ${branches.map((branch) => optionLabel(allBranches, branch)).join(', ')}`;
}

export function createStaffAuth({ accounts, log, key, hasher, siteUrl }: StaffAuthOptions) {
  const origin = siteUrl.replace(/\/+$/, '');
  const emailKey = (email: string) => key.mac(email.trim().toLowerCase(), 'sign-in-email');
  /** The TOTP secret the set-up link offers: derived from the link, so its page shows one. */
  const pendingSecret = (tokenHash: string) =>
    totpSecretText(key.derive(tokenHash, 'totp-setup', totpSecretBytes));
  const sealTotp = (secret: string, accountId: number) => key.seal(secret, `totp:${accountId}`);
  const openTotp = (row: StaffAccountRow) =>
    row.totp_secret ? key.open(row.totp_secret, `totp:${row.id}`) : undefined;
  const recoveryHash = (code: string) => key.mac(code, 'recovery-code');

  /** A new link for the account: the token goes into the answer only. */
  const newLink = (account: StaffAccountRow, now: Date) => {
    const token = manageToken(secureRandomBytes);
    const expires = accounts.newSetupLink(account.id, hashToken(token).toString('hex'), now);
    return { setup_link: `${origin}${staffPagePaths.setup(token)}`, expires_at: expires };
  };

  /** Why a sign-in of a known account failed, in the log's words. */
  const failure = (account: StaffAccountRow, what: 'kata sandi' | 'kode') =>
    account.disabled_at
      ? 'akun nonaktif'
      : account.password_hash
        ? `${what} salah`
        : 'akun belum diatur';

  const failed = (
    account: StaffAccountRow | undefined,
    email: string,
    client: string,
    what: 'kata sandi' | 'kode',
    now: Date,
  ): SignInOutcome => {
    accounts.transaction(() => {
      accounts.recordFailure(emailKey(email), client, now);
      // An unknown e-mail is not written down: people type passwords into the e-mail field.
      log.append(
        {
          actor: null,
          action: 'sign_in_failed',
          ...(account ? { record_type: 'account', record: account.email } : {}),
          detail: account ? failure(account, what) : 'email tidak dikenal',
          client,
        },
        now,
      );
    });
    return { ok: false, refused: 'failed' };
  };

  /**
   * How long before the next password try of the e-mail (as typed) or the client: the client's
   * limit across accounts first, then the e-mail's failures since the account's last sign-in
   * (within a day), as `accountWaitSeconds` turns them into a wait.
   */
  const passwordWait = (
    email: string,
    account: StaffAccountRow | undefined,
    client: string,
    now: Date,
  ): number => {
    const clientWait = secondsUntilFree(
      [{ max: staffRules.clientTries, minutes: staffRules.failureWindowMinutes }],
      now.getTime(),
      (since, offset) => accounts.clientBlocking(client, since, offset),
    );
    if (clientWait > 0) return clientWait;
    const since = [new Date(now.getTime() - day).toISOString(), account?.last_sign_in_at ?? '']
      .sort()
      .at(-1);
    return accountWaitSeconds(
      accounts.failuresSince(emailKey(email), since ?? '').map(Date.parse),
      now.getTime(),
    );
  };

  /**
   * The signed-in account's password, given again before a change of its own (OWASP ASVS 7.5.1,
   * 7.5.2), under the sign-in's waits: a wrong one counts toward them as a failed sign-in of the
   * account does, so a session cannot be used to guess around the sign-in's limits, and is
   * logged with what it was for. Nothing is verified during a wait.
   */
  const confirmPassword = async (
    account: StaffAccountRow,
    password: string,
    client: string,
    purpose: string,
    now: Date,
  ): Promise<true | OwnRefusal> => {
    const wait = passwordWait(account.email, account, client, now);
    if (wait > 0) return { ok: false, refused: 'wait', seconds: wait };
    if (await hasher.verify(account.password_hash, password)) return true;
    accounts.transaction(() => {
      accounts.recordFailure(emailKey(account.email), client, now);
      log.append(
        {
          actor: account.email,
          action: 'reauth_failed',
          record_type: 'account',
          record: account.email,
          detail: `kata sandi salah: ${purpose}`,
          client,
        },
        now,
      );
    });
    return { ok: false, refused: 'wrongPassword' };
  };

  /** The signed-in account and its live sessions: the one asking first, marked. */
  const ownAccount = ({ account, tokenHash }: OwnSession, now: Date): StaffOwnAccount => {
    const sessions = accounts
      .liveSessions(account.id, now)
      .map((row) => toStaffSession(row, tokenHash));
    return {
      account: toStaffAccount(account),
      sessions: [
        ...sessions.filter((session) => session.current),
        ...sessions.filter((session) => !session.current),
      ],
    };
  };

  /** Whether the session asking still lives (another of the account's may have ended it). */
  const stillSignedIn = ({ account, tokenHash }: OwnSession) =>
    accounts.session(tokenHash)?.account_id === account.id;
  const signedOut = { ok: false, refused: 'signedOut' } as const;

  /** The link of `token` and its account, or why it cannot be used. */
  const openLink = (token: string, now: Date) => {
    if (!setupTokenPattern.test(token)) return { ok: false, refused: 'unknown' } as const;
    const link = accounts.setupLink(hashToken(token).toString('hex'));
    if (!link) return { ok: false, refused: 'unknown' } as const;
    const account = accounts.byId(link.account_id);
    if (!account || link.used_at || Date.parse(link.expires_at) <= now.getTime()) {
      return { ok: false, refused: 'expired' } as const;
    }
    return { ok: true, link, account } as const;
  };

  return {
    /**
     * Signs in. `device` is the browser and system of the request in a few words, kept with the
     * session for its owner's list of sessions.
     */
    async signIn(
      input: StaffSignIn,
      client: string,
      now: Date,
      device: string | null = null,
    ): Promise<SignInOutcome> {
      const found = accounts.byEmail(input.email);
      const account = found && !found.disabled_at && found.password_hash ? found : undefined;
      const wait = passwordWait(input.email, account, client, now);
      if (wait > 0) return { ok: false, refused: 'wait', seconds: wait };

      // Verified against a dummy hash when there is no account: the same work, the same answer.
      const passwordRight = await hasher.verify(account?.password_hash, input.password);
      // The answer is the same; the log names a known account that cannot sign in.
      if (!account || !passwordRight) return failed(found, input.email, client, 'kata sandi', now);

      const secret = openTotp(account);
      let secondFactor: { step: number } | { recovery: string } | undefined;
      if (secret) {
        if (!input.code) return { ok: false, refused: 'codeRequired' };
        const step = totpCodeOf(input.code)
          ? acceptedTotpStep(secret, input.code, now.getTime(), account.totp_last_step)
          : undefined;
        const recovery = step === undefined ? recoveryCodeOf(input.code) : undefined;
        if (step !== undefined) secondFactor = { step };
        else if (recovery) secondFactor = { recovery: recoveryHash(recovery) };
        else return failed(account, input.email, client, 'kode', now);
      }

      const token = manageToken(secureRandomBytes);
      const started = accounts.transaction(() => {
        if (secondFactor && 'step' in secondFactor) {
          if (!accounts.useTotpStep(account.id, secondFactor.step)) return undefined;
        }
        if (secondFactor && 'recovery' in secondFactor) {
          if (!accounts.useRecoveryCode(account.id, secondFactor.recovery, now)) return undefined;
          log.append(
            {
              actor: account.email,
              action: 'recovery_code',
              record_type: 'account',
              record: account.email,
              client,
            },
            now,
          );
        }
        const session = accounts.startSession(
          account.id,
          hashToken(token).toString('hex'),
          now,
          client,
          device,
        );
        log.append(
          {
            actor: account.email,
            action: 'sign_in',
            record_type: 'account',
            record: account.email,
            client,
          },
          now,
        );
        return session;
      });
      if (!started) return failed(account, input.email, client, 'kode', now);
      return { ok: true, account, token, expiresAt: started.expiresAt };
    },

    /**
     * The account of a live session: known token, account enabled and set up, within
     * `staffRules.idleMinutes` of its last request and `absoluteHours` of its start. A session
     * past either is deleted. Its last request is written down at most once a minute.
     */
    session(
      token: string | undefined,
      now: Date,
    ): { account: StaffAccountRow; tokenHash: string } | undefined {
      if (!token || !setupTokenPattern.test(token)) return undefined;
      const tokenHash = hashToken(token).toString('hex');
      const session = accounts.session(tokenHash);
      if (!session) return undefined;
      const at = now.getTime();
      const idle = at - Date.parse(session.last_seen_at);
      const account = accounts.byId(session.account_id);
      if (
        at >= Date.parse(session.expires_at) ||
        idle >= staffRules.idleMinutes * 60_000 ||
        !account ||
        account.disabled_at ||
        !account.password_hash
      ) {
        accounts.endSession(tokenHash);
        return undefined;
      }
      if (idle >= 60_000) accounts.touchSession(tokenHash, now);
      return { account, tokenHash };
    },

    signOut(tokenHash: string, account: StaffAccountRow, client: string, now: Date): void {
      accounts.transaction(() => {
        accounts.endSession(tokenHash);
        log.append(
          {
            actor: account.email,
            action: 'sign_out',
            record_type: 'account',
            record: account.email,
            client,
          },
          now,
        );
      });
    },

    /** The signed-in account and its live sessions: the one asking first, marked. */
    ownAccount,

    /**
     * The account's owner changes its password (ASVS 6.2.2, 6.2.3): the current one confirmed as
     * `confirmPassword` does, the new one under the set-up's rules. Every session of the account
     * ends, this one too: it goes on under a new token (a new session, as at sign-in), which the
     * answer hands over.
     */
    async changePassword(
      own: OwnSession,
      input: StaffPasswordChange,
      client: string,
      now: Date,
    ): Promise<OwnChange<{ token: string; expiresAt: string; own: StaffOwnAccount }>> {
      const { account } = own;
      const confirmed = await confirmPassword(
        account,
        input.current_password,
        client,
        'mengganti kata sandi',
        now,
      );
      if (confirmed !== true) return confirmed;
      if (await isCommonPassword(input.password, account.email)) {
        return { ok: false, refused: 'common' };
      }
      const passwordHash = await hasher.hash(input.password);
      const token = manageToken(secureRandomBytes);
      return accounts.transaction(() => {
        const session = accounts.session(own.tokenHash);
        if (!stillSignedIn(own) || !session || !account.password_hash) return signedOut;
        const others = accounts
          .liveSessions(account.id, now)
          .filter((row) => row.token_hash !== own.tokenHash).length;
        // Changed meanwhile (another session, a reset): nothing is stored.
        if (!accounts.changePassword(account.id, account.password_hash, passwordHash)) {
          return signedOut;
        }
        const tokenHash = hashToken(token).toString('hex');
        const started = accounts.startSession(account.id, tokenHash, now, client, session.device);
        log.append(
          {
            actor: account.email,
            action: 'password_change',
            record_type: 'account',
            record: account.email,
            detail: `${others} sesi lain diakhiri`,
            client,
          },
          now,
        );
        const changed = accounts.byId(account.id) ?? account;
        return {
          ok: true,
          value: {
            token,
            expiresAt: started.expiresAt,
            own: ownAccount({ account: changed, tokenHash }, now),
          },
        } as const;
      });
    },

    /** Ends one of the account's other sessions, the password confirmed first (ASVS 7.5.2). */
    async endSession(
      own: OwnSession,
      id: number,
      password: string,
      client: string,
      now: Date,
    ): Promise<OwnChange<null>> {
      const { account } = own;
      const confirmed = await confirmPassword(account, password, client, 'mengakhiri sesi', now);
      if (confirmed !== true) return confirmed;
      return accounts.transaction(() => {
        if (!stillSignedIn(own)) return signedOut;
        const target = accounts.ownSession(account.id, id);
        if (!target) return { ok: false, refused: 'notFound' } as const;
        if (target.token_hash === own.tokenHash) return { ok: false, refused: 'current' } as const;
        accounts.endOwnSession(account.id, target.id);
        log.append(
          {
            actor: account.email,
            action: 'session_end',
            record_type: 'account',
            record: account.email,
            detail: `${target.device ?? 'perangkat tidak dikenal'}, masuk ${target.created_at}`,
            client,
          },
          now,
        );
        return { ok: true, value: null } as const;
      });
    },

    /** Ends every session of the account but this one, the password confirmed first. */
    async endOtherSessions(
      own: OwnSession,
      password: string,
      client: string,
      now: Date,
    ): Promise<OwnChange<number>> {
      const { account } = own;
      const confirmed = await confirmPassword(
        account,
        password,
        client,
        'mengakhiri semua sesi lain',
        now,
      );
      if (confirmed !== true) return confirmed;
      return accounts.transaction(() => {
        if (!stillSignedIn(own)) return signedOut;
        // The live ones, as the page listed them; those past their time go too, uncounted.
        const ended = accounts
          .liveSessions(account.id, now)
          .filter((row) => row.token_hash !== own.tokenHash).length;
        accounts.endOtherSessions(account.id, own.tokenHash);
        log.append(
          {
            actor: account.email,
            action: 'sessions_end',
            record_type: 'account',
            record: account.email,
            detail: `${ended} sesi diakhiri`,
            client,
          },
          now,
        );
        return { ok: true, value: ended } as const;
      });
    },

    async setupInfo(token: string, now: Date): Promise<SetupOutcome<StaffSetupInfo>> {
      const opened = openLink(token, now);
      if (!opened.ok) return opened;
      const { account, link } = opened;
      const secret = pendingSecret(link.token_hash);
      const uri = totpUri(secret, account.email);
      return {
        ok: true,
        value: {
          email: account.email,
          name: account.name,
          role: account.role,
          second_factor: account.role === 'admin' ? 'required' : 'optional',
          totp: { secret, uri, qr_svg: await totpQrSvg(uri) },
        },
      };
    },

    /**
     * Finishes a set-up: the password (not on the common list), and the authenticator's code
     * (an admin must, a desk account may); answers the recovery codes, shown this once.
     */
    async setup(
      token: string,
      input: StaffSetup,
      client: string,
      now: Date,
    ): Promise<SetupOutcome<{ account: StaffAccountRow; recovery_codes: string[] | null }>> {
      const opened = openLink(token, now);
      if (!opened.ok) return opened;
      const { account, link } = opened;
      if (await isCommonPassword(input.password, account.email)) {
        return { ok: false, refused: 'field', field: 'password', problem: 'common' };
      }
      const secret = pendingSecret(link.token_hash);
      let totp: { sealed: string; step: number } | null = null;
      if (input.code !== undefined || account.role === 'admin') {
        const step = acceptedTotpStep(secret, input.code ?? '', now.getTime(), null);
        if (step === undefined)
          return { ok: false, refused: 'field', field: 'code', problem: 'code' };
        totp = { sealed: sealTotp(secret, account.id), step };
      }
      const codes = totp ? newRecoveryCodes() : null;
      const passwordHash = await hasher.hash(input.password);
      const stored = accounts.transaction(() => {
        const done = accounts.completeSetup(
          link,
          {
            passwordHash,
            totp,
            recoveryCodeHashes: (codes ?? []).map((code) => recoveryHash(code.replace(/-/g, ''))),
          },
          now,
        );
        if (!done) return false;
        const entry = {
          actor: account.email,
          record_type: 'account',
          record: account.email,
          client,
        } as const;
        log.append({ ...entry, action: 'setup' }, now);
        if (totp) {
          log.append(
            {
              ...entry,
              action: 'second_factor',
              detail: `aplikasi autentikator dan ${codes?.length ?? 0} kode pemulihan baru`,
            },
            now,
          );
        }
        return true;
      });
      if (!stored) return { ok: false, refused: 'expired' };
      const updated = accounts.byId(account.id) ?? account;
      return { ok: true, value: { account: updated, recovery_codes: codes } };
    },

    /** A new account and its set-up link (e-mail taken: refused, nothing stored). */
    addAccount(input: StaffAccountInput, by: Actor, now: Date): AccountChange<NewSetupLink> {
      return accounts.transaction(() => {
        const account = accounts.add(input, now);
        if (!account) return { ok: false, refused: 'emailTaken' } as const;
        const link = newLink(account, now);
        log.append(
          {
            actor: by.actor,
            action: 'account_add',
            record_type: 'account',
            record: account.email,
            detail: roleText(account.role, ownBranches(account)),
            client: by.client,
          },
          now,
        );
        return { ok: true, value: { account: toListing(account), ...link } } as const;
      });
    },

    /** Disables an account: its sessions end at once, its set-up links stop working. */
    disable(accountId: number, by: Actor, now: Date): AccountChange<StaffAccountListing> {
      return accounts.transaction(() => {
        const account = accounts.byId(accountId);
        if (!account) return { ok: false, refused: 'notFound' } as const;
        accounts.disable(account.id, now);
        log.append(
          {
            actor: by.actor,
            action: 'account_disable',
            record_type: 'account',
            record: account.email,
            client: by.client,
          },
          now,
        );
        return { ok: true, value: toListing(accounts.byId(account.id) ?? account) } as const;
      });
    },

    /**
     * A new set-up link for a forgotten password or a lost phone. The old password, second
     * factor and recovery codes stop working at once and every session ends (also the answer
     * to a suspected leak); a disabled account is enabled again by its new set-up.
     */
    reset(accountId: number, by: Actor, now: Date): AccountChange<NewSetupLink> {
      return accounts.transaction(() => {
        const account = accounts.byId(accountId);
        if (!account) return { ok: false, refused: 'notFound' } as const;
        accounts.clearCredentials(account.id);
        const link = newLink(account, now);
        log.append(
          {
            actor: by.actor,
            action: 'account_reset',
            record_type: 'account',
            record: account.email,
            client: by.client,
          },
          now,
        );
        return {
          ok: true,
          value: { account: toListing(accounts.byId(account.id) ?? account), ...link },
        } as const;
      });
    },
  };
}

export type StaffAuth = ReturnType<typeof createStaffAuth>;
