import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { staffApiPaths, staffPagePaths, type Branch, type StaffRole } from '@klinik/clinic';

/**
 * The front desk's accounts for the e2e specs and the Lighthouse bench, made as the clinic makes
 * them: `pnpm staff add` on the server's own files (no account exists on a fresh database, and
 * no password is ever on a command line), which prints a one-time set-up link.
 */

const root = fileURLToPath(new URL('../', import.meta.url));
const run = promisify(execFile);

/** A password of the rules' length, not on any common list; each account its own. */
export const staffPassword = (name: string) => `meja depan ${name} pagi hari cerah sekali`;

export interface NewStaff {
  email: string;
  name: string;
  role: StaffRole;
  branches?: readonly Branch['value'][];
}

/**
 * Runs `pnpm staff …` on the server's content file; its output. Specs run side by side beside
 * the server: a command that finds the file busy as it opens it (SQLITE_BUSY) runs again, up to
 * three times, a moment later.
 */
export async function staffCommand(databasePath: string, args: readonly string[]): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await run(
        process.execPath,
        ['--import', 'tsx', 'apps/api/scripts/staff.ts', ...args],
        { cwd: root, env: { ...process.env, DATABASE_PATH: databasePath }, encoding: 'utf8' },
      );
      return stdout;
    } catch (error) {
      const stderr = (error as { stderr?: unknown }).stderr;
      if (attempt === 3 || !String(stderr).includes('SQLITE_BUSY')) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500 * attempt));
    }
  }
}

/** Adds an account with `pnpm staff add`; the path of its set-up page (`/staf/atur/…`). */
export async function addStaff(databasePath: string, account: NewStaff): Promise<string> {
  const output = await staffCommand(databasePath, [
    'add',
    '--email',
    account.email,
    '--name',
    account.name,
    '--role',
    account.role,
    ...(account.branches ?? []).flatMap((branch) => ['--branch', branch]),
  ]);
  const link = /https?:\/\/\S+/.exec(output)?.[0];
  if (!link) throw new Error(`pnpm staff add printed no set-up link:\n${output}`);
  const path = new URL(link).pathname;
  if (!path.startsWith(staffPagePaths.setup(''))) throw new Error(`Not a set-up link: ${link}`);
  return path;
}

/**
 * A desk account (no second factor) ready to sign in: added with `pnpm staff add`, set up through
 * the API as the set-up page sends it. Its e-mail and password.
 */
export async function readyStaff(
  origin: string,
  databasePath: string,
  account: NewStaff & { role: 'desk' },
): Promise<{ email: string; password: string }> {
  const token = decodeURIComponent((await addStaff(databasePath, account)).split('/').at(-1) ?? '');
  const password = staffPassword(account.name);
  const setup = await postJson(origin, staffApiPaths.setup(token), {
    password,
    password_repeat: password,
  });
  if (!setup.ok) throw new Error(`Set-up refused: HTTP ${setup.status} ${await setup.text()}`);
  return { email: account.email, password };
}

/** A desk account's session cookie (`name=value`), for a page measured signed in (the bench). */
export async function signedInCookie(
  origin: string,
  databasePath: string,
  account: NewStaff & { role: 'desk' },
): Promise<string> {
  const credentials = await readyStaff(origin, databasePath, account);
  const session = await postJson(origin, staffApiPaths.signIn(), credentials);
  const cookie = session.headers.getSetCookie()[0]?.split(';')[0];
  if (!session.ok || !cookie) throw new Error(`Sign-in refused: HTTP ${session.status}`);
  return cookie;
}

const postJson = (origin: string, path: string, body: unknown) =>
  fetch(`${origin}/api${path}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
    body: JSON.stringify(body),
  });
