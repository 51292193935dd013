import {
  CircleHelp,
  Heart,
  Mail,
  MapPin,
  Sparkles,
  Users,
  type LucideIcon,
} from '~/components/ui/icons';
import { Blocks } from '~/components/sections/blocks';
import { Card } from '~/components/ui/card';
import type { Content } from '~/content/loading/load';
import type { Activity } from '~/content/schemas/activity';
import type { Block } from '~/content/schemas/contacts';

type SectionLabels = Content['labels']['activitySectionLabels'];
type SectionKey = keyof SectionLabels;

const sectionIcons: Record<SectionKey, LucideIcon> = {
  who: Users,
  what: Sparkles,
  why: Heart,
  where: MapPin,
  how: CircleHelp,
  contact: Mail,
};

function ActivityCardSection({
  id,
  label,
  blocks,
}: {
  id: SectionKey;
  label: string;
  blocks: Block[];
}) {
  const Icon = sectionIcons[id];
  const headingId = `activity-${id}`;
  return (
    <section
      data-slot="activity-card-section"
      aria-labelledby={headingId}
      className="border-t border-stone-200 px-5 py-6 first:border-t-0 sm:px-8"
    >
      <h2 id={headingId} className="flex items-center gap-2.5 text-2xl font-semibold">
        <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          <Icon aria-hidden="true" className="size-5" />
        </span>
        {label}
      </h2>
      <Blocks blocks={blocks} headingLevel={3} className="mt-3 max-w-prose" />
    </section>
  );
}

export function ActivityCard({ activity, labels }: { activity: Activity; labels: SectionLabels }) {
  const sections = (Object.keys(labels) as SectionKey[]).flatMap((key) => {
    const blocks = activity[key];
    return blocks ? [{ key, blocks }] : [];
  });
  return (
    <Card data-slot="activity-card" className="overflow-hidden">
      {sections.map(({ key, blocks }) => (
        <ActivityCardSection key={key} id={key} label={labels[key]} blocks={blocks} />
      ))}
    </Card>
  );
}
