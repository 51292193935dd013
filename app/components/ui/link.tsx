import type { ComponentProps } from 'react';
import { Link as RouterLink, NavLink as RouterNavLink, type To } from 'react-router';
import { hydrates } from '~/lib/paths';

// React Router's links, for this site: only a live page (lib/paths.ts) is opened inside the
// app; every other page has no app to move into (no route data is built for it), so its link
// loads the page, as it does anyway where the app is not running. Every route is in the
// browser's manifest from the start (ssr: false), so no link asks for route discovery
// (discover="none" also keeps a data-discover attribute off every link of every page).
const pathOf = (to: To) => (typeof to === 'string' ? to : (to.pathname ?? ''));

export function Link(props: ComponentProps<typeof RouterLink>) {
  return <RouterLink reloadDocument={!hydrates(pathOf(props.to))} discover="none" {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  return <RouterNavLink reloadDocument={!hydrates(pathOf(props.to))} discover="none" {...props} />;
}
