import type { StartFacts } from './facts.ts';

// The words one Publish of the start form writes (new-church.ts): each page the sample church
// wrote, rewritten so that it is true of any church that answered the form so. Nothing here
// names a denomination, a country or a fact the form did not ask; {church}, {town}, {email}
// and the like are the site's fill-ins (loading/fill-in.ts), so the words follow church.yml.
// Keys are in the order /admin writes them (public/admin/config.yml).

/** The facts as the words need them: which events, and the tradition as a sentence's end. */
export interface Told {
  facts: StartFacts;
  churchSuite: boolean;
  /** "a Baptist church in the Baptist Union of Wales", however the office began it. */
  tradition: string;
  /** The building's photo, under content/images/, when there is one. */
  photo?: { src: string; alt: string };
  today: string;
}

const meta = (title: string, description: string, heading = title) => ({
  title,
  description,
  heading,
});

const person = (p: StartFacts['leaders'][number]) => ({
  name: p.name,
  role: p.role,
  ...(p.photo && { photo: p.photo }),
  // The part of the photo the office chose on the form's square.
  ...(p.photo && p.photoPosition && { photoPosition: p.photoPosition }),
});

export const home = ({ facts, tradition, photo, churchSuite }: Told) => ({
  meta: meta(
    'Home',
    'A warm welcome to {church} in {town}: when we meet on Sundays, how to find us and what is on.',
    'Welcome',
  ),
  hero: {
    kicker: 'Welcome to',
    tagline: 'A church family in {town}, where everyone is welcome.',
    ...(photo && { image: photo }),
    serviceButton: 'Service times',
    storyButton: 'Find out more',
  },
  serviceTimes: {
    heading: 'When We Meet',
    intro:
      'Everyone is welcome, just as you are. You do not need to know anyone, or to have been to church before.',
    quote: {
      text: 'Come to me, all you who are weary and burdened, and I will give you rest.',
      reference: 'Matthew 11:28',
    },
  },
  story: {
    heading: 'About Our Church',
    text: `We are ${tradition}, meeting on {street} in {town}.\n\nWhether church is new to you or you have belonged to one all your life, we would be glad to see you. [Plan your visit](/visit) to know what to expect, or [meet the people who lead us](/about-us).`,
    valuesHeading: 'What We Do',
    valuesIntro: 'Three things are at the heart of church life here.',
    pillars: [
      {
        title: 'Worship',
        text: 'We meet to worship God together, and everyone is welcome to join us.',
        icon: 'heart',
      },
      {
        title: 'Welcome',
        text: 'We want everyone who comes through our doors to find a friendly face.',
        icon: 'megaphone',
      },
      {
        title: 'The Bible',
        text: 'We read the Bible together, to learn and to grow in faith.',
        icon: 'book',
      },
    ],
  },
  activities: {
    heading: 'Groups and Activities',
    intro:
      'What meets through the week, for every age. Each has its own page, with who it is for, when and where.',
  },
  getInvolved: {
    heading: 'Get Involved',
    intro: 'A few ways to begin.',
    ways: [
      {
        title: 'Come along',
        text: `Join us on ${facts.services[0]!.day} for ${facts.services[0]!.name}.`,
        link: { label: 'Plan your visit', to: '/visit' },
      },
      {
        title: 'Get in touch',
        text: churchSuite
          ? 'Leave your details with the church office, and we will be in touch.'
          : 'The church office will be glad to hear from you.',
        link: { label: churchSuite ? 'Sign up' : 'Contact us', to: '/get-involved' },
      },
      {
        title: 'Give',
        text: 'The life of the church depends on the gifts of its members and friends.',
        link: { label: 'Ways to give', to: '/giving' },
      },
    ],
  },
  findUs: {
    heading: 'Finding Us',
    intro: 'You will find us on {street}, {town}.',
    notes: [],
    directionsLabel: 'Get directions',
  },
});

export const aboutUs = ({ facts, tradition }: Told) => ({
  meta: meta('About Us', 'The people who lead {church}, and what kind of church we are.'),
  intro: `{church} is ${tradition}.`,
  sections: [
    {
      type: 'people',
      heading: 'Who Leads Us',
      people: facts.leaders.map(person),
    },
  ],
});

