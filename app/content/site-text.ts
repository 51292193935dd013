import type { SiteText } from './page-schemas';

// Words that belong to no single page: the footer, the menu button, messages when something
// goes wrong, and the events lists. Most are on every page, so keep them short. The church's
// name, address, phone and charity number come from church.ts.
export const siteText = {
  skipLink: 'Skip to main content',
  newTab: '(opens in a new tab)',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  menuTitle: 'Menu',
  menuDescription: 'Links to every page of the site',
  homeLink: 'Return to Home',
  footer: {
    tagline: 'Follow along through the week.',
    serviceTimesHeading: 'Service Times',
    contactHeading: 'Contact Us',
    // The charity number from church.ts and a full stop follow these words.
    charityRegistration: 'Registered with the Charity Commission for Northern Ireland, number',
    privacyLink: 'Privacy Policy',
  },
  socialLinks: {
    facebook: 'Facebook group',
    instagram: 'Instagram',
    youtube: 'YouTube channel',
  },
  errorPage: {
    heading: 'Unexpected Application Error!',
    unknownError: 'Something went wrong.',
    message: 'Sorry, this page could not be shown. Please try again, or go back to the home page.',
  },
} satisfies Omit<SiteText, 'events'>;

// The events lists' words: kept apart so that they load only with the events.
export const eventsText = {
  heading: 'Upcoming Events',
  seeAll: 'See all events',
  loading: 'Loading events…',
  emptyHeading: 'No Upcoming Events',
  emptyText: 'Check back soon for new events',
  failed: 'Failed to load events. Please try again later.',
  failedPopup: 'Failed to fetch events',
  details: 'Event details',
  addToCalendar: 'Add to calendar',
  carousel: 'Upcoming events',
  previous: 'Previous slide',
  next: 'Next slide',
} satisfies SiteText['events'];
