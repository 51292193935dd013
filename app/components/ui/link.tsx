import type { ComponentProps } from 'react';
import { NavLink as RouterNavLink } from 'react-router';
import { useAt, useSite } from '../site-context.tsx';
import type { Church } from '../../content/schemas/church.ts';

// No page runs React Router in the browser: `Link` is a plain anchor; `NavLink` marks the page.
// On a site of two languages both take the site's addresses (/events) to the page's (/en/events).

export function Link({ to, ...props }: Omit<ComponentProps<'a'>, 'href'> & { to: string }) {
  // A constant of the build, so every render calls the same hooks.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  return <a href={__TWO_LANGUAGES__ ? useAt()(to) : to} {...props} />;
}

export function NavLink(props: ComponentProps<typeof RouterNavLink>) {
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const to = __TWO_LANGUAGES__ && typeof props.to === 'string' ? useAt()(props.to) : props.to;
  return <RouterNavLink reloadDocument discover="none" {...props} to={to} />;
}

/** A link that leaves the site: a new tab that shares nothing with us, announced as such. */
export function ExternalLink(props: ComponentProps<'a'> & { href: string }) {
  return <NewTabLink newTab={useSite().siteText.newTab} {...props} />;
}

/** ExternalLink with its note given, for an island, which has no site context (components/island.tsx). */
export function NewTabLink({
  children,
  href,
  newTab,
  ...props
}: ComponentProps<'a'> & { href: string; newTab: string }) {
  return (
    <a data-slot="external-link" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span data-slot="new-tab" className="sr-only">
        {' '}
        {newTab}
      </span>
    </a>
  );
}

/** A phone number that dials when tapped: shown the friendly way, dialled the +44 way. */
export function PhoneLink({ phone }: { phone: Church['phone'] }) {
  return (
    <a data-slot="phone-link" href={`tel:${phone.international}`} className={textLinkClass}>
      {phone.display}
    </a>
  );
}

/** The look of a link inside text: underlined in the brand colour, wrapping if it must. */
export const textLinkClass =
  'break-words text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

/** A link that reads as words with an arrow or icon beside them ("All the news →"). */
export const iconLinkClass =
  'inline-flex min-h-11 items-center gap-2 font-semibold text-brand-800 underline decoration-brand-200 underline-offset-4 hover:decoration-brand-700';

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
