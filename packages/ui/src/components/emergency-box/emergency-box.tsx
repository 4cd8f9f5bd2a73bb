import * as React from 'react';
import { Phone, Siren } from 'lucide-react';
import { cn } from '../../lib/cn';
import { telHref } from '../../lib/location';

type EmergencyBoxProps = React.ComponentProps<'aside'> & {
  /** Shown as written, e.g. "0811-2233-119". */
  phone: string;
};

/** The medical-emergency notice of the contact page with its call button. */
function EmergencyBox({ phone, className, ...props }: EmergencyBoxProps) {
  const titleId = React.useId();
  return (
    <aside
      data-slot="emergency-box"
      aria-labelledby={titleId}
      className={cn('border-danger/30 bg-danger-soft rounded-2xl border p-6', className)}
      {...props}
    >
      <h2 id={titleId} className="text-danger flex items-center gap-2 text-lg font-bold">
        <Siren aria-hidden className="size-5" />
        Darurat Medis
      </h2>
      <p className="text-foreground mt-2 text-sm">
        Untuk cedera berat, nyeri dada atau sesak napas, segera hubungi nomor darurat kami atau
        datangi IGD rumah sakit terdekat.
      </p>
      <a
        href={telHref(phone)}
        className="bg-danger hover:bg-danger/90 mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-5 font-semibold text-white"
      >
        <Phone aria-hidden className="size-4" />
        Hubungi {phone}
      </a>
    </aside>
  );
}

export { EmergencyBox, type EmergencyBoxProps };
