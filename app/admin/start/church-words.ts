import type { StartFacts } from './facts.ts';

// What the facts put into the words one Publish of the start form writes (new-church.ts). The
// fixed words are church-words.json: each file as written, with null where a fact goes. Nothing
// names a denomination, a country or a fact the form did not ask; {church}, {town}, {email} and
// the like are the site's fill-ins (loading/fill-in.ts), so the words follow church.yml.

/** The facts as the words need them: which events, and the tradition as a sentence's end. */
export interface Told {
  facts: StartFacts;
  churchSuite: boolean;
  /** Where people leave their details: ChurchSuite's form, the office, or neither. */
  signUp: NonNullable<StartFacts['signUp']>;
  /** Giving is ChurchSuite's My Giving when the giving address is the church's ChurchSuite. */
  givingInChurchSuite: boolean;
  /** What the church keeps beyond the website, as the form's answers say. */
  keeps: { giftAid: boolean; registers: boolean; addressBook: boolean };
  /** "a Baptist church in the Baptist Union of Wales", however the office began it. */
  tradition: string;
  /** The building's photo, under content/images/, when there is one. */
  photo?: { src: string; alt: string };
  today: string;
}

const person = (p: StartFacts['leaders'][number]) => ({
  name: p.name,
  role: p.role,
  ...(p.photo && { photo: p.photo }),
  // The part of the photo the office chose on the form's square.
  ...(p.photo && p.photoPosition && { photoPosition: p.photoPosition }),
});

const groupOf = (p: StartFacts['leaders'][number]) => p.group?.trim() ?? '';

const bulleted = (lines: (string | false | undefined)[]) =>
  lines.flatMap((line) => (line ? [`- ${line}`] : [])).join('\n');

/** What the site itself sends, keeps and lets others see: read from the code, not assumed. */
const whatTheSiteCollects = ({ facts, churchSuite, signUp }: Told) =>
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
      churchSuite && 'ChurchSuite, from which the events and groups are read',
      signUp === 'churchsuite' &&
        'ChurchSuite’s sign-up form, on the Get Involved page: what you type into it goes straight to our address book',
      'Google Maps, only if you choose the link for directions',
      facts.livestream && 'the livestream, only if you choose “Watch live”',
      `the giving page that “${facts.giving.label}” opens, which has its own privacy notice`,
    ]),
    'The people who look after the website sign in to edit it. That sign-in sets a cookie, for them alone.',
  ].join('\n\n');

/** What the church does with what people tell it, each purpose once (the ICO's checklist). */
const purposes = ({ keeps, facts }: Told) =>
  [
    'We use what you tell us for the life of the church:',
    bulleted([
      'to answer you, and to keep in touch with news of services and what is on, if you ask us to',
      'to care for the people of the church, and to visit them',
      keeps.addressBook && 'to keep an address book of the people who belong to the church',
      keeps.registers &&
        'to keep registers of baptisms, marriages and funerals, and the roll of members',
      keeps.giftAid && 'to claim Gift Aid on your gifts',
      (facts.rooms ?? []).length > 0 && 'to take bookings for the rooms we hire out',
      'to check, as the law asks, those who work with children and adults at risk',
      'to keep the church’s own accounts',
    ]),
  ].join('\n\n');

/** The lawful basis for each purpose above (UK GDPR Articles 6 and 9). */
const lawfulBases = ({ keeps, facts }: Told) =>
  [
    'The law allows us to use personal information only on certain grounds. For each use above, they are:',
    bulleted([
      'News and notices: your consent, which you may withdraw at any time.',
      'Answering you, pastoral care and visiting: our legitimate interests as a church, in caring for those in touch with it.',
      keeps.addressBook &&
        'The address book: our legitimate interests as a church, in knowing who belongs to it.',
      keeps.registers &&
        'Registers and the roll of members: our legitimate interests as a church, in keeping the record of its life.',
      keeps.giftAid &&
        'Gift Aid: a legal obligation, as HMRC requires us to keep the records of each claim.',
      (facts.rooms ?? []).length > 0 && 'Booking a room: a contract with you.',
      'Checks for those who work with children and adults at risk: a legal obligation.',
      'The church’s accounts: a legal obligation.',
    ]),
    'Where what we keep says something about your religious beliefs, we keep it as a not-for-profit religious body may, about its members, former members and those in regular touch with it, and we do not share it outside the church without your consent.',
  ].join('\n\n');

