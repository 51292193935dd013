import type { ComponentProps } from 'react';
import { useSite } from '~/components/site-context';

/** A link that leaves the site: a new tab that shares nothing with us, announced as such. */
export function ExternalLink({ children, href, ...props }: ComponentProps<'a'> & { href: string }) {
  const { siteText } = useSite();
  return (
    <a data-slot="external-link" href={href} target="_blank" rel="noopener noreferrer" {...props}>
      {children}
      <span data-slot="new-tab" className="sr-only">
        {' '}
        {siteText.newTab}
      </span>
    </a>
  );
}
