import type { PageMeta } from './schema';

// Each page's browser-tab title, search-engine description and main heading.
// Activity pages take theirs from activities.ts.
export const pages = {
  // The home page's title and heading are the church's name (church.ts).
  home: {
    title: 'Home',
    description:
      'A warm welcome to our Presbyterian congregation: Sunday worship, groups for every age through the week, and a place to belong.',
    heading: 'Welcome',
  },
  events: {
    title: 'Events',
    description:
      'What is coming up at the church: services, coffee mornings, youth nights, concerts and more.',
    heading: 'Upcoming Events',
  },
  getInvolved: {
    title: 'Get Involved',
    description:
      'Join the church family: share your details with the church office and we will be in touch.',
    heading: 'Get Involved',
  },
  giving: {
    title: 'Church Giving',
    description:
      'How to give to the church online through ChurchSuite, and who to ask if you need a hand.',
    heading: 'Church Giving',
  },
  aboutUs: {
    title: 'About Us',
    description:
      'Meet the Kirk Session and staff of the congregation, and learn what our ruling elders do.',
    heading: 'About Us',
  },
  privacyPolicy: {
    title: 'Privacy Policy',
    description:
      'How the church collects, uses, keeps and protects personal data, and the rights you have.',
    heading: 'Privacy Policy',
  },
} satisfies Record<string, PageMeta>;
