import * as React from 'react';
import { Phone, Siren } from 'lucide-react';
import { Panel } from '../panel/panel';
import { telHref } from '../../lib/location';

type EmergencyBoxProps = Omit<React.ComponentProps<'aside'>, 'title'> & {
  /** Shown as written, e.g. "0811-2233-119". */
  phone: string;
};

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
      <a
        href={telHref(phone)}
        className="bg-danger hover:bg-danger/90 mt-4 inline-flex min-h-11 items-center gap-2 rounded-lg px-5 font-semibold text-white"
      >
        <Phone aria-hidden className="size-4" />
        Hubungi {phone}
      </a>
    </Panel>
  );
}

export { EmergencyBox, type EmergencyBoxProps };
