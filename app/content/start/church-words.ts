import type { StartFacts } from './facts.ts';

// What the facts put into the words one Publish of the start form writes (new-church.ts). The
// fixed words are church-words.json: each file as written, with null where a fact goes. Nothing
// names a denomination, a country or a fact the form did not ask; {church}, {town}, {email} and
// the like are the site's fill-ins (loading/fill-in.ts), so the words follow church.yml.

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

const person = (p: StartFacts['leaders'][number]) => ({
  name: p.name,
  role: p.role,
  ...(p.photo && { photo: p.photo }),
  // The part of the photo the office chose on the form's square.
  ...(p.photo && p.photoPosition && { photoPosition: p.photoPosition }),
});

const bulleted = (lines: (string | false)[]) =>
  lines.flatMap((line) => (line ? [`- ${line}`] : [])).join('\n');

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

const text = (words: string) => ({ parts: [{ text: words }] });

/** Each written file's facts, by its path under content/ (church-words.json has every file). */
export const factsIn: Record<string, (told: Told) => unknown> = {
  // The facts as the form has them, the events' own at the top level.
  'church.yml': ({ facts }) => ({ ...facts, ...facts.events }),
  'site-notice.yml': ({ today }) => ({ from: `${today}T09:00`, until: `${today}T17:00` }),
  'pages/home.yml': ({ facts, tradition, photo, churchSuite }) => ({
    hero: { image: photo },
    story: {
      text: `We are ${tradition}, meeting on {street} in {town}.\n\nWhether church is new to you or you have belonged to one all your life, we would be glad to see you. [Plan your visit](/visit) to know what to expect, or [meet the people who lead us](/about-us).`,
    },
    getInvolved: {
      ways: [
        { text: `Join us on ${facts.services[0]!.day} for ${facts.services[0]!.name}.` },
        {
          text: churchSuite
            ? 'Leave your details with the church office, and we will be in touch.'
            : 'The church office will be glad to hear from you.',
          link: { label: churchSuite ? 'Sign up' : 'Contact us' },
        },
      ],
    },
  }),
  'pages/about-us.yml': ({ facts, tradition }) => ({
    intro: `{church} is ${tradition}.`,
    sections: [{ people: facts.leaders.map(person) }],
  }),
  'pages/get-involved.yml': ({ churchSuite }) => ({
    intro: churchSuite
      ? 'We would love to get to know you, whether you are new to {town} or have been coming for years.\n\nLeave your contact details with the form below and someone from the church office will be in touch. We will stop whenever you ask.'
      : 'We would love to get to know you, whether you are new to {town} or have been coming for years.\n\nE-mail the church office at [{email}](mailto:{email}), or ring {phone}, and someone will be in touch. Or simply come along on a Sunday and say hello.',
  }),
  'pages/giving.yml': ({ facts, churchSuite }) => ({
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
    button: facts.giving,
  }),
  'pages/privacy-policy.yml': (told) => ({
    lastUpdated: told.today,
    sections: [
      text(
        `{church}, {street}, {town}, is responsible for the personal information we hold about you (the data controller). You can reach us at {email}.${
          told.facts.charityNumber
            ? ' The church is a charity registered with {regulator}, number {charityNumber}.'
            : ' The church has no number with a charity regulator.'
        }`,
      ),
      text(whatTheSiteCollects(told)),
      text(
        [
          'When you e-mail or ring the church office, or fill in a form for us, we keep what you tell us so that we can answer and stay in touch. We use it for the life of the church: pastoral care, news of what is on, giving and Gift Aid, and the checks the law asks of those who work with children and adults at risk.',
          'Because we are a church, knowing that you belong to it can say something about your beliefs, so we take particular care with it.',
          told.churchSuite &&
            'We keep our address book in ChurchSuite, which looks after it on our behalf, under a written agreement.',
          'We never sell personal information, and we share it only with those in the church who need it, or where the law requires us to.',
        ]
          .filter(Boolean)
          .join('\n\n'),
      ),
    ],
  }),
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
            'You will find us at {street}, {town}. The link for directions is at the foot of each page.',
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
  'church-pages/accessibility.yml': ({ facts, churchSuite, today }) => ({
    lastReviewed: today,
    body: [
      {
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
  }),
};

/** The podcast's picture, made from the church's name (pictures are converted at build). */
export const coverPicture = ({ facts }: Told) => {
  const escaped = facts.shortName.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400"><rect width="1400" height="1400" fill="#1e3a5f"/><text x="700" y="640" font-family="Georgia, serif" font-size="96" fill="#fff" text-anchor="middle">${escaped}</text><text x="700" y="800" font-family="Georgia, serif" font-size="72" fill="#c9d6e8" text-anchor="middle">Sermons</text></svg>\n`;
};
