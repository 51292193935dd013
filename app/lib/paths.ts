// Every internal URL of the site, defined once.
export const paths = {
  home: '/',
  events: '/events',
  getInvolved: '/get-involved',
  giving: '/giving',
  aboutUs: '/about-us',
  privacyPolicy: '/privacy-policy',
  search: '/search',
  groups: '/groups',
  /** The groups by day, label and site, in this order: /groups/day/wednesday/label/bible-study. */
  groupsBy: (choice: { day?: string; label?: string; site?: string }) =>
    [
      '/groups',
      ...(['day', 'label', 'site'] as const).flatMap((key) => {
        const value = choice[key];
        return value ? [key, value] : [];
      }),
    ].join('/'),
  activity: (slug: string) => `/activities/${slug}`,
  news: '/news',
  notice: (slug: string) => `/news/${slug}`,
  newsFeed: '/news/feed.xml',
  sermons: '/sermons',
  sermon: (slug: string) => `/sermons/${slug}`,
  sermonSeries: (slug: string) => `/sermons/series/${slug}`,
  podcast: '/sermons/podcast.xml',
  /** A sermon's chapters and transcript as files for podcast apps. */
  sermonChapters: (slug: string) => `/sermons/${slug}/chapters.json`,
  sermonTranscript: (slug: string, format: 'vtt' | 'txt' = 'txt') =>
    `/sermons/${slug}/transcript.${format}`,
  /** The ways into the archive: each an index page, and a list per series, preacher, book, year. */
  sermonWays: {
    series: '/sermons/series',
    preachers: '/sermons/preachers',
    books: '/sermons/books',
    years: '/sermons/years',
  },
  preacher: (slug: string) => `/sermons/preachers/${slug}`,
  book: (slug: string) => `/sermons/books/${slug}`,
  year: (year: string) => `/sermons/years/${year}`,
  /** A podcast of one series' or one preacher's sermons, beside the list it follows. */
  seriesPodcast: (slug: string) => `/sermons/series/${slug}/podcast.xml`,
  preacherPodcast: (slug: string) => `/sermons/preachers/${slug}/podcast.xml`,
  /** The calendar to subscribe to, written when the build read the events feed. */
  calendar: '/events/calendar.ics',
  subscribe: '/events#subscribe',
} as const;

/** Section ids on the home page that buttons and links scroll to. */
export const homeSections = {
  serviceTimes: 'service-times',
  churchStory: 'our-story',
} as const;

/** The halls page and its rooms' (/halls/main-hall), at the address the content gives it. */
export const hallsPaths = {
  page: (slug: string) => `/${slug}`,
  room: (slug: string, room: string) => `/${slug}/${room}`,
};
