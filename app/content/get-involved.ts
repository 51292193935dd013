import { churchSuiteUrls } from '../lib/churchsuite';
import { church } from './church';
import type { GetInvolvedContent } from './page-schemas';

// The Get Involved page. The heading and page description are in pages.ts; the form itself
// is ChurchSuite's address-book form for the account in church.ts.
export const getInvolved = {
  intro: [
    `We would love to get to know you. Whether you are new to ${church.address.town}, new to church, or have been coming for years and would like to help, the first step is simple.`,
    'Fill in the form below with your contact details. Someone from the church office will be in touch, and we will keep you up to date with news and events. You can ask us to stop at any time.',
  ],
  form: {
    title: 'Sign-up form: share your contact details with the church office',
    src: churchSuiteUrls(church.churchSuite.account).addressBookForm,
    openLabel: 'Open the sign-up form in a new tab',
    note: 'The form is provided by ChurchSuite, the system the church office uses to keep its address book. Our privacy policy explains how we look after your details.',
  },
} satisfies GetInvolvedContent;
