import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '~/components/ui/brand-icons';
import type { SiteContent } from '~/components/site-context';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

/** The church's social links, in a fixed order: only those church.yml gives. */
export function socialLinksOf({ church, siteText }: SiteContent): SocialLink[] {
  const links: (Omit<SocialLink, 'href'> & { href: string | undefined })[] = [
    { label: siteText.socialLinks.facebook, href: church.social.facebook, Icon: FacebookIcon },
    { label: siteText.socialLinks.instagram, href: church.social.instagram, Icon: InstagramIcon },
    { label: siteText.socialLinks.youtube, href: church.social.youtube, Icon: YouTubeIcon },
  ];
  return links.flatMap(({ href, ...link }) => (href ? [{ ...link, href }] : []));
}
