import type { ComponentProps } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

// No page runs React Router in the browser: `Link` is a plain anchor; `NavLink` marks the page.

export function Link({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink reloadDocument discover="none" {...props} />;
}
