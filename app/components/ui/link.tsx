import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
import { hydrates } from '~/lib/paths';

// React Router's links, for this site: only a live page (lib/paths.ts) is opened inside the
// app; every other page has no app to move into (no route data is built for it), so its link
// loads the page, as it does anyway where the app is not running.
const pathOf = (to: To) => (typeof to === 'string' ? to : (to.pathname ?? ''));

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink reloadDocument={!hydrates(pathOf(props.to))} {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink reloadDocument={!hydrates(pathOf(props.to))} {...props} />;
}
