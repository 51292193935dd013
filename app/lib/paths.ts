// Every internal URL of the site, defined once. Route modules, links and tests import these.
export const paths = {
  home: '/',
  events: '/events',
  getInvolved: '/get-involved',
  giving: '/giving',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  search: '/search',
  activity: (slug: string) => `/activities/${slug}`,
} as const;

/** Section ids on the home page that buttons and links scroll to. */
export const homeSections = {
  serviceTimes: 'service-times',
  churchStory: 'our-story',
} as const;