export const getInvolved = ({ churchSuite }: Told) => ({
  meta: meta(
    'Get Involved',
    'How to get to know {church}, and how to get in touch with the church office.',
  ),
  intro: churchSuite
    ? 'We would love to get to know you, whether you are new to {town} or have been coming for years.\n\nLeave your contact details with the form below and someone from the church office will be in touch. We will stop whenever you ask.'
    : 'We would love to get to know you, whether you are new to {town} or have been coming for years.\n\nE-mail the church office at [{email}](mailto:{email}), or ring {phone}, and someone will be in touch. Or simply come along on a Sunday and say hello.',
  form: {
    title: 'Sign-up form: your contact details, for the church office',
    openLabel: 'Open the sign-up form in a new tab',
    note: 'The form comes from ChurchSuite, where the church office keeps its address book. Our privacy policy says how we look after your details.',
  },
});

export const giving = ({ facts, churchSuite }: Told) => ({
  meta: meta('Giving', 'How to give to {church}, once or regularly, and who to ask for help.'),
  intro:
    'Thank you for thinking of giving. Everything the church does is paid for by the gifts of the people who belong to it and care about it.',
  stepsHeading: 'How to give',
  steps: churchSuite
    ? [
        'Choose the button below and sign in to ChurchSuite with your e-mail address.',
        'Choose “My Giving”, then “Donate”.',
        'Enter the amount, and whether you would like to give once or regularly.',
      ]
    : [
        `Choose “${facts.giving.label}” below.`,
        'Give once, or set up a regular gift, on the page that opens.',
      ],
  button: { label: facts.giving.label, url: facts.giving.url },
  giftAid: {
    heading: 'Gift Aid',
    body: 'If you pay UK income tax, Gift Aid lets the church claim 25p from HMRC on every £1 you give, at no cost to you. Ask the church office for a Gift Aid declaration.',
  },
  help: {
    heading: 'Any questions?',
    text: 'Ring the church office on {phone}, or e-mail {email}, and we will gladly help.',
  },
});

const bulleted = (lines: (string | false)[]) =>
  lines
    .filter((line): line is string => Boolean(line))
    .map((line) => `- ${line}`)
    .join('\n');

/** What the site itself sends, keeps and lets others see: read from the code, not assumed. */
const whatTheSiteCollects = ({ facts, churchSuite }: Told) =>
  [
    'This website does not ask you to sign in, and it sets no cookies for visitors. It does not count visitors or follow you from page to page.',
    'A few things are kept in your own browser, never sent to us:',
    bulleted([
      'whether you have hidden the notice at the top of the page',
      'where you stopped listening to a sermon, and the speed you chose, so that you can carry on',
      churchSuite &&
        'the events last read, for a few minutes, so that each page need not ask again',
    ]),
    'Some parts of the website come from other services, which see your internet address when they load, as any website does:',
    bulleted([
      churchSuite &&
        'ChurchSuite, which the church uses for its address book and events: the events, the groups and the sign-up form are read from it',
      `${facts.livestream ? 'the livestream and sermon videos' : 'sermon videos, if we add any'}, on YouTube: a video loads only when you press play`,
      'Google Maps, only if you choose the link for directions',
      `the giving page that “${facts.giving.label}” opens, which has its own privacy notice`,
    ]),
    'The people who look after the website sign in to edit it. That sign-in sets a cookie, for them alone.',
  ].join('\n\n');

