import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '~/components/ui/brand-icons';
import { church, siteText } from '~/content/data';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const socialLinks: SocialLink[] = [
  { label: siteText.socialLinks.facebook, href: church.social.facebook, Icon: FacebookIcon },
  { label: siteText.socialLinks.instagram, href: church.social.instagram, Icon: InstagramIcon },
  { label: siteText.socialLinks.youtube, href: church.social.youtube, Icon: YouTubeIcon },
];
