import { roadIn } from '../../content/loading/fill-in.ts';
import { fillPhrase, listWords } from '../../lib/format-date.ts';
import type { Language } from '../../lib/languages.ts';
import { weekdayWordsOf } from '../../lib/service-patterns.ts';
import { churchNamed, churchSlugOf, type StartFacts, weeksOf } from './facts.ts';
import { type FormWords, formWords, languageWords } from './words.ts';

// What the facts put into the words one Publish of the start form writes (new-church.ts): the
// words are words/'s (words.ts), which name no denomination, country or fact the form did not
// ask; {church}, {town}, {email} and the like are the site's fill-ins (loading/fill-in.ts), so
// the words follow church.yml.

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
  /** A site of several churches: each, as the form has it; none for one church. */
  churches: Extract<StartFacts['churches'], { of: 'several' }>['list'];
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

/** Which variants of the words hold for this church (words.ts): its answers as yes or no. */
export const conditionsOf = (told: Told) => {
  const { facts, churchSuite, signUp, givingInChurchSuite, keeps } = told;
  return {
    ChurchSuite: churchSuite,
    SignUpForm: signUp === 'churchsuite',
    OfficeSignUp: signUp === 'office',
    SignUp: signUp !== 'none',
    GivingInChurchSuite: givingInChurchSuite,
    // ChurchSuite keeps the church's address book: its own, or what its form and giving gather.
    ChurchSuiteAddressBook: keeps.addressBook || signUp === 'churchsuite' || givingInChurchSuite,
    AddressBook: keeps.addressBook,
    Registers: keeps.registers,
    GiftAid: keeps.giftAid,
    RoomsToHire: (facts.rooms ?? []).length > 0,
    Livestream: Boolean(facts.livestream),
    CharityNumber: Boolean(facts.charityNumber),
    ServiceLength: Boolean(facts.services[0]!.length),
    SeveralChurches: told.churches.length > 0,
    // A name the pages' descriptions have room for only in their shorter words (church.ts).
    LongName: facts.name.trim().length > 40,
  };
};

/**
 * The form's own fill-ins in the words (`{tradition}`) of `language`: the day and "and" in its
 * words for dates; the site's (`{church}`) stay for the build. In a language other than English
 * the form fills in where the church is ({onStreet}) itself, in that language's words, as the
 * site's is English ("on Church Road"): the words then keep the street as it was at Publish.
 */
export const formFillInsOf = (
  { facts, tradition, churches }: Told,
  language: Language = 'en',
): Record<string, string> => {
  const { dates } = languageWords[language];
  const { street } = facts.address;
  const road = roadIn(street);
  const { site } = formWords[language];
  return {
    ...(language !== 'en' && {
      onStreet: road
        ? fillPhrase(site.onRoad, { road })
        : fillPhrase(site.atPlace, { place: street.trim() }),
    }),
    tradition,
    churchNames: listWords(
      churches.map((church) => church.name),
      dates.and,
    ),
    firstServiceName: facts.services[0]!.name,
    firstServiceDay: weekdayWordsOf(facts.services[0]!.day, dates).inText,
    givingLabel: facts.giving.label,
  };
};

/**
 * Each written file's facts (not words: those are words/'s), by its path under content/; `words`
 * are the form's own in the file's language, for the few the form writes itself.
 */
export const factsIn: Record<string, (told: Told, words: FormWords) => unknown> = {
  // The facts as the form has them, the events' own at the top level.
  'church.yml': ({ facts, churches }) => ({
    ...facts,
    ...facts.events,
    // Several churches: each service at its church (by its web address) on its weeks.
    services: facts.services.map(({ church, weeks, ...service }) => ({
      ...service,
      ...(church && { church: slugOfChurch(churches, church) }),
      ...(weeks && { weeks: weeksOf(weeks) }),
    })),
  }),
  'site-notice.yml': ({ today }) => ({ from: `${today}T09:00`, until: `${today}T17:00` }),
  'pages/home.yml': ({ photo }) => ({ hero: { image: photo } }),
  'pages/about-us.yml': ({ facts }) => ({
    // Those with no group first, under the words' own heading, then each group under its name.
    sections: [...new Set(facts.leaders.map(groupOf))]
      .sort((a, b) => Number(Boolean(a)) - Number(Boolean(b)))
      .map((group) => ({
        ...(group && { heading: group }),
        people: facts.leaders.filter((p) => groupOf(p) === group).map(person),
      })),
  }),
  // ChurchSuite's form only where the church said it has set it up.
  'pages/get-involved.yml': ({ signUp }) => ({ ...(signUp !== 'churchsuite' && { form: false }) }),
  'pages/giving.yml': ({ facts, keeps }) => ({
    ...(!keeps.giftAid && { giftAid: false }),
    button: facts.giving,
  }),
  'pages/privacy-policy.yml': ({ today }) => ({ lastUpdated: today }),
  // The rooms the church hires out; the page shows only with ChurchSuite's bookings.
  'pages/halls.yml': ({ facts }) => ({ rooms: facts.rooms ?? [] }),
  'church-pages/safeguarding.yml': ({ facts, today }, { site }) => ({
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
          { type: 'church-office', role: site.officeContact },
        ],
      },
    ],
  }),
  'church-pages/accessibility.yml': ({ today }) => ({ lastReviewed: today }),
};

const escaped = (words: string) => words.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** The podcast's picture, made from the church's name (pictures are converted at build). */
export const coverPicture = ({ facts }: Told, { site }: FormWords) =>
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1400 1400"><rect width="1400" height="1400" fill="#1e3a5f"/><text x="700" y="640" font-family="Georgia, serif" font-size="96" fill="#fff" text-anchor="middle">${escaped(facts.shortName)}</text><text x="700" y="800" font-family="Georgia, serif" font-size="72" fill="#c9d6e8" text-anchor="middle">${escaped(site.podcastPicture)}</text></svg>\n`;

/** The web address of the church a service names, as typed (the form checked it is one). */
const slugOfChurch = (churches: Told['churches'], typed: string) =>
  churchSlugOf(churchNamed(churches, typed)?.name ?? typed);

const yes = (answer?: string) => answer === 'yes';

/** Each church of several as its own file, content/churches/{slug}.yml. */
export const churchFilesOf = ({ churches }: Told) =>
  churches.map(({ name, address, stepFree, hearingLoop, toilets, parking }) => ({
    slug: churchSlugOf(name),
    name,
    address,
    access: {
      stepFree: yes(stepFree),
      hearingLoop: yes(hearingLoop),
      toilets: yes(toilets),
      ...(parking && { parking }),
    },
  }));
