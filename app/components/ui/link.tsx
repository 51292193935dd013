import type { ComponentProps } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

// No page runs React Router in the browser, so a link loads its page: `Link` is a plain anchor,
// as an island renders it too; `NavLink` marks the current page, at build only (discover="none"
// keeps data-discover off it).

export function Link({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink reloadDocument discover="none" {...props} />;
}
