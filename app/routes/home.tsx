import { Island, type PageHandle } from '../components/island.tsx';
import { RenderLater } from '../components/render-later.tsx';
import { useActivityMenu } from '../components/layout/root-data.ts';
import { ActivitiesOverview } from '../components/sections/home/activities-overview.tsx';
import { ChurchStory } from '../components/sections/home/church-story.tsx';
import { FindUs } from '../components/sections/home/find-us.tsx';
import { GetInvolvedOverview } from '../components/sections/home/get-involved-overview.tsx';
import { Hero, heroImageLayout } from '../components/sections/home/hero.tsx';
import { ServiceTimesSection } from '../components/sections/home/service-times-section.tsx';
import { JsonLd } from '../components/ui/json-ld.tsx';
import { imagePreloadLinks } from '../components/ui/responsive-image.tsx';
import { useSite } from '../components/site-context.tsx';
import { contentAt } from './in-language.ts';
import { ThisMonthsServices } from '../features/churches/this-months-services.tsx';
import { carouselSnapshot } from '../features/events/snapshot.ts';
import { feedCheckOf } from '../feeds/events/live-answer.ts';
import { UpcomingEvents } from '../features/events/upcoming-events.tsx';
import { LatestNews } from '../features/news/latest-news.tsx';
import { churchJsonLd } from '../lib/church-json-ld.ts';
import { imageVariant } from '../lib/images.ts';
import { dateWordsOf } from '../lib/format-date.ts';
import { pageMeta } from '../lib/meta.ts';
import { paths } from '../lib/paths.ts';
import type { Route } from './+types/home.ts';
import { eventsIslandProps } from './events-island.server.ts';

// The words and the events the build read arrive in the HTML, not in the page's JavaScript.
export async function loader({ request }: Route.LoaderArgs) {
  const content = contentAt(request);
  const { activities, church, home, labels, news, newsPage, pages, several } = content;
  const events = await eventsIslandProps(content);
  const hero = home.hero.image;
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
      // In the page's language (its inLanguage): church.yml's is the site's first, /en's too.
      dateWordsOf(content.siteText.dates, { ...church, language: content.language }),
      hero && imageVariant(hero.src, heroImageLayout.preset).fallbackSrc,
      several ? { held: several.services.held } : undefined,
    ),
    // A site of several churches: the services across them (none on a site of one).
    ...(several && {
      services: {
        held: several.services.held,
        heading: several.words.thisMonth,
        none: several.words.none,
      },
    }),
    // The hero picture is the largest thing on the first screen: fetch it with the HTML.
    heroPreloads: hero ? imagePreloadLinks({ src: hero.src, ...heroImageLayout }) : [],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => [
  ...(loaderData
    ? pageMeta(contentAt(location).church, loaderData.page, {
        isHome: true,
        path: contentAt(location).at(paths.home),
      })
    : []),
  ...(loaderData?.heroPreloads ?? []).map((link) => ({ tagName: 'link' as const, ...link })),
];

export const handle = { islands: true } satisfies PageHandle;

export default function HomePage({ loaderData }: Route.ComponentProps) {
  const { home: content, events } = loaderData;
  const { church } = useSite();
  // The root loader already sends the menu with every page.
  const activityMenu = useActivityMenu();
  return (
    <>
      <Hero heading={church.name} hero={content.hero} />
      <ServiceTimesSection content={content.serviceTimes} />
      {loaderData.services && <ThisMonthsServices {...loaderData.services} />}
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
        <LatestNews notices={loaderData.latestNews} labels={loaderData.newsLabels} />
        <ActivitiesOverview
          content={content.activities}
          menu={activityMenu}
          facts={loaderData.activityFacts}
          factLabels={loaderData.factLabels}
        />
      </RenderLater>
      {/* Drawn with the page: what the footer's visitor sees above it stays put. */}
      <GetInvolvedOverview content={content.getInvolved} />
      <FindUs content={content.findUs} />
      <JsonLd data={loaderData.structuredData} />
    </>
  );
}
