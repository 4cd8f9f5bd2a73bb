import { DeskShell, type DeskFrame } from '../../layout/desk-shell/desk-shell';
import { ClosureForm, type ClosureFormProps } from '../../sections/desk/closure-form/closure-form';
import { ClosureList, type ClosureListProps } from '../../sections/desk/closure-list/closure-list';

type DeskClosuresPageProps = {
  frame: DeskFrame;
  form: ClosureFormProps;
  list: ClosureListProps;
};

/**
 * /staf/penutupan (admins): close a branch for a day, never over bookings it has not contacted,
 * and the closed days planned, each of which can be reopened.
 */
function DeskClosuresPage({ frame, form, list }: DeskClosuresPageProps) {
  return (
    <DeskShell {...frame} current="closures" title="Hari tutup">
      <ClosureForm {...form} />
      <section aria-labelledby="desk-closures-planned" className="grid gap-3">
        <h2 id="desk-closures-planned" className="text-foreground text-xl font-bold">
          Hari tutup yang direncanakan
        </h2>
        <ClosureList {...list} />
      </section>
    </DeskShell>
  );
}

export { DeskClosuresPage, type DeskClosuresPageProps };
