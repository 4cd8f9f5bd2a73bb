import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { LogTable, type LogTableProps } from '../../sections/desk/log-table/log-table';

type DeskLogPageProps = {
  frame: DeskFrame;
  log: LogTableProps;
};

/**
 * /staf/log (admins): who did what to which record, when and from which client key, a page at a
 * time; the whole log as CSV is `pnpm staff log`.
 */
function DeskLogPage({ frame, log }: DeskLogPageProps) {
  return (
    <DeskShell {...frame} current="log" title="Log aktivitas">
      <p className="text-muted-foreground">
        Seluruh log sebagai CSV: jalankan <code className="font-mono">pnpm staff log</code> di
        server.
      </p>
      <LogTable {...log} />
    </DeskShell>
  );
}

export { DeskLogPage, type DeskLogPageProps };
