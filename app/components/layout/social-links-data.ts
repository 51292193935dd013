import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '~/components/ui/brand-icons';
import type { SiteContent } from '~/components/site-context';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const socialLinksOf = ({ church, siteText }: SiteContent): SocialLink[] => [
  { label: siteText.socialLinks.facebook, href: church.social.facebook, Icon: FacebookIcon },
  { label: siteText.socialLinks.instagram, href: church.social.instagram, Icon: InstagramIcon },
  { label: siteText.socialLinks.youtube, href: church.social.youtube, Icon: YouTubeIcon },
];
