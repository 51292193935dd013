import type { ComponentProps } from 'react';
import { NavLink as RouterNavLink } from 'react-router';

// No page runs React Router in the browser: every page is the HTML React wrote at build, its
// live parts hydrated as islands (components/island.tsx), so a link loads its page. `Link` is
// a plain anchor, which an island renders as well as the build; `NavLink` marks the current
// page, rendered at build only. discover="none" keeps a data-discover attribute off every link.

export function Link({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  return <a href={to} {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink reloadDocument discover="none" {...props} />;
}