/** Who sees it: the recipients the church has, named. */
const recipients = ({ keeps, signUp, givingInChurchSuite, facts }: Told) =>
  [
    'Only those in the church who need it for what they do for the church see your personal information: its leaders, staff and volunteers.',
    (keeps.addressBook || signUp === 'churchsuite' || givingInChurchSuite) &&
      'ChurchSuite keeps our address book for us, under a written agreement, and uses it only as we tell it to.',
    keeps.giftAid && 'We give HMRC what it needs to pay the Gift Aid we claim on your gifts.',
    `When you give online, the page “${facts.giving.label}” opens is run by another organisation, which has its own privacy notice.`,
    'We pass on information where the law requires us to, or to keep someone safe from harm.',
    'We never sell personal information, or share it with anyone for their own marketing.',
  ]
    .filter(Boolean)
    .join('\n\n');

/** How long each kind is kept. */
const retention = ({ keeps, facts }: Told) =>
  [
    'We keep personal information only as long as we need it for what it was given for, then delete or destroy it safely. In particular:',
    bulleted([
      'What you give us for one thing only, such as a question or a place at one event, is deleted within a year.',
      keeps.addressBook &&
        'Your place in our address book stays while you are in touch with the church, and goes when you ask, or when you leave.',
      keeps.giftAid &&
        'Gift Aid declarations, and the records of the gifts they cover, are kept for six years after the end of the tax year of the last gift, as HMRC requires.',
      keeps.registers &&
        'Registers of baptisms, marriages and funerals, and the roll of members, are kept for good: they are part of the church’s history.',
      (facts.rooms ?? []).length > 0 &&
        'A room booking is kept for six years after it ends, with the church’s accounts.',
    ]),
  ].join('\n\n');

const text = (words: string) => ({ parts: [{ text: words }] });

