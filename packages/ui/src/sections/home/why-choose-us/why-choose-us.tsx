import * as React from 'react';
import { ClipboardList, HeartHandshake, House, UserCheck, type LucideIcon } from 'lucide-react';
import { cn } from '../../../lib/cn';
import { Section, type SectionProps } from '../../../primitives/section/section';
import { IconBadge } from '../../../primitives/icon-badge/icon-badge';

type WhyChooseUsItem = {
  icon: LucideIcon;
  title: string;
  description: string;
};

type WhyChooseUsProps = Omit<SectionProps, 'title' | 'children'> & {
  title?: string;
  items?: WhyChooseUsItem[];
};

const defaultItems: WhyChooseUsItem[] = [
  {
    icon: UserCheck,
    title: 'Fisioterapis Berpengalaman',
    description:
      'Ditangani fisioterapis berlisensi yang terbiasa menangani cedera olahraga, anak dan lansia.',
  },
  {
    icon: ClipboardList,
    title: 'Program Terukur',
    description: 'Asesmen menyeluruh di awal, lalu target terapi yang dievaluasi di setiap sesi.',
  },
  {
    icon: House,
    title: 'Bisa di Rumah',
    description: 'Layanan homecare dengan peralatan lengkap untuk pasien yang sulit bepergian.',
  },
  {
    icon: HeartHandshake,
    title: 'Pendampingan Penuh',
    description: 'Edukasi dan latihan mandiri agar hasil terapi bertahan setelah sesi selesai.',
  },
];

function WhyChooseUs({
  title = 'Mengapa Memilih Kami?',
  eyebrow = 'Keunggulan Kami',
  items = defaultItems,
  headingLevel = 'h2',
  className,
  ...props
}: WhyChooseUsProps) {
  const ItemHeading = headingLevel === 'h2' ? 'h3' : 'h4';
  return (
    <Section
      data-slot="why-choose-us"
      title={title}
      eyebrow={eyebrow}
      headingLevel={headingLevel}
      className={cn(className)}
      {...props}
    >
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {items.map(({ icon: Icon, title: itemTitle, description }) => (
          <li
            key={itemTitle}
            data-slot="why-choose-us-item"
            className="border-border bg-background shadow-card rounded-2xl border p-6"
          >
            <IconBadge icon={Icon} size="lg" />
            <ItemHeading className="text-foreground mt-5 text-lg font-bold">
              {itemTitle}
            </ItemHeading>
            <p className="text-muted-foreground mt-2 text-sm">{description}</p>
          </li>
        ))}
      </ul>
    </Section>
  );
}

export { WhyChooseUs, type WhyChooseUsItem, type WhyChooseUsProps };
