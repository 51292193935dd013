import { ExternalLink } from '../ui/external-link.tsx';
import { useSite } from '../site-context.tsx';

/** "Watch live" and its note ("Sundays from 11:25"), when church.yml has a livestream. */
export function LivestreamLink({
  className,
  linkClassName,
}: {
  className?: string;
  linkClassName?: string;
}) {
  const { church, siteText } = useSite();
  const { livestream } = church;
  if (!livestream) return null;
  return (
    <p data-slot="livestream" className={className}>
      <ExternalLink href={livestream.url} className={linkClassName}>
        {siteText.watchLive}
      </ExternalLink>{' '}
      {livestream.note}
    </p>
  );
}
