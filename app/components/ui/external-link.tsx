import type { ComponentProps } from 'react';
import { useSite } from '../site-context.tsx';

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
