import { IntroPage } from '../../components/layout/page-header.tsx';
import { ActivityFactsList } from '../../components/sections/activity-facts-list.tsx';
import { Card, CardContent, CardHeader, CardTitle } from '../../components/ui/card.tsx';
import type { Content } from '../../content/loading/load.server.ts';
import type { Activity, ActivityLink } from '../../content/schemas/activity.ts';
import type { GroupsPage } from '../../content/schemas/groups-page.ts';
import { GroupSignUp } from '../groups/group-sign-up.tsx';
import { GroupsAsOf } from '../groups/group-list.tsx';
import type { activityGroupView } from '../groups/groups-view.ts';
import {
  CircleHelp,
  ClipboardPen,
  Globe,
  Heart,
  Mail,
  MapPin,
  Sparkles,
  Users,
  type LucideIcon,
} from '../../components/ui/icons.tsx';
import { FacebookIcon, InstagramIcon } from '../../components/ui/brand-icons.tsx';
import { buttonClass } from '../../components/ui/button-variants.ts';
import { ExternalLink } from '../../components/ui/link.tsx';
import { Blocks } from '../../components/sections/blocks.tsx';

export function ActivityPage({
  activity,
  labels,
  group,
}: {
  activity: Activity;
  labels: Content['labels'];
  /** Its group on ChurchSuite, when it names one, and its sign-up when the build read it. */
  group?: ReturnType<typeof activityGroupView> & { words: GroupsPage['signUp'] };
}) {
  return (
    <IntroPage
      heading={activity.name}
      description={activity.intro}
      extra={<ActivityLinks links={activity.links ?? []} />}
      className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]"
    >
      <aside aria-labelledby="at-a-glance" className="lg:sticky lg:top-24 lg:order-last">
        <Card>
          <CardHeader>
            <CardTitle as="h2" id="at-a-glance">
              {labels.activityFactsHeading}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <ActivityFactsList facts={activity.facts} labels={labels.activityFactLabels} stacked />
            {group && (
              <div
                data-slot="activity-group"
                className="mt-5 flex flex-col gap-3 border-t border-stone-200 pt-5"
              >
                <GroupSignUp
                  joining={group.group?.joining}
                  url={group.url}
                  name={activity.name}
                  words={group.words}
                />
                {group.group && group.takenAt !== undefined && (
                  <GroupsAsOf takenAt={group.takenAt} words={group.words} />
                )}
              </div>
            )}
          </CardContent>
        </Card>
      </aside>
      <ActivityCard activity={activity} labels={labels.activitySectionLabels} />
    </IntroPage>
  );
}

const icons = {
  register: ClipboardPen,
  website: Globe,
  facebook: FacebookIcon,
  instagram: InstagramIcon,
} as const;

/** An activity's buttons: a registration form first and strongest, then its other sites. */
function ActivityLinks({ links }: { links: ActivityLink[] }) {
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

function ActivityCard({ activity, labels }: { activity: Activity; labels: SectionLabels }) {
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
