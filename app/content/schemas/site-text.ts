import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { group, pageMetaSchema, paragraph, pluralWords, text, words } from './fields.ts';
import type { DatesText } from '../../lib/format-date.ts';
import { bibleBooks } from '../../lib/bible-books.ts';
import type { BookNames } from '../../lib/bible-links.ts';

/** A list of a fixed length in the CMS: the days, the months, the weeks of a month. */
const fixedList = <T extends z.ZodType>(item: T, length: number, what: string, settings: object) =>
  z
    .array(item, { error: `${what} are missing` })
    .length(length, { error: `${what} are ${length}, in order` })
    .meta({ cms: { min: length, max: length, ...settings } });

/** How the site writes days, months and times, in the language of its words. */
/** The charity regulators' names as {regulator} writes them, by the charity number's form. */
export const regulatorsSchema = group(
  cms(
    'Names of the charity regulators',
    'As {regulator} writes them in a sentence, e.g. the Charity Commission for England and Wales.',
  ),
  {
    englandAndWales: words(
      'The Charity Commission for England and Wales’ name',
      'England and Wales',
      'For a number of 6 or 7 digits, e.g. the Charity Commission for England and Wales.',
    ),
    scotland: words(
      'The Scottish Charity Regulator’s name',
      'Scotland',
      'For a number SC and 6 digits, e.g. the Scottish Charity Regulator.',
    ),
    northernIreland: words(
      'The Charity Commission for Northern Ireland’s name',
      'Northern Ireland',
      'For a number NIC and 6 digits, e.g. the Charity Commission for Northern Ireland.',
    ),
  },
);
export type Regulators = z.output<typeof regulatorsSchema>;

export const datesSchema = group(
  cms(
    'Dates and times',
    'The names of the days and months and the words around times, in the language of the site. Whether a date reads "Sunday 3 October" or "Sunday, October 3" is Date style in Church details.',
  ),
  {
    weekdays: fixedList(
      z.object({
        name: words('A day’s name', 'Name', 'On its own and in a date, e.g. Sunday.'),
        inText: words(
          'A day’s name inside a phrase',
          'Inside a phrase',
          'As {day} in "Every {day}" below, e.g. Sunday.',
        ),
        plural: words(
          'A day’s name for some weeks of the month',
          'Some weeks of the month',
          'As {days} in "{weeks} {days}" below, e.g. Sundays.',
        ),
      }),
      7,
      'The days of the week',
      {
        label: 'Days of the week',
        hint: 'Sunday first.',
        label_singular: 'day',
        summary: '{{fields.name}}',
      },
    ),
    months: fixedList(
      z.object({
        name: words('A month’s name', 'Name', 'e.g. September.'),
        short: words('A month’s short name', 'Short name', 'On the home page’s events, e.g. Sep.'),
      }),
      12,
      'The months',
      {
        label: 'Months',
        hint: 'January first.',
        label_singular: 'month',
        summary: '{{fields.name}}',
      },
    ),
    ordinals: fixedList(
      text('A week of the month').meta(cms('Week', undefined, { name: 'week' })),
      5,
      'The weeks of the month',
      {
        label: 'Weeks of the month',
        hint: 'The 1st to the 5th, for a service on some weeks of the month, e.g. 1st.',
        label_singular: 'week',
      },
    ),
    and: words(
      'The word between the last two weeks of the month',
      'Between the last two weeks',
      'As in "1st, 2nd and 3rd Sundays", e.g. and.',
    ),
    everyWeek: words(
      'The words for a service every week',
      'A service every week',
      '{day} is the day, e.g. Every {day}.',
    ),
    someWeeks: words(
      'The words for a service on some weeks of the month',
      'A service on some weeks of the month',
      '{weeks} are the weeks, e.g. 1st and 3rd; {days} is the day. E.g. {weeks} {days}.',
    ),
    dateAndTime: words(
      'The words for a date with its time',
      'A date with its time',
      'e.g. {date} at {time}.',
    ),
    am: words(
      'The word for a morning time',
      'Morning, after the time',
      'As in 10:30am (the US date style writes 10:30 AM), e.g. am.',
    ),
    pm: words('The word for an afternoon time', 'Afternoon, after the time', 'As in 6pm, e.g. pm.'),
    midday: words('The word for 12 noon', '12 noon', 'e.g. midday.'),
    midnight: words('The word for 12 at night', '12 at night', 'e.g. midnight.'),
  },
) satisfies z.ZodType<DatesText>;

