import { Wrench } from 'lucide-react';

/** MaintenanceNotice's band, in a chunk of its own: pages load it only while maintenance is on. */
export default function MaintenanceMessage({ message }: { message: string }) {
  return (
    <p className="bg-accent-soft text-accent-soft-foreground border-accent/30 flex items-start justify-center gap-2 border-b px-4 py-2.5 text-center text-sm font-semibold text-pretty sm:px-6">
      <Wrench aria-hidden className="mt-0.5 size-4 shrink-0" />
      {message}
    </p>
  );
}
