import type { ComponentProps } from 'react';
import { NavLink } from '~/components/ui/link';

/** A menu group's links, in the dropdown and in the drawer, each marked when it is the page. */
export function MenuGroupLinks({
  links,
  linkClass,
  ...props
}: ComponentProps<'ul'> & { links: readonly { to: string; label: string }[]; linkClass: string }) {
  return (
    <ul {...props}>
      {links.map((link) => (
        <li key={link.to}>
          <NavLink to={link.to} className={linkClass}>
            {link.label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}