/** How the site names the books of the Bible in a sermon's passage, in the language of its words. */
export const bibleSchema = group(
  cms(
    'Books of the Bible',
    'How a sermon’s Bible passage names each book: in the lists of sermons by book, and where a passage typed short ("Lk 15") is written out in full. A book typed in another language than these words’ is written in these.',
  ),
  {
    books: fixedList(
      text('A book of the Bible').meta(cms('Book', undefined, { name: 'book' })),
      bibleBooks.length,
      'The books of the Bible',
      {
        label: 'Books',
        hint: 'Genesis first, in the order of the Bible, as your Bible names them, e.g. 1 Corinthians.',
        label_singular: 'book',
      },
    ),
    psalm: words(
      'The name of one psalm',
      'One psalm',
      'As in "Psalm 23", where the book is Psalms, e.g. Psalm.',
    ),
  },
) satisfies z.ZodType<BookNames>;

export const siteTextSchema = z.object({
  skipLink: words(
    'The "Skip to main content" link',
    '"Skip to main content" link',
    'The first thing keyboard and screen reader users meet on every page.',
  ),
  newTab: text('The "(opens in a new tab)" note').meta(
    cms('"(opens in a new tab)" note', 'Read aloud after every link that opens another website.'),
  ),
  openMenu: words('The "Open menu" button label', '"Open menu" button'),
  closeMenu: words('The "Close menu" button label', '"Close menu" button'),
  menuTitle: words('The title at the top of the phone menu', 'Title of the phone menu'),
  menuDescription: text('What the phone menu is, read to screen reader users').meta(
    cms('Description of the phone menu', 'Read aloud to screen reader users when the menu opens.'),
  ),
  homeLink: words('The "Return to Home" button label', '"Return to Home" button'),
  mainMenuName: words(
    'The name of the menu across the top',
    'Name of the menu across the top',
    'Read aloud by screen readers before its links, e.g. Main.',
  ),
  logoHomePage: words(
    'What the church’s name at the top links to',
    'The name’s link, read aloud',
    'Read aloud after the church’s name at the top of every page, e.g. home page.',
  ),
  dates: datesSchema,
  bytes: pluralWords(
    'The size of a small file',
    'Size of a small file',
    '{count} byte',
    '{count} bytes',
  ),
  searchBox: group(cms('Search box', 'The search box at the top of every page.'), {
    label: words(
      'The search box label in the header',
      'Label',
      "Read to screen reader users and shown as the box's placeholder, e.g. Search the site.",
    ),
    button: words('The search button label in the header', 'Button'),
  }),
  footer: group(cms('Footer'), {
    tagline: words(
      'The line under the church name in the footer',
      'Line under the church name',
      'Over the social media links, and shown only when Church details gives one, e.g. Follow along through the week.',
    ),
    serviceTimesHeading: words('The footer service times heading', 'Service times heading'),
    contactHeading: words('The footer contact heading', 'Contact heading'),
    charityRegistration: text('The charity registration sentence').meta(
      cms(
        'Charity sentence',
        'The charity number from Church details is added after it. {regulator} names the regulator the number is with, in the words below. Without a number the foot of each page gives no such sentence.',
      ),
    ),
    regulators: regulatorsSchema,
  }),
  watchLive: words(
    'The "Watch live" link label',
    '"Watch live" link',
    'Beside the service times, when Church details has a livestream address.',
  ),
  notice: group(
    cms(
      'Words for the notice across the site',
      'The notice itself is in Church and site → Notice across the site.',
    ),
    {
      label: text('The name of the notice area').meta(
        cms('Name of the notice', 'Read aloud by screen readers before the notice, e.g. Notice.'),
      ),
      dismiss: text('The "Hide this notice" button label').meta(
        cms('"Hide this notice" button', 'Read aloud for the × button that hides the notice.'),
      ),
    },
  ),
  socialLinks: group(cms('Names of the social media links'), {
    facebook: words('The Facebook link label', 'Facebook'),
    instagram: words('The Instagram link label', 'Instagram'),
    youtube: words('The YouTube link label', 'YouTube'),
  }),
  errorPage: group(cms('Error page', 'Shown if a page cannot be displayed because of a fault.'), {
    heading: words('The error page heading', 'Heading'),
    unknownError: words('The error page line for an unknown problem', 'Line for an unknown fault'),
    message: paragraph('The error page message', 'Message'),
  }),
  paging: group(
    cms(
      'Page links under the news and sermons',
      'Shown under a list of news or sermons that runs to more than one page.',
    ),
    {
      label: text('The name of the page links under a list').meta(
        cms('Name of the page links', 'Read aloud to screen reader users, e.g. Pages.'),
      ),
      newer: words('The "Newer" page link label', '"Newer" link'),
      older: words('The "Older" page link label', '"Older" link'),
      page: words('The word "Page" in "Page 2 of 3"', 'Word "Page"', 'As in "Page 2 of 3".'),
      of: words('The word "of" in "Page 2 of 3"', 'Word "of"', 'As in "Page 2 of 3".'),
    },
  ),
  events: group(
    cms(
      'Events',
      'The words around the events from ChurchSuite, on the home page and the Events page.',
    ),
    {
      heading: words('The home page events heading', 'Home page heading'),
      seeAll: words('The "See all events" link label', '"See all events" link'),
      loading: words('The "Loading events" note', '"Loading events" note'),
      emptyHeading: words('The "No Upcoming Events" heading', 'Heading when there are no events'),
      emptyText: words('The line under "No Upcoming Events"', 'Line when there are no events'),
      failed: words(
        'The message when the events cannot be loaded',
        'Message when the events cannot be loaded',
      ),
      failedPopup: words(
        'The pop-up when the events cannot be loaded',
        'Pop-up when the events cannot be loaded',
      ),
      details: words('The "Event details" link label', '"Event details" link'),
      addToCalendar: words('The "Add to calendar" link label', '"Add to calendar" link'),
      cancelled: text('The "Cancelled" mark on a cancelled event').meta(
        cms('"Cancelled" mark', 'Shown before the name of a cancelled event.'),
      ),
      online: text('The "Online" place of an online event').meta(
        cms('"Online" place', 'Shown as the place of an online event, e.g. "Online: Zoom".'),
      ),
      joinOnline: words('The "Join online" link label', '"Join online" link'),
      carousel: text('The events carousel name').meta(
        cms('Name of the events carousel', 'Read aloud by screen readers.'),
      ),
      previous: words('The carousel "Previous slide" button label', '"Previous" button'),
      next: words('The carousel "Next slide" button label', '"Next" button'),
      categories: words(
        'The name of the choice of event categories',
        'Name of the choice of categories',
        'Read aloud by screen readers. The choice shows on the Events page when ChurchSuite gives the events two or more categories.',
      ),
      allCategories: words('The "All events" choice', '"All events" choice'),
      asOf: words(
        'The "last brought up to date" line',
        '"Last brought up to date" line',
        'Shown to visitors without JavaScript above the events the site read from ChurchSuite that morning, followed by the date and time.',
      ),
      subscribe: group(
        cms(
          'Subscribing to the calendar',
          "The section at the foot of the Events page that puts the church's calendar in a visitor's own calendar app.",
        ),
        {
          heading: words('The "Subscribe to this calendar" heading', 'Heading'),
          intro: paragraph('The line under the subscribe heading', 'Line under the heading'),
          button: words('The subscribe button label', 'Subscribe button'),
          address: words(
            'The words before the calendar address',
            "Words before the calendar's address",
          ),
          apps: z
            .array(
              z.object({
                name: words('A calendar app name', 'App'),
                steps: z
                  .array(
                    text('A step for subscribing in a calendar app').meta(
                      cms('Step', undefined, { name: 'step', widget: 'text' }),
                    ),
                  )
                  .min(1, { error: 'A calendar app needs at least one step' })
                  .meta(
                    cms('Steps', 'Numbered on the page in this order; two short ones are plenty.', {
                      label_singular: 'step',
                      min: 1,
                    }),
                  ),
              }),
              { error: 'The calendar apps are missing' },
            )
            .min(1, { error: 'At least one calendar app is needed' })
            .meta(
              cms('Calendar apps', undefined, {
                label_singular: 'app',
                min: 1,
                summary: '{{fields.name}}',
              }),
            ),
        },
      ),
    },
  ),
  notFound: pageMetaSchema.meta(
    cms('Page not found', 'The page shown for a web address the site does not have.', {
      collapsed: undefined,
      summary: undefined,
    }),
  ),
  labels: group(cms('Labels on the activity pages'), {
    lastReviewed: words(
      'The "last reviewed" label',
      '"Last reviewed" label',
      'Under the title of a page of your own that gives the date it was last reviewed.',
    ),
    activityFactsHeading: words(
      "The heading over an activity's quick facts",
      'Heading over the quick facts',
    ),
    activityFactLabels: group(cms('Quick fact labels'), {
      audience: words('The "For" label', '"For"'),
      when: words('The "When" label', '"When"'),
      where: words('The "Where" label', '"Where"'),
    }),
    activitySectionLabels: group(cms('Section headings'), {
      who: words('The "Who?" heading', '"Who?"'),
      what: words('The "What?" heading', '"What?"'),
      why: words('The "Why?" heading', '"Why?"'),
      where: words('The "Where?" heading', '"Where?"'),
      how: words('The "How?" heading', '"How?"'),
      contact: words('The "Contact" heading', '"Contact"'),
    }),
  }),
  churchOffice: words(
    'The name shown for the church office as a contact',
    'Name for the church office',
    "Shown as the name of a contact that uses the church office's phone and e-mail.",
  ),
  bible: bibleSchema,
  // A site of several churches (Our churches): its words; one church needs none.
  churches: group(
    cms(
      'Our churches',
      'Only for a benefice, circuit or linked charge with churches listed under Our churches: the words of their pages, the menu and the home page.',
      { required: false },
    ),
    {
      title: words('The churches page title', 'Page title and menu link', 'e.g. Our churches.'),
      description: text('The churches page description').meta(
        cms('Description', 'One sentence under the title, also shown by search engines.'),
      ),
      thisMonth: words(
        'The "This month\'s services" heading',
        'Heading of the services list',
        'On the home page, e.g. This month’s services.',
      ),
      servicesHere: words(
        'The "Services here" heading',
        'Heading of a church’s services',
        'On each church’s page, e.g. Services here.',
      ),
      none: words(
        'The "no services" sentence',
        'When no service is planned',
        'e.g. No services are planned in the next few weeks.',
      ),
      directions: words('The "Directions" link', 'Directions link'),
      visiting: words('The "before you come" heading', 'Heading of what to know before you come'),
      stepFree: words('The step-free entrance label', 'Step-free entrance'),
      hearingLoop: words('The hearing loop label', 'Hearing loop'),
      toilets: words('The toilets label', 'Toilets'),
      parking: words('The parking label', 'Parking'),
      yes: words('The word for yes', 'Yes'),
      no: words('The word for no', 'No'),
      calendar: words(
        'The calendar link',
        'Calendar link',
        'e.g. Add its services to your calendar.',
      ),
      allChurches: words(
        'The "All churches" choice',
        'All churches choice',
        'On What’s On, before each church’s name, e.g. All churches.',
      ),
      eventsHere: words(
        'The "What’s on here" heading',
        'Heading of a church’s events',
        'e.g. What’s on here.',
      ),
      allEventsHere: words(
        'The link to all of a church’s events',
        'Link to all its events',
        'e.g. Everything on here.',
      ),
      sermonsAt: words(
        'The "Sermons preached at" words',
        'Before a church’s name, over its sermons',
        'e.g. Sermons preached at: the site adds the church’s name.',
      ),
      allSermonsHere: words(
        'The link to all of a church’s sermons',
        'Link to all its sermons',
        'e.g. Every sermon preached here.',
      ),
    },
  ).optional(),
  // Only on a site of two languages (church.yml's second language), in each language's words.
  languages: group(
    cms(
      'Words for the two languages',
      'Only for a site in two languages: the link to each page in the other language, and the note on a page not yet written in this one.',
    ),
    {
      label: words(
        'The name of the language links',
        'Name of the language links',
        'Read aloud by screen readers before the link to the other language, e.g. Language.',
      ),
      names: group(cms('Each language’s name, in these words'), {
        en: words('The name of English', 'English', 'e.g. English; in Welsh, Saesneg.'),
        cy: words('The name of Welsh', 'Welsh', 'e.g. Welsh; in Welsh, Cymraeg.'),
      }),
      untranslated: text('The note on a page not yet written in this language').meta(
        cms(
          'Note on a page not yet in this language',
          '{language} is this language’s name, {original} the other’s, which links to the page as written, e.g. This page is not in {language} yet. Here it is in {original}.',
        ),
      ),
    },
  ).optional(),
});
