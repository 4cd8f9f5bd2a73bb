import * as React from 'react';

type LinkComponentProps = React.ComponentProps<'a'> & { href: string };

/** A router's link that takes `href` (adapt react-router's `to` in the site). */
type LinkComponent = React.ComponentType<LinkComponentProps>;

function PlainLink({ children, ...props }: LinkComponentProps) {
  return <a {...props}>{children}</a>;
}

const LinkContext = React.createContext<LinkComponent>(PlainLink);

type LinkProviderProps = {
  /** The router's link (the site: react-router's Link adapted to take `href`). */
  component: LinkComponent;
  /** Everything whose AppLinks navigate with it. */
  children: React.ReactNode;
};

function LinkProvider({ component, children }: LinkProviderProps) {
  return <LinkContext value={component}>{children}</LinkContext>;
}

type AppLinkProps = LinkComponentProps;

/** Every internal link of the library: the site decides how it navigates. */
function AppLink(props: AppLinkProps) {
  const Link = React.use(LinkContext);
  // The component comes from the provider and is the same on every render; none is created here.
  // eslint-disable-next-line react-hooks/static-components
  return <Link data-slot="app-link" {...props} />;
}

export {
  AppLink,
  LinkProvider,
  type AppLinkProps,
  type LinkComponent,
  type LinkComponentProps,
  type LinkProviderProps,
};
