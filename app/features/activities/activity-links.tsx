import { ClipboardPen, Globe } from '~/components/ui/icons';
import { FacebookIcon, InstagramIcon } from '~/components/ui/brand-icons';
import { buttonClass } from '~/components/ui/button-variants';
import { ExternalLink } from '~/components/ui/external-link';
import type { ActivityLink } from '~/content/schemas/activity';

const icons = {
  register: ClipboardPen,
  website: Globe,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
} as const;

/** An activity's buttons: a registration form first and strongest, then its other sites. */
export function ActivityLinks({ links }: { links: ActivityLink[] }) {
  if (links.length === 0) return null;
  return (
    <ul data-slot="activity-links" className="mt-6 flex flex-wrap gap-3">
      {links.map((link) => {
        const Icon = icons[link.kind];
        return (
          <li key={link.href}>
            <ExternalLink
              href={link.href}
              className={buttonClass({ variant: link.kind === 'register' ? 'accent' : 'outline' })}
            >
              <Icon aria-hidden="true" className="size-5" />
              {link.label}
            </ExternalLink>
          </li>
        );
      })}
    </ul>
  );
}
