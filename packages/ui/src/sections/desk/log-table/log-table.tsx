import * as React from 'react';
import { ChevronLeft, ChevronRight, ScrollText } from 'lucide-react';
import { staffLogActions, type StaffLogRecord, type StaffLogRow } from '@klinik/clinic';
import { cn } from '../../../lib/cn';
import type { Remote } from '../../../lib/remote';
import { EmptyState } from '../../../feedback/empty-state/empty-state';
import { ListState } from '../../../feedback/list-state/list-state';
import { AppLink } from '../../../primitives/app-link/app-link';
import { Skeleton } from '../../../primitives/skeleton/skeleton';
import { DeskTime } from '../desk-parts';

/** A page of the log, as the API's paginated answer has it. */
type LogPage = {
  rows: readonly StaffLogRow[];
  pagination: { current_page: number; last_page: number; per_page: number; total: number };
};

type LogTableProps = Omit<React.ComponentProps<'div'>, 'children'> & {
  /** A page of the log, newest first; 'empty' before anything was recorded. */
  state: Remote<LogPage>;
  /** The address of another page of the log (`staffPagePaths.log(page)`). */
  pageHref: (page: number) => string;
};

const recordLabels: Record<StaffLogRecord, string> = {
  account: 'Akun',
  booking: 'Janji temu',
  closure: 'Hari tutup',
  message: 'Pesan',
  request: 'Permintaan data',
};

const pageLink =
  'border-border text-primary hover:bg-primary-soft inline-flex min-h-11 items-center gap-1 rounded-lg border px-3 text-sm font-semibold';

/** The row's parts in words, shared by the table and the phone's list. */
function rowParts(row: StaffLogRow) {
  return {
    who: row.actor ?? 'Belum masuk',
    what: staffLogActions[row.action],
    detail: row.detail,
    record: row.record_type ? `${recordLabels[row.record_type]} ${row.record ?? ''}`.trim() : '—',
    client: row.client ?? '—',
  };
}

function LogRows({ page, pageHref }: { page: LogPage; pageHref: LogTableProps['pageHref'] }) {
  const headingId = React.useId();
  const { current_page: current, last_page: last, total } = page.pagination;
  return (
    <div className="grid gap-4">
      <h2 id={headingId} className="text-foreground text-xl font-bold">
        Log aktivitas
        <span className="text-muted-foreground block text-sm font-normal">
          {total} catatan · halaman {current} dari {last} · waktu dalam WIB, UTC di keterangannya
        </span>
      </h2>
      <table aria-labelledby={headingId} className="hidden w-full border-collapse text-sm md:table">
        <thead>
          <tr className="text-muted-foreground text-left">
            {['Waktu', 'Siapa', 'Tindakan', 'Data', 'Kunci klien'].map((header) => (
              <th key={header} scope="col" className="border-border border-b py-2 pr-3">
                {header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {page.rows.map((row) => {
            const parts = rowParts(row);
            return (
              <tr key={row.id} className="border-border border-b align-top">
                <td className="py-2 pr-3 whitespace-nowrap">
                  <DeskTime at={row.at} />
                </td>
                <td className="py-2 pr-3 break-all">{parts.who}</td>
                <td className="py-2 pr-3">
                  <span className="text-foreground font-semibold">{parts.what}</span>
                  {parts.detail ? (
                    <span className="text-muted-foreground block">{parts.detail}</span>
                  ) : null}
                </td>
                <td className="py-2 pr-3">{parts.record}</td>
                <td className="py-2 font-mono text-xs break-all">{parts.client}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <ol aria-labelledby={headingId} className="grid gap-3 md:hidden">
        {page.rows.map((row) => {
          const parts = rowParts(row);
          return (
            <li key={row.id} className="border-border grid gap-1 rounded-xl border p-3 text-sm">
              <p className="text-foreground font-semibold">
                {parts.what}
                {parts.detail ? (
                  <span className="text-muted-foreground block font-normal">{parts.detail}</span>
                ) : null}
              </p>
              <p className="text-foreground break-all">{parts.who}</p>
              <p className="text-muted-foreground">
                <DeskTime at={row.at} /> · {parts.record}
              </p>
              <p className="text-muted-foreground font-mono text-xs break-all">
                Kunci klien: {parts.client}
              </p>
            </li>
          );
        })}
      </ol>
      {last > 1 ? (
        <nav aria-label="Halaman log" className="flex flex-wrap items-center gap-3">
          {current > 1 ? (
            <AppLink href={pageHref(current - 1)} className={pageLink}>
              <ChevronLeft aria-hidden className="size-4" />
              Lebih baru
            </AppLink>
          ) : null}
          <span className="text-muted-foreground text-sm">
            Halaman {current} dari {last}
          </span>
          {current < last ? (
            <AppLink href={pageHref(current + 1)} className={pageLink}>
              Lebih lama
              <ChevronRight aria-hidden className="size-4" />
            </AppLink>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}

/**
 * The log an admin reads: who (the account's e-mail, or 'Belum masuk' for a failed sign-in),
 * what (`staffLogActions`' words and the change), which record, when (WIB, the UTC in its title)
 * and from which client key, newest first, a page at a time with links to the newer and older
 * pages. A table from `md` up, a list on a phone.
 */
function LogTable({ state, pageHref, className, ...props }: LogTableProps) {
  return (
    <ListState<LogPage>
      dataSlot="log-table"
      state={state}
      loadingLabel="Memuat log…"
      errorTitle="Log gagal dimuat"
      headingLevel="h2"
      className={cn('min-w-0', className)}
      skeleton={
        <div className="grid gap-2">
          {Array.from({ length: 8 }, (_, index) => (
            <Skeleton key={index} radius="lg" className="h-10" />
          ))}
        </div>
      }
      empty={
        <EmptyState
          icon={ScrollText}
          title="Log masih kosong"
          description="Setiap masuk, keluar, dan perubahan oleh staf akan tercatat di sini."
        />
      }
      {...props}
    >
      {(page) => <LogRows page={page} pageHref={pageHref} />}
    </ListState>
  );
}

export { LogTable, type LogPage, type LogTableProps };
