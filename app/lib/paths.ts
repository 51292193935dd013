// Every internal URL of the site, defined once. Route modules, links and tests import these.
export const paths = {
  home: '/',
  events: '/events',
  getInvolved: '/get-involved',
  giving: '/giving',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  activity: (slug: string) => `/activities/${slug}`,
  news: '/news',
  notice: (slug: string) => `/news/${slug}`,
  newsFeed: '/news/feed.xml',
  sermons: '/sermons',
  sermon: (slug: string) => `/sermons/${slug}`,
  sermonSeries: (slug: string) => `/sermons/series/${slug}`,
  podcast: '/sermons/podcast.xml',
} as const;

/** Section ids on the home page that buttons and links scroll to. */
export const homeSections = {
  serviceTimes: 'service-times',
  churchStory: 'our-story',
} as const;
