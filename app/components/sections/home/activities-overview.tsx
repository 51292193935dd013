import { ArrowRight } from '../../ui/icons.tsx';
import { Link } from '../../ui/link.tsx';
import { ActivityFactsList } from '../activity-facts-list.tsx';
import { Section, SubHeading } from '../section.tsx';
import { Card, CardContent } from '../../ui/card.tsx';
import type { ActivityMenu } from '../../../content/loading/navigation.ts';
import type { Content } from '../../../content/loading/load.server.ts';
import type { ActivityFacts } from '../../../content/schemas/activity.ts';
import type { HomeContent } from '../../../content/types.ts';

export function ActivitiesOverview({
  content,
  menu,
  facts,
  factLabels,
}: {
  content: HomeContent['activities'];
  menu: ActivityMenu;
  facts: Record<string, ActivityFacts>;
  factLabels: Content['labels']['activityFactLabels'];
}) {
  // Activities only: a church page in a menu group, or a group of them alone, is the menu's.
  const groups = menu
    .map((group) => ({ ...group, links: group.links.filter((link) => facts[link.slug]) }))
    .filter((group) => group.links.length > 0);
  if (groups.length === 0) return null;
  return (
    <Section
      intro={{ id: 'activities-heading', heading: content.heading, description: content.intro }}
      tone="tinted"
    >
      {groups.map((group) => (
        <div key={group.id} className="mt-12 first:mt-0">
          <SubHeading as="h3">{group.label}</SubHeading>
          <p className="mt-2 text-stone-700">{group.intro}</p>
          {/* Columns of at least 16rem: fewer as the text grows, as px breakpoints would not. */}
          <ul className="mt-6 grid grid-cols-[repeat(auto-fill,minmax(min(16rem,100%),1fr))] gap-4">
            {group.links.map((link) => (
              <li key={link.to}>
                <Card className="relative h-full transition-shadow focus-within:shadow-md hover:shadow-md">
                  <CardContent>
                    <h4 className="font-serif text-xl font-semibold">
                      <Link
                        to={link.to}
                        className="flex items-center justify-between gap-2 text-brand-900 after:absolute after:inset-0 after:rounded-xl hover:text-brand-700"
                      >
                        {link.label}
                        <ArrowRight aria-hidden="true" className="size-5 shrink-0 text-brand-700" />
                      </Link>
                    </h4>
                    <ActivityFactsList
                      facts={facts[link.slug]!}
                      labels={factLabels}
                      show={['audience', 'when']}
                      className="mt-3 text-sm"
                    />
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </div>
      ))}
    </Section>
  );
}
