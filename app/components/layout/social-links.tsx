import { siteText } from '~/content/data';
import { socialLinks } from './social-links-data';

/**
 * The footer's social icons, each with its name in a tooltip on hover or keyboard focus. The
 * tooltip is CSS (shown after the spec's 700 ms), so it needs no JavaScript; the skip delay and
 * Escape come from the shared script (browser/tooltips.ts). Each icon has its accessible name
 * either way.
 */
export function SocialLinks() {
  return (
    <ul data-slot="social-links" className="group/social mt-4 flex gap-2">
      {socialLinks.map(({ label, href, Icon }) => (
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
          <span
            aria-hidden="true"
            className="invisible absolute bottom-full left-1/2 mb-2 -translate-x-1/2 rounded bg-stone-900 px-2 py-1 text-sm whitespace-nowrap text-white opacity-0 shadow transition-[opacity,visibility] delay-0 duration-100 group-hover/item:visible group-hover/item:opacity-100 group-hover/item:delay-700 peer-focus-visible:visible peer-focus-visible:opacity-100 peer-focus-visible:delay-700 group-data-dismissed/social:invisible group-data-skip-delay/social:delay-0"
          >
            {label}
          </span>
        </li>
      ))}
    </ul>
  );
}
