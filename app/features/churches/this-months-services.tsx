import { Section } from '../../components/sections/section.tsx';
import type { DateStyle } from '../../lib/format-date.ts';
import type { HeldService } from '../../lib/service-patterns.ts';
import { ServiceList } from './service-list.tsx';

/** The home page's services across a site's churches: this month's, and the next few weeks. */
export function ThisMonthsServices({
  held,
  churches,
  heading,
  none,
  dateStyle,
}: {
  held: HeldService[];
  churches: { slug: string; name: string }[];
  heading: string;
  none: string;
  dateStyle: DateStyle;
}) {
  return (
    <Section intro={{ id: 'this-months-services-heading', heading }} tone="plain">
      <div className="max-w-3xl text-lg">
        <ServiceList held={held} churches={churches} dateStyle={dateStyle} none={none} />
      </div>
    </Section>
  );
}
