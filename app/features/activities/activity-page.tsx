import {
  PageBody,
  PageHeader,
  PageHeaderDescription,
  PageHeaderHeading,
} from '~/components/layout/page-header';
import { ActivityFactsList } from '~/components/sections/activity-facts-list';
import { Card, CardContent, CardHeader, CardTitle } from '~/components/ui/card';
import type { Content } from '~/content/load';
import type { Activity } from '~/content/page-schemas';
import { ActivityCard } from './activity-card';
import { ActivityLinks } from './activity-links';

/** The template for every activity page: name, introduction, buttons, quick facts, the card. */
export function ActivityPage({
  activity,
  labels,
}: {
  activity: Activity;
  /** The activities' headings and labels, from the labels' settings. */
  labels: Content['labels'];
}) {
  return (
    <>
      <PageHeader>
        <PageHeaderHeading>{activity.name}</PageHeaderHeading>
        <PageHeaderDescription>{activity.intro}</PageHeaderDescription>
        <ActivityLinks links={activity.links ?? []} />
      </PageHeader>
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
            </CardContent>
          </Card>
        </aside>
        <ActivityCard activity={activity} labels={labels.activitySectionLabels} />
      </PageBody>
    </>
  );
}
