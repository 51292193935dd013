import type { ComponentType, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, YouTubeIcon } from '~/components/ui/brand-icons';
import { church } from '~/content/church';

export interface SocialLink {
  label: string;
  href: string;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
}

export const socialLinks: SocialLink[] = [
  { label: 'Facebook group', href: church.social.facebook, Icon: FacebookIcon },
  { label: 'Instagram', href: church.social.instagram, Icon: InstagramIcon },
  { label: 'YouTube channel', href: church.social.youtube, Icon: YouTubeIcon },
];

export const socialListClass = 'mt-4 flex gap-2';
export const socialLinkClass =
  'flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20';
