import type { CalendarDate, PictureSource, Weekday } from '../shared.ts';

/** What the feed says of joining a group; `signUpState` (sign-up.ts) turns it into words. */
export type SignUpFacts = {
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
  /** ChurchSuite's, for the group's own page (churchSuiteUrls().group). */
  identifier?: string;
  name: string;
  day?: Weekday;
  /** The meeting's time of day on the church's clock. */
  time?: { hour: number; minute: number };
  /** The feed's words: "Weekly in term time". */
  frequency?: string;
  starts?: CalendarDate;
  ends?: CalendarDate;
  /** An online group has no address. */
  place?: { name?: string; address?: string };
  /** A map search for the address or position. */
  directionsUrl?: string;
  online?: boolean;
  /** Plain text, paragraphs separated by a blank line; '' for none. */
  description: string;
  /** By `feedPicture`'s rule, https only. */
  imageUrl?: string;
  imageSources: PictureSource[];
  signUp: SignUpFacts;
  /** The slugs of its labels' options (GroupsFeed.labels). */
  labels: string[];
  /** The slugs of its sites, or 'all' for a group of every site. */
  sites: string[] | 'all';
};

/** A label's option or a site, for a visitor to choose by. */
export type GroupChoiceValue = { slug: string; name: string };

export type GroupsFeed = {
  groups: ChurchGroup[];
  /** The label options the groups carry, in the feed's order. */
  labels: GroupChoiceValue[];
  sites: GroupChoiceValue[];
};
