import { FacebookIcon, InstagramIcon, YouTubeIcon } from '../ui/brand-icons.tsx';
import { useSite } from '../site-context.tsx';

/** The footer's social icons church.yml gives, named in CSS tooltips (browser/tooltips.ts). */
export function SocialLinks() {
  const { church, siteText } = useSite();
  const links = [
    { label: siteText.socialLinks.facebook, href: church.social.facebook, Icon: FacebookIcon },
    { label: siteText.socialLinks.instagram, href: church.social.instagram, Icon: InstagramIcon },
    { label: siteText.socialLinks.youtube, href: church.social.youtube, Icon: YouTubeIcon },
  ].filter((link) => link.href);
  if (links.length === 0) return null;
  return (
    <ul data-slot="social-links" className="group/social mt-4 flex gap-2">
      {links.map(({ label, href, Icon }) => (
        <li key={label} className="group/item relative">
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={`${label} ${siteText.newTab}`}
            className="peer flex size-11 items-center justify-center rounded-full bg-white/10 text-white hover:bg-white/20"
          >
            <Icon className="size-5" />
          </a>
          {/* Seen, not read: the link's own name already says it. Hovering the name keeps it. */}
          <span aria-hidden="true" className="social-tooltip">
            {label}
          </span>
        </li>
      ))}
    </ul>
  );
}
