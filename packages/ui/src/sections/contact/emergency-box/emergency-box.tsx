import * as React from 'react';
import { Phone, Siren } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { telHref } from '../../../lib/tel';
import { Panel } from '../../../primitives/panel/panel';

type EmergencyBoxProps = Omit<React.ComponentProps<'aside'>, 'title'> & {
  /** Shown as written, e.g. "0811-2233-119". */
  phone: string;
};

/**
 * The emergency call button's look, shared with the booking's safety question (and its cancel
 * button): one look for every action that cannot wait or cannot be undone.
 */
const emergencyCallClass =
  'bg-danger hover:bg-danger/90 inline-flex min-h-11 items-center gap-2 rounded-lg px-5 font-semibold text-white';

/** The medical-emergency notice of the contact page with its call button. */
function EmergencyBox({ phone, ...props }: EmergencyBoxProps) {
  return (
    <Panel
      as="aside"
      data-slot="emergency-box"
      title="Darurat Medis"
      icon={Siren}
      tone="danger"
      size="md"
      {...props}
    >
      <p className="text-foreground mt-2 text-sm">
        Untuk cedera berat, nyeri dada atau sesak napas, segera hubungi nomor darurat kami atau
        datangi IGD rumah sakit terdekat.
      </p>
      <a href={telHref(phone)} className={cn(emergencyCallClass, 'mt-4')}>
        <Phone aria-hidden className="size-4" />
        Hubungi {phone}
      </a>
    </Panel>
  );
}

export { EmergencyBox, emergencyCallClass, type EmergencyBoxProps };
