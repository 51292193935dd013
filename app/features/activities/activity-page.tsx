import { PageBody } from '~/components/layout/page-header';
import { PageIntro } from '~/components/sections/page-intro';
import { ActivityFactsList } from '~/components/sections/activity-facts-list';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { Content } from '~/content/loading/load';
import type { Activity } from '~/content/schemas/activity';
import type { GroupsPage } from '~/content/schemas/groups-page';
import { GroupSignUp } from '~/features/groups/group-sign-up';
import { GroupsAsOf } from '~/features/groups/group-list';
import type { activityGroupView } from '~/features/groups/groups-view';
import { ActivityCard } from './activity-card';
import { ActivityLinks } from './activity-links';

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
    <>
      <PageIntro heading={activity.name} description={activity.intro}>
        <ActivityLinks links={activity.links ?? []} />
      </PageIntro>
      <PageBody className="grid items-start gap-8 lg:grid-cols-[1fr_20rem]">
        <aside aria-labelledby="at-a-glance" className="lg:sticky lg:top-24 lg:order-last">
          <Card>
            <CardHeader>
              <CardTitle as="h2" id="at-a-glance">
                {labels.activityFactsHeading}
              </CardTitle>
            </CardHeader>
            <CardContent>
              <ActivityFactsList
                facts={activity.facts}
                labels={labels.activityFactLabels}
                stacked
              />
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
      </PageBody>
    </>
  );
}
