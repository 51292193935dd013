import { churchSuiteUrls } from '../../../lib/churchsuite.ts';
import { directionsUrl } from '../../../lib/directions.ts';
import type { ShapingContext } from './context.ts';

// The built-in pages' own files (content/pages): their words, and each page's title and description.

type Context = ShapingContext;

export const pageShapers = {
  pages: ({ settings }: Context) => ({
    home: settings.home.meta,
    events: settings.events.meta,
    groups: settings.groupsPage.meta,
    halls: settings.hallsPage.meta,
    getInvolved: settings.getInvolved.meta,
    giving: settings.giving.meta,
    aboutUs: settings.aboutUs.meta,
    privacyPolicy: settings.privacyPolicy.meta,
    search: settings.search.meta,
    news: settings.newsPage.meta,
    sermons: settings.sermonsPage.meta,
  }),
  search: ({ settings }: Context) => settings.search,
  // The groups page's words; an activity page takes the sign-up's from them.
  groupsPage: ({ settings }: Context) => settings.groupsPage,
  // The halls page's words and rooms, for its loader alone.
  hallsPage: ({ settings }: Context) => settings.hallsPage,
  home: ({ settings: { home, church } }: Context) => ({
    ...home,
    findUs: {
      ...home.findUs,
      directions: {
        label: home.findUs.directionsLabel,
        href: directionsUrl(church.address, church.name),
      },
    },
  }),
  aboutUs: ({ settings }: Context) => settings.aboutUs,
  // Without ChurchSuite there is no sign-up form to embed.
  getInvolved: ({ settings: { getInvolved, church } }: Context) => {
    const urls = church.churchSuite && churchSuiteUrls(church.churchSuite.account);
    return {
      ...getInvolved,
      form: urls && getInvolved.form && { ...getInvolved.form, src: urls.addressBookForm },
    };
  },
  giving: ({ settings }: Context) => settings.giving,
  privacyPolicy: ({ settings: { privacyPolicy }, blocksOf }: Context) => ({
    ...privacyPolicy,
    sections: privacyPolicy.sections.map(({ heading, parts }) => ({
      heading,
      body: parts.flatMap(blocksOf),
    })),
  }),
};
