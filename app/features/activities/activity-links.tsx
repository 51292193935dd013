import { ClipboardPen, Globe } from '../../components/ui/icons.tsx';
import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons.tsx';
import { buttonClass } from '../../components/ui/button-variants.ts';
import { ExternalLink } from '../../components/ui/external-link.tsx';
import type { ActivityLink } from '../../content/schemas/activity.ts';

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
