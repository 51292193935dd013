import { churchSuiteUrls } from '../lib/churchsuite';
import { church } from './church';
import type { GivingContent } from './page-schemas';

// The Church Giving page. The heading and page description are in pages.ts; the phone number
// in the help box is the office number in church.ts.
export const giving = {
  intro: [
    'Thank you for thinking about giving to the work of the church. Everything we do, from Sunday worship to the youth fellowship and our care for the town, is paid for by the gifts of our members and friends.',
    'The easiest way to give, whether once or regularly, is online through ChurchSuite.',
  ],
  stepsHeading: 'How to give online',
  steps: [
    'Log in to ChurchSuite with your e-mail address and password.',
    'Choose “My Giving”.',
    'Choose “Donate”, then enter the amount and how often you would like to give.',
  ],
  access: {
    label: 'Access ChurchSuite',
    href: churchSuiteUrls(church.churchSuite.account).memberLogin,
  },
  giftAid: {
    heading: 'Gift Aid',
    body: [
      'If you are a UK taxpayer, the church can claim an extra 25p from HMRC for every £1 you give, at no cost to you. Tick the Gift Aid box when you set up your giving, or ask the office for a declaration form.',
      'You can also give by standing order, or in the weekly envelopes available from the church office.',
    ],
  },
  help: {
    heading: 'Need Help?',
    text: 'If you have not logged in to ChurchSuite before, or something is not working, please ring the church office and we will gladly talk you through it.',
  },
} satisfies GivingContent;
