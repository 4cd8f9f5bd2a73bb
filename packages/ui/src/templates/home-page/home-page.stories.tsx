import type { Meta, StoryObj } from '@storybook/react-vite';
import { branches, contact, type FaqItem } from '@klinik/clinic';
import { expect, fn, within } from 'storybook/test';
import { ConsultationForm } from '../../sections/contact/consultation-form/consultation-form';
import { FaqAccordion } from '../../sections/faq/faq-accordion/faq-accordion';
import type { Remote } from '../../lib/remote';
import { sampleFaqs, sampleServices } from '../../stories/fixtures';
import {
  desktop,
  empty,
  expectNoSidewaysScroll,
  expectSideBySide,
  expectStacked,
  hasTexts,
  loadError,
  loading,
  mobile,
  ready,
  showsTexts,
} from '../../stories/helpers';
import { HomePage } from './home-page';

const retry = fn();

/** The page's two slots as the site fills them: the consultation form and the questions. */
const slots = (faqs: Remote<readonly FaqItem[]>) => ({
  consultation: <ConsultationForm branches={branches} action="/?index" />,
  faq: <FaqAccordion state={faqs} />,
});

const meta = {
  title: 'Templates/Beranda',
  component: HomePage,
  tags: ['beta'],
  args: {
    services: ready(sampleServices),
    chatPhone: contact.whatsapp,
    ...slots(ready(sampleFaqs)),
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

const cards = (root: HTMLElement) => [
  ...root.querySelectorAll('[data-slot="service-grid"] [data-slot="service-card"]'),
];

export const ReadyMobile: Story = {
  ...mobile,
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toBeVisible();
    const [first, second] = cards(canvasElement);
    if (!first || !second) throw new Error('no service cards');
    await expectStacked(first, second);
    await expectNoSidewaysScroll(canvasElement);
  },
};

export const ReadyDesktop: Story = {
  ...desktop,
  play: async ({ canvas, canvasElement }) => {
    const [first, second] = cards(canvasElement);
    if (!first || !second) throw new Error('no service cards');
    await expectSideBySide(first, second);
    await expect(cards(canvasElement)).toHaveLength(6);
    await expect(
      canvas.getByRole('link', { name: /Konsultasi Gratis/ }).getAttribute('href'),
    ).toMatch(/^https:\/\/wa\.me\/6281220004515\?text=/);

    await expect(
      canvas.getByRole('form', { name: 'Formulir konsultasi gratis' }),
    ).toBeInTheDocument();
  },
};

/** With the booking page: the hero's 'Buat Janji Temu' beside its chat. */
export const WithBookingDesktop: Story = {
  ...desktop,
  args: { bookingHref: '/janji-temu' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Buat Janji Temu' })).toHaveAttribute(
      'href',
      '/janji-temu',
    );
  },
};

export const LoadingMobile: Story = {
  ...mobile,
  args: { services: loading, ...slots(loading) },
  play: hasTexts('Memuat layanan…', 'Memuat pertanyaan…'),
};

export const LoadingDesktop: Story = { ...desktop, args: LoadingMobile.args };

export const LoadErrorMobile: Story = {
  ...mobile,
  args: { services: loadError(retry), ...slots(loadError(retry)) },
  play: async ({ canvas, userEvent }) => {
    const alerts = canvas.getAllByRole('alert');
    await expect(alerts.map((alert) => alert.textContent)).toEqual([
      expect.stringContaining('Gagal memuat layanan'),
      expect.stringContaining('Gagal memuat pertanyaan'),
    ]);
    await userEvent.click(
      within(alerts[0] as HTMLElement).getByRole('button', { name: 'Coba Lagi' }),
    );
    await expect(retry).toHaveBeenCalled();
  },
};

export const LoadErrorDesktop: Story = { ...desktop, args: LoadErrorMobile.args };

export const EmptyMobile: Story = {
  ...mobile,
  args: { services: empty, ...slots(empty) },
  play: showsTexts('Belum ada layanan tersedia', 'Belum ada pertanyaan'),
};

export const EmptyDesktop: Story = { ...desktop, args: EmptyMobile.args };
