import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { AppLink, LinkProvider, type LinkComponentProps } from './app-link';

/** A link on a line of its own, as the site draws one: a 44 px touch target. */
const linkClass =
  'text-primary inline-flex min-h-11 items-center font-semibold underline underline-offset-4';

const meta = {
  title: 'Primitives/AppLink',
  component: AppLink,
  tags: ['beta'],
  args: { href: '/tentang-kami', children: 'Tentang Kami' },
  render: (args) => <AppLink {...args} className={linkClass} />,
} satisfies Meta<typeof AppLink>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Tentang Kami' })).toHaveAttribute(
      'href',
      '/tentang-kami',
    );
  },
};

const navigate = fn();

/** What a router adapter does: the provided component receives href and handles the click. */
function RouterLink({ href, onClick, children, ...props }: LinkComponentProps) {
  return (
    <a
      {...props}
      href={href}
      data-router-link=""
      onClick={(event) => {
        onClick?.(event);
        event.preventDefault();
        navigate(href);
      }}
    >
      {children}
    </a>
  );
}

export const WithRouterAdapter: Story = {
  render: (args) => (
    <LinkProvider component={RouterLink}>
      <AppLink {...args} className={linkClass} />
    </LinkProvider>
  ),
  play: async ({ canvas, userEvent }) => {
    const link = canvas.getByRole('link', { name: 'Tentang Kami' });
    await expect(link).toHaveAttribute('data-router-link');
    await userEvent.click(link);
    await expect(navigate).toHaveBeenCalledWith('/tentang-kami');
  },
};