export const privacyPolicy = (told: Told) => {
  const { facts, churchSuite, today } = told;
  const text = (heading: string, words: string) => ({
    heading,
    parts: [{ type: 'text', text: words }],
  });
  return {
    meta: meta(
      'Privacy Policy',
      'How {church} looks after personal information, what this website collects, and your rights.',
    ),
    lastUpdated: today,
    lastUpdatedLabel: 'Last updated',
    intro:
      'This notice says how {church} looks after personal information about you, and the rights you have under the UK General Data Protection Regulation (UK GDPR) and the Data Protection Act 2018.',
    sections: [
      text(
        'Who we are',
        `{church}, {street}, {town}, is responsible for the personal information we hold about you (the data controller). You can reach us at {email}.${
          facts.charityNumber
            ? ' The church is a charity registered with {regulator}, number {charityNumber}.'
            : ' The church has no number with a charity regulator.'
        }`,
      ),
      text('What this website collects', whatTheSiteCollects(told)),
      text(
        'Information you give us',
        [
          'When you e-mail or ring the church office, or fill in a form for us, we keep what you tell us so that we can answer and stay in touch. We use it for the life of the church: pastoral care, news of what is on, giving and Gift Aid, and the checks the law asks of those who work with children and adults at risk.',
          'Because we are a church, knowing that you belong to it can say something about your beliefs, so we take particular care with it.',
          churchSuite &&
            'We keep our address book in ChurchSuite, which looks after it on our behalf, under a written agreement.',
          'We never sell personal information, and we share it only with those in the church who need it, or where the law requires us to.',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
      text(
        'How long we keep it',
        'We keep personal information only as long as we need it, then delete it safely. Gift Aid records are kept for six years after the tax year they belong to, as HMRC requires.',
      ),
      text(
        'Your rights',
        'You may ask for a copy of the information we hold about you, and ask us to correct it, delete it, or stop using it. Where we rely on your consent, you may withdraw it at any time. We will answer within one month.',
      ),
      {
        heading: 'Contact us',
        parts: [
          {
            type: 'text',
            text: 'To ask about your information, or to make a complaint, please contact:',
          },
          { type: 'contacts', contacts: [{ type: 'church-office' }] },
          {
            type: 'text',
            text: 'You may also complain to the Information Commissioner’s Office, which looks after data protection in the UK:',
          },
          {
            type: 'contacts',
            contacts: [
              {
                type: 'person',
                name: 'Information Commissioner’s Office',
                phone: { display: '0303 123 1113', international: '+443031231113' },
                website: { label: 'ico.org.uk', href: 'https://ico.org.uk' },
              },
            ],
          },
        ],
      },
    ],
  };
};

// The site's own labels on the pages rewritten whole, as the sample ships them.
const sermonLabels = {
  empty: 'There are no sermons here yet. New ones are added after they are preached.',
  labels: {
    preacher: 'Preacher',
    passage: 'Bible passage',
    series: 'Series',
    date: 'Preached on',
    listen: 'Listen',
    download: 'Download the recording',
    watch: 'Watch',
    playVideo: 'Play video',
    watchOnYouTube: 'Watch on YouTube',
    backLink: 'Back to all sermons',
    seriesSermons: 'Sermons in this series',
    chapters: 'Chapters',
    speed: 'Speed',
    playFrom: 'Play from',
    resume: 'Carries on where you stopped, at',
    startOver: 'Start from the beginning',
    transcript: 'Transcript',
    readTranscript: 'Read the transcript',
  },
  bible: 'biblegateway-nivuk',
  browse: {
    heading: 'Looking for a sermon?',
    more: 'More sermons like this one',
    sermon: 'sermon',
    sermons: 'sermons',
    series: {
      link: 'By series',
      heading: 'Series of sermons',
      intro:
        'Sermons preached one after another on a book of the Bible or a theme, listed in the order they were preached.',
    },
    preachers: {
      link: 'By preacher',
      heading: 'Preachers',
      intro: 'Each preacher, with their sermons, newest first.',
      list: 'Sermons by',
    },
    books: {
      link: 'By book of the Bible',
      heading: 'By book of the Bible',
      intro: "Sermons grouped by the book of the Bible they are about, in the Bible's order.",
      list: 'Sermons on',
      oldTestament: 'Old Testament',
      newTestament: 'New Testament',
    },
    years: {
      link: 'By year',
      heading: 'Year by year',
      intro: 'The sermons of each year, newest first.',
      list: 'Sermons from',
    },
  },
};
const sermonSubscribe = {
  heading: 'Podcast',
  text: 'Every sermon is a podcast episode too. Copy the address below into any podcast app, and each new sermon will arrive by itself.',
  groupText:
    'Only these sermons, as a podcast. Copy the address below into any podcast app to hear each new one as it is added.',
  feedLabel: 'Podcast address',
};
const groupWords = {
  choose: 'Find the right one',
  ways: { day: 'Day', label: 'Kind of group', site: 'Where', any: 'Any' },
  count: { one: 'group', other: 'groups' },
  chosen: 'Showing',
  showAll: 'Show every group',
  starts: 'Starts',
  ends: 'Until',
  online: 'Online',
  directions: 'Directions',
  signUp: {
    open: 'Open to join',
    closes: 'Sign-up closes on',
    opens: 'Sign-up opens on',
    full: 'Full just now',
    closed: 'Not taking new members just now',
    join: 'Ask to join',
    more: 'More about this group',
    asOf: 'Brought up to date from ChurchSuite on',
  },
  empty: 'There are no groups to show at the moment. Ask the church office what is coming up.',
  unavailable: {
    heading: 'Groups unavailable',
    text: 'ChurchSuite, where the groups are kept, could not be reached when this page was last brought up to date. You can find every group there.',
    link: 'See our groups on ChurchSuite',
  },
};
const hallWords = {
  capacity: 'Holds',
  facilities: 'Facilities',
  hire: 'Hiring it',
  bookings: 'When it is booked',
  week: 'Week beginning',
  free: 'Free all day',
  allDay: 'Booked all day',
  from: 'From',
  until: 'Until',
  to: 'to',
  part: 'part of the room',
  asOf: 'Bookings as at',
  unavailable:
    'We could not read the bookings from ChurchSuite when this page was last brought up to date. Please ask the church office whether the time you would like is free.',
  rooms: 'Show one room',
  allRooms: 'All rooms',
};

export const sermons = () => ({
  meta: meta(
    'Sermons',
    'Listen again to sermons preached at {church}, by date, series, preacher or book of the Bible.',
  ),
  intro: 'Sermons preached at {church}, to hear again or for the first time.',
  ...sermonLabels,
  preachers: [],
  subscribe: sermonSubscribe,
  podcast: {
    title: 'Sermons from {church}',
    description: 'Sermons preached at {church} in {town}, for anyone who would like to listen.',
    author: '{church}',
    funding: 'Give to {church}',
    image: podcastCover,
  },
});

/** The podcast's picture, made from the church's name (pictures are converted at build). */
export const podcastCover = 'podcast/cover.svg';
export const coverPicture = ({ facts }: Told) => {
  const escaped = facts.shortName.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400"><rect width="1400" height="1400" fill="#1e3a5f"/><text x="700" y="640" font-family="Georgia, serif" font-size="96" fill="#fff" text-anchor="middle">${escaped}</text><text x="700" y="800" font-family="Georgia, serif" font-size="72" fill="#c9d6e8" text-anchor="middle">Sermons</text></svg>\n`;
};

export const groups = () => ({
  meta: meta(
    'Find a Group',
    'The groups that meet through the week at {church}, and how to join one.',
  ),
  link: { appears: 'group', group: 'activities', position: 50 },
  intro: 'Groups that meet through the week, and how to join one.',
  ...groupWords,
});

export const halls = () => ({
  slug: 'halls',
  meta: meta('Rooms to Hire', 'The rooms at {church} and when each is booked.'),
  link: { appears: 'footer', position: 15 },
  intro: 'See when each room is booked, then ask the church office about the time you would like.',
  ask: {
    heading: 'Asking for a room',
    text: 'Ring or e-mail the church office with the room, the day and the times you would like.',
  },
  rooms: [{ name: 'The church' }],
  words: {
    ...hallWords,
    unavailable:
      'The bookings could not be read from ChurchSuite when this page was last brought up to date. Ask the church office whether the time you would like is free.',
  },
});

const contactsOf = (people: StartFacts['safeguarding']) =>
  people.map(({ name, role, email, phone }) => ({
    type: 'person',
    name,
    role,
    ...(email && { email }),
    ...(phone && { phone }),
  }));

export const safeguarding = ({ facts, today }: Told) => ({
  slug: 'safeguarding',
  title: 'Safeguarding',
  description:
    'How we keep children, young people and adults safe at {church}, and who to speak to if you are worried about someone.',
  appears: 'footer',
  position: 30,
  lastReviewed: today,
  body: [
    {
      type: 'text',
      text: 'We want {church} to be a safe place for everyone: children, young people and adults alike. Keeping people safe is part of caring for one another.\n\n## Who to speak to\n\nIf something worries you, speak to one of the people below, in confidence.',
    },
    {
      type: 'contacts',
      contacts: [
        ...contactsOf(facts.safeguarding),
        { type: 'church-office', role: 'Or ask the church office to pass on a message' },
      ],
    },
    {
      type: 'text',
      text: '## If you are worried\n\n1. **If anyone is in immediate danger, call the police on 999.**\n2. Otherwise, speak to one of the people above as soon as you can, the same day if possible.\n3. Write down what you saw or heard, in the words that were used, with the date and time.\n\nIf a child tells you something, stay calm, listen, and tell them they were right to tell you. Do not promise to keep it secret.\n\nYou can also contact these at any time:\n\n- The police on [101](tel:101), when it is not an emergency.\n- The NSPCC helpline, for any adult worried about a child, on [0808 800 5000](tel:+448088005000).\n- Childline, free for children and young people, on [0800 1111](tel:08001111).',
    },
  ],
});

export const visit = ({ facts }: Told) => {
  const first = facts.services[0]!;
  return {
    slug: 'visit',
    title: 'Plan your visit',
    description:
      'What to expect on your first visit to {church}: when to come, where to find us and who to ask.',
    appears: 'linked',
    position: 10,
    body: [
      {
        type: 'text',
        text: [
          'Coming to a church for the first time can feel like a big step. This page is here to help, so that all you need to do is come.',
          '## Service times',
          `${first.name} is at {serviceTime} every ${first.day}${first.length ? ' and finishes at about {serviceEnd}' : ''}. The times of every service are at the foot of each page.`,
          '## Where we are',
          'You will find us at {street}, {town}. The link for directions is at the foot of each page.',
          '## Anything else',
          'If there is anything that would make your visit easier, or you have a question, ring the church office on {phone} or e-mail [{email}](mailto:{email}) before you come.',
          'To meet the people who lead the church, see [About us](/about-us).',
        ].join('\n\n'),
      },
    ],
  };
};

export const accessibility = ({ facts, churchSuite, today }: Told) => ({
  slug: 'accessibility',
  title: 'Accessibility statement',
  description:
    'How easy this website is to use, what does not yet work as well as it should, and how to tell us about a problem.',
  appears: 'footer',
  label: 'Accessibility',
  position: 40,
  lastReviewed: today,
  body: [
    {
      type: 'text',
      text: [
        'This statement is about the website of {church}. We want as many people as possible to be able to use it: to zoom in, to find their way with a keyboard alone, to listen with a screen reader, and to read it on a small phone without scrolling sideways.',
        '## Parts that come from other services',
        'Some parts of the website come from other services, and are not wholly in our hands:',
        bulleted([
          churchSuite && 'the events, the groups and the sign-up form, from ChurchSuite',
          `giving online, on the page that “${facts.giving.label}” opens`,
          'sermon videos, played by YouTube',
          'the directions link, which opens Google Maps',
        ]),
        '## Telling us about a problem',
        'If something on the website is hard to use, or you need it in another format, such as large print, e-mail [{email}](mailto:{email}) or ring the church office on {phone}. It helps to know the page, what you were trying to do, and the device you were using. We will reply within a week.',
        '## Technical information',
        'The website is built to meet the [Web Content Accessibility Guidelines version 2.2](https://www.w3.org/TR/WCAG22/) at level AA. Because of the parts from other services, it is partly compliant as a whole.',
      ].join('\n\n'),
    },
  ],
});

export const siteNotice = ({ today }: Told) => ({
  enabled: false,
  message: 'A notice for everyone who visits the website.',
  from: `${today}T09:00`,
  until: `${today}T17:00`,
});

export const shortLinks = () => ({
  links: [{ path: 'give', to: '/giving', note: 'The giving page' }],
});

export const church = ({ facts }: Told) => ({
  name: facts.name,
  shortName: facts.shortName,
  siteUrl: facts.siteUrl,
  address: facts.address,
  phone: facts.phone,
  email: facts.email,
  ...(facts.charityNumber && { charityNumber: facts.charityNumber }),
  services: facts.services,
  ...(facts.livestream && { livestream: facts.livestream }),
  childrenNote: 'Children are welcome at every service. Ask at the door what there is for them.',
  ...(facts.events.from === 'churchsuite' && { churchSuite: facts.events.churchSuite }),
  ...(facts.events.from === 'calendar' && { calendarUrl: facts.events.calendarUrl }),
});

export const events = () => ({
  meta: meta(
    'Events',
    'What is coming up at {church}: each event with its day, time and place.',
    'Upcoming Events',
  ),
});

export const news = () => ({
  meta: meta(
    'News',
    'News from {church}: notices from the church office and what has been happening.',
  ),
  intro: 'News and notices from the church, newest first.',
  empty: 'There is no news just now. Please check back soon, or ring the church office.',
  backLink: 'Back to all news',
  pdf: 'PDF',
  home: { heading: 'News', seeAll: 'All the news' },
  feed: { title: 'News from {church}', link: 'News feed' },
});

/** The menu's words as shipped, and menu groups that say nothing of activities not yet added. */
export const navigation = () => ({
  menu: {
    home: { label: 'Home', position: 10 },
    activities: { label: 'Activities', position: 20 },
    events: { label: 'Events', position: 30 },
    giving: { label: 'Giving', position: 40 },
    aboutUs: { label: 'About Us', position: 50 },
    getInvolved: { label: 'Get Involved', position: 60 },
  },
  footer: {
    news: { label: 'News', position: 10 },
    sermons: { label: 'Sermons', position: 20 },
    calendar: { label: 'Subscribe to our calendar', position: 25 },
    privacyPolicy: { label: 'Privacy Policy', position: 50 },
  },
  activityGroups: [
    { id: 'activities', label: 'Activities', intro: 'For adults.' },
    { id: 'young-people', label: 'Young People', intro: 'For children and young people.' },
  ],
});
