/**
 * `pnpm staff`: the front desk's accounts (issue 36). No default account, and no password ever
 * on a command line: each account sets its own password (and second factor) through a one-time
 * set-up link, valid 24 hours.
 *
 *   pnpm staff add --email EMAIL --name "NAME" --role admin|desk [--branch slug ...]
 *   pnpm staff list
 *   pnpm staff disable EMAIL     every session of it ends at once
 *   pnpm staff reset EMAIL       a new set-up link; the old password and second factor stop working
 *   pnpm staff log               the log as CSV (RFC 4180, times in UTC)
 *
 * Works while the server runs; every change is in the log with the actor "cli".
 */
import {
  branches,
  optionLabel,
  staffAccountInputSchema,
  staffLogActions,
  staffRoles,
  type StaffAccountListing,
} from '@klinik/clinic';
import * as z from 'zod/mini';
import type { Actor, NewSetupLink } from '../src/auth/staff-auth';
import { toListing } from '../src/data/staff-accounts';
import { issuesByField } from '../src/http/responses';
import { withStores } from './open-stores';
import { csv, endQuietlyOnClosedPipe, localTime, printable, runCommand } from './output';

const usage = [
  'Usage: pnpm staff add --email EMAIL --name "NAME" --role admin|desk [--branch slug ...]',
  '       pnpm staff list',
  '       pnpm staff disable EMAIL',
  '       pnpm staff reset EMAIL',
  '       pnpm staff log',
].join('\n');

const cli: Actor = { actor: 'cli', client: null };

const stateLabels: Record<StaffAccountListing['state'], string> = {
  invited: 'diundang',
  active: 'aktif',
  disabled: 'nonaktif',
};

endQuietlyOnClosedPipe();

function printLink(link: NewSetupLink): void {
  console.log(
    `Tautan pengaturan untuk ${link.account.email} (sekali pakai, berlaku sampai ${localTime(link.expires_at)}):`,
  );
  console.log(link.setup_link);
}

function add(args: string[]): number {
  const values: { email?: string; name?: string; role?: string; branches: string[] } = {
    branches: [],
  };
  for (let index = 0; index < args.length; index += 2) {
    const name = args[index];
    const value = args[index + 1];
    if (value === undefined) {
      console.error(usage);
      return 2;
    }
    if (name === '--email') values.email = value;
    else if (name === '--name') values.name = value;
    else if (name === '--role') values.role = value;
    else if (name === '--branch') values.branches.push(value);
    else {
      console.error(usage);
      return 2;
    }
  }
  const parsed = z.safeParse(staffAccountInputSchema, values);
  if (!parsed.success) {
    for (const [field, problems] of Object.entries(issuesByField(parsed.error, 'account'))) {
      console.error(`${field}: ${problems.join(' ')}`);
    }
    console.error(`Branches: ${branches.map((branch) => branch.value).join(', ')}`);
    return 2;
  }
  return withStores((stores) => {
    const outcome = stores.staffAuth.addAccount(parsed.data, cli, new Date());
    if (!outcome.ok) {
      console.error(`${parsed.data.email}: sudah ada akun dengan email ini.`);
      return 1;
    }
    printLink(outcome.value);
    return 0;
  });
}

function list(): number {
  return withStores((stores) => {
    const accounts = stores.staffAccounts.all();
    for (const row of accounts) {
      const account = toListing(row);
      const where =
        account.role === 'admin'
          ? 'semua cabang'
          : account.branches.map((branch) => optionLabel(branches, branch)).join(', ');
      console.log(
        printable(
          `${account.email} · ${account.name} · ${optionLabel(staffRoles, account.role)} (${where}) · ${stateLabels[account.state]}${account.second_factor ? ' · 2 langkah' : ''}${account.last_sign_in_at ? ` · terakhir masuk ${localTime(account.last_sign_in_at)}` : ''}`,
        ),
      );
    }
    console.log(`${accounts.length} akun`);
    return 0;
  });
}

function change(kind: 'disable' | 'reset', email: string): number {
  return withStores((stores) => {
    const account = stores.staffAccounts.byEmail(email);
    if (!account) {
      console.error(`${email}: tidak ada akun dengan email ini.`);
      return 1;
    }
    if (kind === 'disable') {
      stores.staffAuth.disable(account.id, cli, new Date());
      console.log(`Dinonaktifkan: ${account.email}; semua sesinya berakhir.`);
      return 0;
    }
    const outcome = stores.staffAuth.reset(account.id, cli, new Date());
    if (!outcome.ok) return 1;
    console.log(
      `Diatur ulang: ${account.email}; kata sandi dan verifikasi dua langkah lama tidak berlaku lagi, semua sesinya berakhir.`,
    );
    printLink(outcome.value);
    return 0;
  });
}

function log(): number {
  return withStores((stores) => {
    const rows = stores.staffLog.all();
    process.stdout.write(
      csv(
        [
          'id',
          'waktu_utc',
          'pelaku',
          'aksi',
          'keterangan_aksi',
          'jenis_data',
          'data',
          'rincian',
          'klien',
        ],
        rows.map((row) => [
          row.id,
          row.at,
          row.actor ?? '',
          row.action,
          staffLogActions[row.action],
          row.record_type ?? '',
          row.record ?? '',
          row.detail ?? '',
          row.client ?? '',
        ]),
      ),
    );
    return 0;
  });
}

function main(): number {
  const [command, ...rest] = process.argv.slice(2);
  if (command === 'add') return add(rest);
  if (command === 'list' && rest.length === 0) return list();
  if ((command === 'disable' || command === 'reset') && rest.length === 1 && rest[0]) {
    return change(command, rest[0]);
  }
  if (command === 'log' && rest.length === 0) return log();
  console.error(usage);
  return 2;
}

runCommand(main);
