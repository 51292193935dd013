import type { ComponentProps } from 'react';
import { siteText } from '~/content/data';
import { handoffAttribute } from './nav-classes';
import { socialLinkClass, type SocialLink } from './social-links-data';

/** One social icon link; extra props (a Radix tooltip trigger's) pass through to the <a>. */
export function SocialLinkAnchor({
  link: { label, href, Icon },
  ...props
}: { link: SocialLink } & ComponentProps<'a'>) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${siteText.newTab}`}
      className={socialLinkClass}
      {...{ [handoffAttribute]: label }}
      {...props}
    >
      <Icon className="size-5" />
    </a>
  );
}
