/**
 * `pnpm maintenance on [--message "..."]`: puts the site in maintenance, optionally with a new
 * message for visitors; `pnpm maintenance off` takes it out; `pnpm maintenance` says which it is.
 * Writes the settings `general.maintenance_mode` and `general.maintenance_message` in the content
 * file (DATABASE_PATH, as the server reads it). A running server sees the change at its next
 * request (it checks the file's data_version), and keeps it across restarts: the seed leaves an
 * edited setting as it is.
 */
import { existsSync } from 'node:fs';
import { controlCharacter } from '@klinik/clinic';
import Database from 'better-sqlite3';
import { dataPaths } from '../src/config';
import { runCommand } from './output';

const usage = 'Usage: pnpm maintenance [on [--message "text for visitors"] | off]';

/** Longest message: a line or two on every page. */
const maxMessageLength = 300;

type Parsed = { command: 'status' } | { command: 'on'; message?: string } | { command: 'off' };

function parse(args: string[]): Parsed | string {
  const [command, ...rest] = args;
  if (command === undefined && rest.length === 0) return { command: 'status' };
  if (command === 'off' && rest.length === 0) return { command: 'off' };
  if (command !== 'on') return usage;
  if (rest.length === 0) return { command: 'on' };
  const [flag, text, ...extra] = rest;
  if (flag !== '--message' || text === undefined || extra.length > 0) return usage;
  const message = text.trim();
  if (message === '') return 'The message is empty: give the text visitors should read.';
  if (message.length > maxMessageLength) {
    return `The message has ${message.length} characters; at most ${maxMessageLength} fit.`;
  }
  if (controlCharacter.test(message)) return 'The message holds control characters.';
  return { command: 'on', message };
}

function main(): number {
  const parsed = parse(process.argv.slice(2));
  if (typeof parsed === 'string') {
    console.error(parsed);
    return 2;
  }
  const { databasePath } = dataPaths();
  if (!existsSync(databasePath)) {
    throw new Error(`There is no content database at ${databasePath}: start the server once.`);
  }
  const db = new Database(databasePath, { fileMustExist: true });
  try {
    const read = db
      .prepare<[string], string>(
        "SELECT value FROM settings WHERE group_name = 'general' AND key = ?",
      )
      .pluck();
    const write = db.prepare<[string, string]>(
      `UPDATE settings SET value = ?, updated_at = strftime('%Y-%m-%dT%H:%M:%fZ', 'now')
       WHERE group_name = 'general' AND key = ?`,
    );
    const setting = (key: string): unknown => {
      const value = read.get(key);
      if (value === undefined) {
        throw new Error(`${databasePath} has no setting general.${key}: start the server once.`);
      }
      return JSON.parse(value);
    };
    if (parsed.command !== 'status') {
      db.transaction(() => {
        write.run(JSON.stringify(parsed.command === 'on'), 'maintenance_mode');
        if (parsed.command === 'on' && parsed.message !== undefined) {
          write.run(JSON.stringify(parsed.message), 'maintenance_message');
        }
      })();
    }
    const on = setting('maintenance_mode') === true;
    const message = String(setting('maintenance_message'));
    console.log(
      on
        ? `Maintenance is on: every page shows "${message}" (from the next request on).`
        : 'Maintenance is off: the site is served as built.',
    );
    return 0;
  } finally {
    db.close();
  }
}

runCommand(main);
