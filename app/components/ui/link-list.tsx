import type { ComponentProps } from 'react';
import { Link, NavLink } from './link.tsx';

/** A list of links: a menu group's, each marked when it is the page, or plain ones (`plain`). */
export function LinkList({
  links,
  linkClass,
  plain = false,
  ...props
}: ComponentProps<'ul'> & {
  links: readonly { to: string; label: string }[];
  linkClass: string;
  plain?: boolean;
}) {
  const Anchor = plain ? Link : NavLink;
  return (
    <ul {...props}>
      {links.map((link) => (
        <li key={link.to}>
          <Anchor to={link.to} className={linkClass}>
            {link.label}
          </Anchor>
        </li>
      ))}
    </ul>
  );
}
