import { ActivitiesOverview } from '~/components/sections/home/activities-overview';
import { ChurchStory } from '~/components/sections/home/church-story';
import { FindUs } from '~/components/sections/home/find-us';
import { GetInvolvedOverview } from '~/components/sections/home/get-involved-overview';
import { Hero, heroImageLayout } from '~/components/sections/home/hero';
import { ServiceTimesSection } from '~/components/sections/home/service-times-section';
import { JsonLd } from '~/components/ui/json-ld';
import { imagePreloadLinks } from '~/components/ui/responsive-image';
import { activityFacts } from '~/content/activity-facts';
import { church } from '~/content/church';
import { home } from '~/content/home';
import { pages } from '~/content/pages';
import { UpcomingEvents } from '~/features/events/upcoming-events';
import { churchJsonLd } from '~/lib/church-json-ld';
import { imageVariant } from '~/lib/images';
import { pageMeta } from '~/lib/meta';
import type { Route } from './+types/home';

export const meta: Route.MetaFunction = () => pageMeta(pages.home, { isHome: true });

// The hero picture is the largest thing on the first screen: fetch it with the HTML.
export const links: Route.LinksFunction = () =>
  imagePreloadLinks({
    src: home.hero.image.src,
    ...heroImageLayout,
    artDirection: [...heroImageLayout.artDirection],
  });

const structuredData = churchJsonLd(
  church,
  imageVariant(home.hero.image.src, heroImageLayout.preset).fallbackSrc,
);

export default function HomePage() {
  return (
    <>
      <Hero heading={church.name} hero={home.hero} />
      <ServiceTimesSection content={home.serviceTimes} />
      <ChurchStory story={home.story} />
      <UpcomingEvents />
      <ActivitiesOverview content={home.activities} facts={activityFacts} />
      <GetInvolvedOverview content={home.getInvolved} />
      <FindUs content={home.findUs} />
      <JsonLd data={structuredData} />
    </>
  );
}
