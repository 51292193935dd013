import { Island, type PageHandle } from '~/components/island';
import { RenderLater } from '~/components/render-later';
import { useActivityMenu } from '~/components/layout/root-data';
import { ActivitiesOverview } from '~/components/sections/home/activities-overview';
import { ChurchStory } from '~/components/sections/home/church-story';
import { FindUs } from '~/components/sections/home/find-us';
import { GetInvolvedOverview } from '~/components/sections/home/get-involved-overview';
import { Hero, heroImageLayout } from '~/components/sections/home/hero';
import { ServiceTimesSection } from '~/components/sections/home/service-times-section';
import { JsonLd } from '~/components/ui/json-ld';
import { imagePreloadLinks } from '~/components/ui/responsive-image';
import { activities, church, home, labels, news, newsPage, pages } from '~/content/data';
import { carouselSnapshot } from '~/features/events/snapshot';
import { feedCheckOf } from '~/feeds/events/live-answer';
import { UpcomingEvents } from '~/features/events/upcoming-events';
import { LatestNews } from '~/features/news/latest-news';
import { churchJsonLd } from '~/lib/church-json-ld';
import { imageVariant } from '~/lib/images';
import { pageMeta } from '~/lib/meta';
import { paths } from '~/lib/paths';
import type { Route } from './+types/home';
import { eventsIslandProps } from './events-island.server';

// Words arrive with the prerendered HTML through the loader, not in the page's JavaScript, and
// so do the events the build read from the feed.
export async function loader() {
  const events = await eventsIslandProps();
  return {
    page: pages.home,
    events: { ...events, snapshot: carouselSnapshot(events.snapshot) },
    home,
    latestNews: news.slice(0, 3),
    newsLabels: newsPage.home,
    activityFacts: Object.fromEntries(
      Object.entries(activities).map(([slug, activity]) => [slug, activity.facts]),
    ),
    factLabels: labels.activityFactLabels,
    structuredData: churchJsonLd(
      church,
      imageVariant(home.hero.image.src, heroImageLayout.preset).fallbackSrc,
    ),
    // The hero picture is the largest thing on the first screen: fetch it with the HTML.
    heroPreloads: imagePreloadLinks({
      src: home.hero.image.src,
      ...heroImageLayout,
      artDirection: [...heroImageLayout.artDirection],
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...(loaderData ? pageMeta(church, loaderData.page, { isHome: true, path: paths.home }) : []),
  ...(loaderData?.heroPreloads ?? []).map((link) => ({ tagName: 'link' as const, ...link })),
];

export const handle = { islands: true } satisfies PageHandle;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const {
    home: content,
    activityFacts,
    factLabels,
    structuredData,
    latestNews,
    newsLabels,
    events,
  } = loaderData;
  // The root loader already sends the menu with every page.
  const activityMenu = useActivityMenu();
  return (
    <>
      <Hero heading={church.name} hero={content.hero} />
      <ServiceTimesSection content={content.serviceTimes} />
      <ChurchStory story={content.story} />
      {/* Reached by scrolling down, not by the hero's links or from the page's end. */}
      <RenderLater>
        <Island
          name="upcoming-events"
          when="visible"
          component={UpcomingEvents}
          props={events}
          check={feedCheckOf(events, 'interaction')}
        />
        <LatestNews notices={latestNews} labels={newsLabels} />
        <ActivitiesOverview
          content={content.activities}
          menu={activityMenu}
          facts={activityFacts}
          factLabels={factLabels}
        />
      </RenderLater>
      {/* Drawn with the page: what the footer's visitor sees above it stays put. */}
      <GetInvolvedOverview content={content.getInvolved} />
      <FindUs content={content.findUs} />
      <JsonLd data={structuredData} />
    </>
  );
}