/** Each written file's facts, by its path under content/ (church-words.json has every file). */
export const factsIn: Record<string, (told: Told) => unknown> = {
  // The facts as the form has them, the events' own at the top level.
  'church.yml': ({ facts }) => ({ ...facts, ...facts.events }),
  'site-notice.yml': ({ today }) => ({ from: `${today}T09:00`, until: `${today}T17:00` }),
  'pages/home.yml': ({ facts, tradition, photo, signUp }) => ({
    hero: { image: photo },
    story: {
      text: `We are ${tradition}, meeting on {street} in {town}.\n\nWhether church is new to you or you have belonged to one all your life, we would be glad to see you. [Plan your visit](/visit) to know what to expect, or [meet the people who lead us](/about-us).`,
    },
    getInvolved: {
      ways: [
        { text: `Join us on ${facts.services[0]!.day} for ${facts.services[0]!.name}.` },
        {
          text: {
            churchsuite: 'Leave your details with the church office, and we will be in touch.',
            office: 'The church office will be glad to hear from you.',
            none: 'Say hello at the door, and we will be glad to meet you.',
          }[signUp],
          link: {
            label: { churchsuite: 'Sign up', office: 'Contact us', none: 'Get involved' }[signUp],
          },
        },
      ],
    },
  }),
  'pages/about-us.yml': ({ facts, tradition }) => ({
    intro: `{church} is ${tradition}.`,
    // Those with no group first, under the words' own heading, then each group under its name.
    sections: [...new Set(facts.leaders.map(groupOf))]
      .sort((a, b) => Number(Boolean(a)) - Number(Boolean(b)))
      .map((group) => ({
        ...(group && { heading: group }),
        people: facts.leaders.filter((p) => groupOf(p) === group).map(person),
      })),
  }),
  'pages/get-involved.yml': ({ signUp, facts }) => {
    const comeAlong = `come along on ${facts.services[0]!.day} and say hello.`;
    const way = {
      churchsuite:
        'Leave your contact details with the form below and someone from the church office will be in touch. We will stop whenever you ask.',
      office:
        'E-mail the church office at [{email}](mailto:{email}), or ring {phone}, and someone will be in touch.',
      none: undefined,
    }[signUp];
    return {
      intro: [
        'We would love to get to know you, whether you are new to {town} or have been coming for years.',
        way ? `${way} Or simply ${comeAlong}` : `Simply ${comeAlong}`,
      ].join('\n\n'),
      // ChurchSuite's form only where the church said it has set it up.
      ...(signUp !== 'churchsuite' && { form: false }),
    };
  },
  'pages/giving.yml': ({ facts, givingInChurchSuite, keeps }) => ({
    ...(!keeps.giftAid && { giftAid: false }),
    steps: givingInChurchSuite
      ? [
          'Choose the button below and sign in to ChurchSuite with your e-mail address.',
          'Choose “My Giving”, then “Donate”.',
          'Enter the amount, and whether you would like to give once or regularly.',
        ]
      : [
          `Choose “${facts.giving.label}” below.`,
          'Give once, or set up a regular gift, on the page that opens.',
        ],
    button: facts.giving,
  }),
  'pages/privacy-policy.yml': (told) => ({
    lastUpdated: told.today,
    // The words' nine sections: these five are the church's own; the rest are the same for all.
    sections: [
      {},
      text(
        `{church}, {address}, decides why and how the personal information we keep about you is used: it is the data controller. You can reach us at {email} or on {phone}.${
          told.facts.charityNumber
            ? ' The church is a charity registered with {regulator}, number {charityNumber}.'
            : ''
        }`,
      ),
      text(`${purposes(told)}\n\n${whatTheSiteCollects(told)}`),
      text(lawfulBases(told)),
      text(recipients(told)),
      text(retention(told)),
    ],
  }),
  // The rooms the church hires out; the page shows only with ChurchSuite's bookings.
  'pages/halls.yml': ({ facts }) => ({ rooms: facts.rooms ?? [] }),
  'church-pages/visit.yml': ({ facts }) => {
    const first = facts.services[0]!;
    return {
      body: [
        {
          text: [
            'Coming to a church for the first time can feel like a big step. This page is here to help, so that all you need to do is come.',
            '## Service times',
            `${first.name} is at {serviceTime} every ${first.day}${first.length ? ' and finishes at about {serviceEnd}' : ''}. The times of every service are at the foot of each page.`,
            '## Where we are',
            'You will find us at {address}.',
            '## Anything else',
            'If there is anything that would make your visit easier, or you have a question, ring the church office on {phone} or e-mail [{email}](mailto:{email}) before you come.',
            'To meet the people who lead the church, see [About us](/about-us).',
          ].join('\n\n'),
        },
      ],
    };
  },
  'church-pages/safeguarding.yml': ({ facts, today }) => ({
    lastReviewed: today,
    body: [
      {},
      {
        contacts: [
          ...facts.safeguarding.map(({ name, role, email, phone }) => ({
            type: 'person',
            name,
            role,
            ...(email && { email }),
            ...(phone && { phone }),
          })),
          { type: 'church-office', role: 'Or ask the church office to pass on a message' },
        ],
      },
    ],
  }),
  'church-pages/accessibility.yml': ({ facts, signUp, today }) => ({
    lastReviewed: today,
    body: [
      {
        text: [
          'This statement is about the website of {church}. We want as many people as possible to be able to use it: to zoom in, to find their way with a keyboard alone, to listen with a screen reader, and to read it on a small phone without scrolling sideways.',
          '## Pages run by others',
          'Some links open pages that other organisations run, which are not in our hands:',
          bulleted([
            `giving online, on the page that “${facts.giving.label}” opens`,
            'directions, which open Google Maps',
            facts.livestream && 'the livestream, which “Watch live” opens',
          ]),
          '## Telling us about a problem',
          'If something on the website is hard to use, or you need it in another format, such as large print, e-mail [{email}](mailto:{email}) or ring the church office on {phone}. It helps to know the page, what you were trying to do, and the device you were using. We will reply within a week.',
          '## Technical information',
          `The website is built to meet the [Web Content Accessibility Guidelines version 2.2](https://www.w3.org/TR/WCAG22/) at level AA.${
            signUp === 'churchsuite'
              ? ' The sign-up form on the Get Involved page comes from ChurchSuite, and we cannot promise that it meets them too.'
              : ''
          }`,
        ].join('\n\n'),
      },
    ],
  }),
};

/** The podcast's picture, made from the church's name (pictures are converted at build). */
export const coverPicture = ({ facts }: Told) => {
  const escaped = facts.shortName.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400"><rect width="1400" height="1400" fill="#1e3a5f"/><text x="700" y="640" font-family="Georgia, serif" font-size="96" fill="#fff" text-anchor="middle">${escaped}</text><text x="700" y="800" font-family="Georgia, serif" font-size="72" fill="#c9d6e8" text-anchor="middle">Sermons</text></svg>\n`;
};
