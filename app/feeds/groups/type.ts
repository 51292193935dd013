import type { CalendarDate, PictureSource, Weekday } from '../shared.ts';

/** What the feed says of joining a group; `signUpState` (sign-up.ts) turns it into words. */
export type SignUpFacts = {
  /** ChurchSuite takes sign-ups for the group at all. */
  enabled: boolean;
  opens?: CalendarDate;
  /** The day sign-up closes (closed on that day, as ChurchSuite's own embed has it). */
  closes?: CalendarDate;
  /** No places left: the feed says so, or its members have reached its capacity. */
  full: boolean;
};

/** A group as every component sees it: clean, typed, safe to render as text. */
export type ChurchGroup = {
  /** Unique within one reading of the feed: a React key and the group's anchor. */
  id: string;
  /** ChurchSuite's identifier, for the group's own page (churchSuiteUrls().group); safe. */
  identifier?: string;
  name: string;
  day?: Weekday;
  /** The meeting's time of day on the church's clock. */
  time?: { hour: number; minute: number };
  /** "Weekly", "Fortnightly", "Weekly in term time": the feed's words. */
  frequency?: string;
  starts?: CalendarDate;
  ends?: CalendarDate;
  /** Where it meets; an online group has no address. */
  place?: { name?: string; address?: string };
  /** A map search for the place (https), when the feed gives an address or a position. */
  directionsUrl?: string;
  online?: boolean;
  /** Plain text, paragraphs separated by a blank line; '' for none. */
  description: string;
  /** The picture by the events' rule (feeds/shared.ts, `feedPicture`), https only. */
  imageUrl?: string;
  imageSources: PictureSource[];
  signUp: SignUpFacts;
  /** The slugs of its labels' options (GroupsFeed.labels). */
  labels: string[];
  /** The slugs of its sites, or 'all' for a group of every site. */
  sites: string[] | 'all';
};

/** One value a visitor can choose by: a label's option or a site. */
export type GroupChoiceValue = { slug: string; name: string };

/** One reading of the groups feed, whichever shape answered. */
export type GroupsFeed = {
  groups: ChurchGroup[];
  /** The label options the groups carry, in the feed's order. */
  labels: GroupChoiceValue[];
  /** The church's sites the groups belong to, when it names them. */
  sites: GroupChoiceValue[];
};
