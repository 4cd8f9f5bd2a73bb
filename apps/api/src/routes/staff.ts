import {
  jakartaWallClock,
  optionLabel,
  staffAccountInputSchema,
  staffBookingRequestSchema,
  staffClosureInputSchema,
  staffClosuresQuery,
  staffDayQuery,
  staffLogQuery,
  staffMessages,
  staffMoveSchema,
  staffNoteInputSchema,
  staffPasswordChangeSchema,
  staffReauthSchema,
  staffSearchQuery,
  staffSetupSchema,
  staffSignInSchema,
  staffStatusChangeSchema,
  staffTimesQuery,
  visitStatuses,
  type StaffClosure,
  type StaffClosureConflict,
  type StaffRecords,
} from '@klinik/clinic';
import { Hono, type Context } from 'hono';
import type { OwnRefusal, OwnSession, SetupOutcome } from '../auth/staff-auth';
import type { ClinicClosure } from '../data/closures';
import type { DeskOutcome } from '../data/desk-bookings';
import { staffLogPageSize } from '../data/staff-log';
import { toListing, toStaffAccount } from '../data/staff-accounts';
import type { Stores } from '../data/stores';
import { refusalAnswer } from '../http/booking-refusals';
import { deviceLabel } from '../http/device-label';
import { fail, methodNotAllowed, ok, pagination, paginated } from '../http/responses';
import {
  adminOnly,
  clearSessionCookie,
  requireStaff,
  sameOriginChanges,
  sessionToken,
  setSessionCookie,
  staffAnswers,
  type StaffEnv,
} from '../http/staff-session';
import { jsonObjectBody, valid } from '../http/validators';
import { staffPrivacyPaths, staffPrivacyRoutes } from './staff-privacy';

export interface StaffRouteOptions {
  /** The key the sign-in limits and the log count clients by (src/http/visitor-key.ts). */
  clientKey: (c: Context) => string;
  /** Whether a request comes from another site (src/http/cross-site.ts). */
  isCrossSite: (c: Context) => boolean;
  /** The clock of sessions, sign-in waits and the booking rules. */
  now: () => number;
}

type Data<K extends keyof StaffRecords> = StaffRecords[K] extends { data: infer D } ? D : never;

/** The answer to a refusal of a setup link: unknown 404, used or expired 410. */
function setupRefusal(c: Context, outcome: Exclude<SetupOutcome<unknown>, { ok: true }>) {
  if (outcome.refused === 'field') {
    const message =
      outcome.problem === 'common' ? staffMessages.passwordCommon : staffMessages.codeInvalid;
    return fail(c, 422, message, { [outcome.field]: [message] });
  }
  return fail(c, outcome.refused === 'unknown' ? 404 : 410, staffMessages.setupLinkInvalid);
}

/** 429 while the account's or the client's password tries are used up: how long, in minutes. */
function waitAnswer(c: Context, seconds: number) {
  c.header('Retry-After', String(seconds));
  return fail(c, 429, staffMessages.wait(Math.max(1, Math.ceil(seconds / 60))));
}

/**
 * A refused change of one's own account: a wrong current password at its field (422, not 401:
 * the session lives on), the new password's field, the sign-in's wait, this session (409), no
 * such session of the account (404, as another account's), or this session ended meanwhile.
 */
function ownRefusal(c: Context, outcome: OwnRefusal) {
  switch (outcome.refused) {
    case 'wait':
      return waitAnswer(c, outcome.seconds);
    case 'wrongPassword':
      return fail(c, 422, staffMessages.currentPasswordWrong, {
        current_password: [staffMessages.currentPasswordWrong],
      });
    case 'common':
      return fail(c, 422, staffMessages.passwordCommon, {
        password: [staffMessages.passwordCommon],
      });
    case 'current':
      return fail(c, 409, staffMessages.currentSession);
    case 'notFound':
      return fail(c, 404, staffMessages.notFound);
    case 'signedOut':
      clearSessionCookie(c);
      return fail(c, 401, staffMessages.signedOut);
  }
}

