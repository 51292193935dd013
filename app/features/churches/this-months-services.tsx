import { Section } from '../../components/sections/section.tsx';
import type { ServiceAt } from '../../lib/church-paths.ts';
import { ServiceList } from './service-list.tsx';

/** The home page's services across a site's churches: this month's, and the next few weeks. */
export function ThisMonthsServices({
  held,
  heading,
  none,
}: {
  held: ServiceAt[];
  heading: string;
  none: string;
}) {
  return (
    <Section intro={{ id: 'this-months-services-heading', heading }} tone="plain">
      <div className="max-w-3xl text-lg">
        <ServiceList held={held} named none={none} />
      </div>
    </Section>
  );
}
