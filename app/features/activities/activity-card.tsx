import {
  CircleHelp,
  Heart,
  Mail,
  MapPin,
  Sparkles,
  Users,
  type LucideIcon,
} from '../../components/ui/icons.tsx';
import { Blocks } from '../../components/sections/blocks.tsx';
import { Card } from '../../components/ui/card.tsx';
import type { Content } from '../../content/loading/load.ts';
import type { Activity } from '../../content/schemas/activity.ts';

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

export function ActivityCard({ activity, labels }: { activity: Activity; labels: SectionLabels }) {
  return (
    <Card data-slot="activity-card" className="overflow-hidden">
      {(Object.keys(labels) as SectionKey[]).map((key) => {
        const blocks = activity[key];
        if (!blocks) return null;
        const Icon = sectionIcons[key];
        return (
          <section
            key={key}
            data-slot="activity-card-section"
            aria-labelledby={`activity-${key}`}
            className="border-t border-stone-200 px-5 py-6 first:border-t-0 sm:px-8"
          >
            <h2 id={`activity-${key}`} className="flex items-center gap-2.5 text-2xl font-semibold">
              <span className="flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              {labels[key]}
            </h2>
            <Blocks blocks={blocks} headingLevel={3} className="mt-3 max-w-prose" />
          </section>
        );
      })}
    </Card>
  );
}