/** A desk refusal as its answer: the booking rules' statuses, 409 for a step that is not one. */
function deskRefusal(c: Context, outcome: Exclude<DeskOutcome<unknown>, { ok: true }>) {
  if (outcome.refused === 'statusNotAllowed') {
    const message = staffMessages.statusNotAllowed(
      optionLabel(visitStatuses, outcome.from),
      optionLabel(visitStatuses, outcome.to),
    );
    return fail(c, 409, message, { status: [message] });
  }
  if (outcome.refused === 'cannotMove') return fail(c, 409, staffMessages.cannotMove);
  if (outcome.refused === 'notFound') return fail(c, 404, staffMessages.notFound);
  return refusalAnswer(c, outcome);
}

const toStaffClosure = (closure: ClinicClosure): StaffClosure => ({
  id: closure.id,
  branch: closure.branch,
  date: closure.date,
  reason: closure.reason,
  created_at: closure.created_at,
  created_by: closure.created_by,
});

/** A path parameter that must be a whole number (an id): else no such record. */
const idOf = (c: Context, name: string): number | undefined => {
  const text = c.req.param(name) ?? '';
  return /^[1-9]\d{0,15}$/.test(text) ? Number(text) : undefined;
};

/**
 * The front desk's calls under /api/v1/staff (the paths are the contract's
 * `staffApiPaths`, docs/staff.md lists them). Every answer is `no-store` and `noindex`; every
 * change is a POST (or the one DELETE) from the site's own pages; every call but sign-in and
 * set-up needs a live session, the admin's calls an admin; a record of a branch the account
 * may not see is answered 404, as one that does not exist.
 */
export function staffRoutes(
  stores: Stores,
  { clientKey, isCrossSite, now }: StaffRouteOptions,
): Hono<StaffEnv> {
  const { staffAuth, staffAccounts, staffLog, desk, closures, contactMessages } = stores;
  const clock = () => new Date(now());
  const signedIn = requireStaff(staffAuth, now, clientKey);
  const answer = <K extends keyof StaffRecords>(c: Context, _endpoint: K, data: Data<K>) =>
    ok(c, data);
  const deskAnswer = <K extends keyof StaffRecords>(
    c: Context,
    endpoint: K,
    outcome: DeskOutcome<Data<K>>,
    status: 200 | 201 = 200,
  ) => {
    if (!outcome.ok) return deskRefusal(c, outcome);
    return status === 201
      ? c.json({ success: true, data: outcome.value }, 201)
      : answer(c, endpoint, outcome.value);
  };
  const notFound = (c: Context) => fail(c, 404, staffMessages.notFound);
  const read = methodNotAllowed(['GET', 'HEAD']);
  const post = methodNotAllowed(['POST']);

  const app = new Hono<StaffEnv>();
  app.use('/staff/*', staffAnswers, sameOriginChanges(isCrossSite));

  // Signing in and setting up: no session yet.
  app.post('/staff/session', jsonObjectBody, valid('json', staffSignInSchema), async (c) => {
    const outcome = await staffAuth.signIn(
      c.req.valid('json'),
      clientKey(c),
      clock(),
      deviceLabel(c.req.header('user-agent')),
    );
    if (outcome.ok) {
      setSessionCookie(c, outcome.token);
      return answer(c, 'signIn', toStaffAccount(outcome.account));
    }
    if (outcome.refused === 'wait') return waitAnswer(c, outcome.seconds);
    if (outcome.refused === 'codeRequired') {
      return fail(c, 401, staffMessages.codeRequired, { code: [staffMessages.codeRequired] });
    }
    return fail(c, 401, staffMessages.signInFailed);
  });
  app.post('/staff/session/end', (c) => {
    const session = staffAuth.session(sessionToken(c), clock());
    if (session) staffAuth.signOut(session.tokenHash, session.account, clientKey(c), clock());
    clearSessionCookie(c);
    return answer(c, 'signOut', { signed_out: true });
  });
  app.get('/staff/setup/:token', async (c) => {
    const outcome = await staffAuth.setupInfo(c.req.param('token'), clock());
    return outcome.ok ? answer(c, 'setupInfo', outcome.value) : setupRefusal(c, outcome);
  });
  app.post('/staff/setup/:token', jsonObjectBody, valid('json', staffSetupSchema), async (c) => {
    const outcome = await staffAuth.setup(
      c.req.param('token'),
      c.req.valid('json'),
      clientKey(c),
      clock(),
    );
    if (!outcome.ok) return setupRefusal(c, outcome);
    return answer(c, 'setup', {
      account: toStaffAccount(outcome.value.account),
      recovery_codes: outcome.value.recovery_codes,
    });
  });

  // Every other call: a live session.
  app.get('/staff/me', signedIn, (c) => answer(c, 'me', toStaffAccount(c.get('staff').account)));

  // One's own account: the password and the sessions, each change after the password again.
  const own = (c: Context<StaffEnv>): OwnSession => {
    const { account, tokenHash } = c.get('staff');
    return { account, tokenHash };
  };
  app.get('/staff/account', signedIn, (c) =>
    answer(c, 'ownAccount', staffAuth.ownAccount(own(c), clock())),
  );
  app.post(
    '/staff/account/password',
    signedIn,
    jsonObjectBody,
    valid('json', staffPasswordChangeSchema),
    async (c) => {
      const outcome = await staffAuth.changePassword(
        own(c),
        c.req.valid('json'),
        c.get('staff').desk.client,
        clock(),
      );
      if (!outcome.ok) return ownRefusal(c, outcome);
      // This browser goes on under the new session; every other one has ended.
      setSessionCookie(c, outcome.value.token);
      return answer(c, 'changePassword', outcome.value.own);
    },
  );
  app.post(
    '/staff/account/sessions/end-others',
    signedIn,
    jsonObjectBody,
    valid('json', staffReauthSchema),
    async (c) => {
      const outcome = await staffAuth.endOtherSessions(
        own(c),
        c.req.valid('json').current_password,
        c.get('staff').desk.client,
        clock(),
      );
      if (!outcome.ok) return ownRefusal(c, outcome);
      return answer(c, 'endOtherSessions', staffAuth.ownAccount(own(c), clock()));
    },
  );
  app.post(
    '/staff/account/sessions/:id/end',
    signedIn,
    jsonObjectBody,
    valid('json', staffReauthSchema),
    async (c) => {
      const id = idOf(c, 'id');
      if (id === undefined) return notFound(c);
      const outcome = await staffAuth.endSession(
        own(c),
        id,
        c.req.valid('json').current_password,
        c.get('staff').desk.client,
        clock(),
      );
      if (!outcome.ok) return ownRefusal(c, outcome);
      return answer(c, 'endSession', staffAuth.ownAccount(own(c), clock()));
    },
  );

  const branchVisible = (c: Context<StaffEnv>, branch: string) =>
    c.get('staff').desk.branches.some((visible) => visible === branch);

  app.get('/staff/day', signedIn, valid('query', staffDayQuery), (c) => {
    const { branch, date } = c.req.valid('query');
    if (!branchVisible(c, branch)) return notFound(c);
    return answer(c, 'day', desk.day(branch, date ?? jakartaWallClock(clock()).date));
  });
  app.get('/staff/week', signedIn, valid('query', staffDayQuery), (c) => {
    const { branch, date } = c.req.valid('query');
    if (!branchVisible(c, branch)) return notFound(c);
    return answer(c, 'week', desk.week(branch, date ?? jakartaWallClock(clock()).date, clock()));
  });
  app.get('/staff/booking-times', signedIn, valid('query', staffTimesQuery), (c) => {
    const { branch, service, date } = c.req.valid('query');
    if (!branchVisible(c, branch)) return notFound(c);
    const outcome = desk.times(branch, service, date, clock());
    return outcome.ok ? answer(c, 'times', outcome.value) : refusalAnswer(c, outcome);
  });
  app.get('/staff/search', signedIn, valid('query', staffSearchQuery), (c) =>
    answer(c, 'search', desk.search(c.req.valid('query').q, c.get('staff').desk)),
  );
  app.post(
    '/staff/bookings',
    signedIn,
    jsonObjectBody,
    valid('json', staffBookingRequestSchema),
    (c) =>
      deskAnswer(
        c,
        'createBooking',
        desk.create(c.req.valid('json'), c.get('staff').desk, clock()),
        201,
      ),
  );
  app.get('/staff/bookings/:code', signedIn, (c) => {
    const booking = desk.find(c.req.param('code'), c.get('staff').desk);
    return booking ? answer(c, 'booking', booking) : notFound(c);
  });
  app.post(
    '/staff/bookings/:code/status',
    signedIn,
    jsonObjectBody,
    valid('json', staffStatusChangeSchema),
    (c) =>
      deskAnswer(
        c,
        'changeStatus',
        desk.changeStatus(c.req.param('code'), c.req.valid('json'), c.get('staff').desk, clock()),
      ),
  );
  app.post(
    '/staff/bookings/:code/move',
    signedIn,
    jsonObjectBody,
    valid('json', staffMoveSchema),
    (c) =>
      deskAnswer(
        c,
        'moveBooking',
        desk.move(c.req.param('code'), c.req.valid('json'), c.get('staff').desk, clock()),
      ),
  );
  app.post(
    '/staff/bookings/:code/notes',
    signedIn,
    jsonObjectBody,
    valid('json', staffNoteInputSchema),
    (c) =>
      deskAnswer(
        c,
        'addNote',
        desk.addNote(c.req.param('code'), c.req.valid('json').text, c.get('staff').desk, clock()),
      ),
  );

  // Messages: a desk account's branches; the general ones for admins too.
  const messageScope = (c: Context<StaffEnv>) => {
    const { account, desk: staff } = c.get('staff');
    return [staff.branches, account.role === 'admin'] as const;
  };
  app.get('/staff/messages', signedIn, (c) =>
    answer(c, 'messages', contactMessages.forDesk(...messageScope(c))),
  );
  app.post('/staff/messages/:id/handled', signedIn, (c) => {
    const id = idOf(c, 'id');
    const scope = messageScope(c);
    const staff = c.get('staff').desk;
    const now = clock();
    const message = staffAccounts.transaction(() => {
      const found = id === undefined ? undefined : contactMessages.deskMessage(id, ...scope);
      if (!found) return undefined;
      if (!found.handled_at) {
        contactMessages.markHandled(found.id, staff.id, now);
        staffLog.append(
          {
            actor: staff.email,
            action: 'message_handled',
            record_type: 'message',
            record: String(found.id),
            client: staff.client,
          },
          now,
        );
      }
      return contactMessages.deskMessage(found.id, ...scope);
    });
    return message ? answer(c, 'handleMessage', message) : notFound(c);
  });

  // The admin's: closures, accounts, the log.
  app.get('/staff/closures', signedIn, adminOnly, valid('query', staffClosuresQuery), (c) => {
    const { branch } = c.req.valid('query');
    const list = closures
      .clinicClosures(jakartaWallClock(clock()).date)
      .filter((closure) => !branch || closure.branch === branch || closure.branch === null);
    return answer(c, 'closures', list.map(toStaffClosure));
  });
  app.post(
    '/staff/closures',
    signedIn,
    adminOnly,
    jsonObjectBody,
    valid('json', staffClosureInputSchema),
    (c) => {
      const input = c.req.valid('json');
      const staff = c.get('staff').desk;
      const now = clock();
      // One transaction: a booking made meanwhile is either listed here or refused by the closure.
      const outcome = staffAccounts.transaction(() => {
        const toContact = desk.holdingOn(input.branch, input.date);
        if (toContact.length > 0) return { kind: 'conflict', bookings: toContact } as const;
        const added = closures.add(input, now, staff.id);
        if (added.outcome === 'exists') return { kind: 'exists' } as const;
        staffLog.append(
          {
            actor: staff.email,
            action: 'closure_add',
            record_type: 'closure',
            record: String(added.closure.id),
            detail: `${input.branch} ${input.date}: ${input.reason}`,
            client: staff.client,
          },
          now,
        );
        return { kind: 'added', closure: added.closure } as const;
      });
      if (outcome.kind === 'conflict') {
        const message = staffMessages.closureHasBookings(outcome.bookings.length);
        return c.json(
          {
            success: false,
            message,
            errors: { date: [message] },
            bookings_to_contact: outcome.bookings,
          } satisfies StaffClosureConflict,
          409,
        );
      }
      if (outcome.kind === 'exists') {
        return fail(c, 409, staffMessages.closureExists, { date: [staffMessages.closureExists] });
      }
      return c.json({ success: true, data: toStaffClosure(outcome.closure) }, 201);
    },
  );
  app.delete('/staff/closures/:id', signedIn, adminOnly, (c) => {
    const id = idOf(c, 'id');
    const staff = c.get('staff').desk;
    const now = clock();
    const removed = staffAccounts.transaction(() => {
      const closure = id === undefined ? undefined : closures.byId(id);
      if (!closure || !closures.remove(closure.id)) return undefined;
      staffLog.append(
        {
          actor: staff.email,
          action: 'closure_remove',
          record_type: 'closure',
          record: String(closure.id),
          detail: `${closure.branch ?? 'semua cabang'} ${closure.date}: ${closure.reason}`,
          client: staff.client,
        },
        now,
      );
      return closure;
    });
    return removed ? answer(c, 'removeClosure', toStaffClosure(removed)) : notFound(c);
  });

  app.get('/staff/accounts', signedIn, adminOnly, (c) =>
    answer(c, 'accounts', staffAccounts.all().map(toListing)),
  );
  app.post(
    '/staff/accounts',
    signedIn,
    adminOnly,
    jsonObjectBody,
    valid('json', staffAccountInputSchema),
    (c) => {
      const staff = c.get('staff').desk;
      const outcome = staffAuth.addAccount(
        c.req.valid('json'),
        { actor: staff.email, client: staff.client },
        clock(),
      );
      if (!outcome.ok) {
        return fail(c, 409, staffMessages.emailTaken, { email: [staffMessages.emailTaken] });
      }
      return c.json({ success: true, data: outcome.value }, 201);
    },
  );
  const accountChange = (change: 'disable' | 'reset') => (c: Context<StaffEnv>) => {
    const id = idOf(c, 'id');
    const { account, desk: staff } = c.get('staff');
    if (id === undefined) return notFound(c);
    // Locking oneself out from the desk is left to another admin or `pnpm staff`.
    if (id === account.id) return fail(c, 409, staffMessages.ownAccount);
    const by = { actor: staff.email, client: staff.client };
    if (change === 'disable') {
      const outcome = staffAuth.disable(id, by, clock());
      return outcome.ok ? answer(c, 'disableAccount', outcome.value) : notFound(c);
    }
    const outcome = staffAuth.reset(id, by, clock());
    return outcome.ok ? answer(c, 'resetAccount', outcome.value) : notFound(c);
  };
  app.post('/staff/accounts/:id/disable', signedIn, adminOnly, accountChange('disable'));
  app.post('/staff/accounts/:id/reset', signedIn, adminOnly, accountChange('reset'));

  staffPrivacyRoutes(app, stores, { signedIn, clock });

  app.get('/staff/log', signedIn, adminOnly, valid('query', staffLogQuery), (c) => {
    const page = c.req.valid('query').page ?? 1;
    const { rows, total } = staffLog.page(page);
    return paginated(c, rows, pagination(page, staffLogPageSize, total));
  });

  // The paths exist; other methods do not.
  app.all('/staff/session', post);
  app.all('/staff/session/end', post);
  app.on(
    ['PUT', 'PATCH', 'DELETE'],
    '/staff/setup/:token',
    methodNotAllowed(['GET', 'HEAD', 'POST']),
  );
  for (const path of [
    '/staff/me',
    '/staff/day',
    '/staff/week',
    '/staff/booking-times',
    '/staff/search',
    '/staff/bookings/:code',
    '/staff/messages',
    '/staff/log',
    '/staff/account',
    ...staffPrivacyPaths.read,
  ]) {
    app.all(path, read);
  }
  for (const path of [
    '/staff/bookings/:code/status',
    '/staff/bookings/:code/move',
    '/staff/bookings/:code/notes',
    '/staff/messages/:id/handled',
    '/staff/accounts/:id/disable',
    '/staff/accounts/:id/reset',
    '/staff/account/password',
    '/staff/account/sessions/end-others',
    '/staff/account/sessions/:id/end',
    ...staffPrivacyPaths.post,
  ]) {
    app.all(path, post);
  }
  app.on(
    ['PUT', 'PATCH', 'DELETE'],
    ['/staff/bookings', '/staff/accounts', '/staff/closures'],
    methodNotAllowed(['GET', 'HEAD', 'POST']),
  );
  app.on(['GET', 'POST', 'PUT', 'PATCH'], '/staff/closures/:id', methodNotAllowed(['DELETE']));

  return app;
}
