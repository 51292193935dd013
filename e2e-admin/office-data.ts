import { join } from 'node:path';

// What the office types in the CMS tests (admin.spec.ts), and what the rebuilt site must then
// show (site-rebuilt.spec.ts): every expectation comes from here or from the content it read.

/** The church's clock, as the CMS's date and time boxes take it: "2026-11-22T18:45". */
export const londonClock = (time: number) =>
  new Intl.DateTimeFormat('sv-SE', {
    timeZone: 'Europe/London',
    dateStyle: 'short',
    timeStyle: 'short',
  })
    .format(time)
    .replace(' ', 'T');
/**
 * When the run began (global-setup.ts), the same in every worker: a test tried again starts a
 * new worker, whose own clock would move the times below from those an earlier test typed.
 */
const began = Number(process.env.CMS_TESTS_BEGAN) || Date.now();
// The notice's times as the CMS's datetime picker saves them: from a moment ago to the next hour.
export const noticeFrom = londonClock(began - 5 * 60_000);
export const noticeUntil = londonClock(began + 60 * 60_000);
export const today = londonClock(began).slice(0, 10);

// An event typed by hand for a church without a calendar feed (typed-events.spec.ts): a fortnight
// on, from seven in the evening until nine.
const fortnight = new Date(began + 14 * 86_400_000);
const eveningOf = (hour: number) =>
  `${londonClock(fortnight.getTime()).slice(0, 10)}T${String(hour).padStart(2, '0')}:00`;
export const typedEvent = {
  title: 'Testwell Barn Dance',
  start: eveningOf(19),
  end: eveningOf(21),
  place: { name: 'Testwell Parish Hall', address: '7 Meadow Lane, Testwell' },
  link: 'https://www.example.org/barn-dance',
};

/** The same evening's times two days ago: an event already over, which /admin refuses. */
const twoDaysAgo = londonClock(began - 2 * 86_400_000).slice(0, 10);
export const endedEvening = { start: `${twoDaysAgo}T19:00`, end: `${twoDaysAgo}T21:00` };

export const member = { name: 'Lydia Testwell', role: 'Elder', photo: 'lydia-testwell.jpg' };
export const newTime = (oldTime: string) => (oldTime === '19:15' ? '18:45' : '19:15');
export const livestream = {
  url: 'https://www.youtube.com/@our-test-church/live',
  note: 'Sundays from 10:55',
};
export const groupCode = 'ab12cd34';

// This week's news, and a sermon in a new series, as the office would add them.
export const notice = {
  slug: 'harvest-supper-thanks',
  title: 'Thank you for the harvest supper',
  summary:
    'Over a hundred of us sat down together in the church halls. Thank you to everyone who cooked and served.',
  text: 'The tables were full and the soup ran out twice.',
  photo: 'supper-tables.jpg',
  alt: 'People at long tables in the church hall, sharing a meal',
};
export const series = {
  slug: 'letters-to-timothy',
  title: 'Letters to Timothy',
  description: 'A few Sundays with the letters Paul wrote to a young minister.',
};
export const sermon = {
  slug: 'guard-the-good-deposit',
  chapter: { start: '4:10', title: 'The sermon' },
  lateChapter: '45:00',
  title: 'Guard the good deposit',
  preacher: 'Rev. Test Preacher',
  passage: '2 Timothy 1:8-14',
  summary: 'What it means to keep the faith we were given, and to pass it on.',
  url: 'https://media.example.org/sermons/guard-the-good-deposit.mp3',
  bytes: '24613000',
  length: '31:05',
};
/** A transcript as a transcription tool saves it: two speakers, within the recording's 31:05. */
export const speakers = ['Hannah Reader', sermon.preacher];
export const transcriptFile = 'guard-the-good-deposit.vtt';
export const transcript = [
  'WEBVTT',
  '',
  '00:00:01.000 --> 00:00:06.000',
  `<v ${speakers[0]}>Our reading is from the second letter to Timothy.`,
  '',
  '00:04:10.000 --> 00:04:16.000',
  `<v ${speakers[1]}>Guard the good deposit that was entrusted to you.`,
  '',
].join('\n');

// A page of the church's own, placed in the footer, as the office would write it.
export const newPage = {
  slug: 'harvest-supper',
  title: 'Harvest supper',
  label: 'Harvest supper',
  description:
    'What happens at the harvest supper in the church halls, what to bring, and how to get a ticket.',
  heading: 'Before you come',
  link: { words: 'what is on', to: '/events' },
  steps: ['Bring a dish to share', 'Bring a friend'],
  photo: 'harvest-supper.jpg',
  alt: 'Long tables set for supper in the church hall',
  // A picture in its text, put there with the editor's own picture button: wide (16 by 9,
  // neither the photo's 3 by 2 nor a person's square), and 1600 px, over the 1200 px the
  // build asks of a picture in text (app/content/pictures/picture-check.ts).
  textPicture: {
    file: 'hall-set-for-supper.jpg',
    alt: 'The church hall with its tables laid for the harvest supper',
  },
};
/** The Markdown Decap writes for it: the collection's public_folder ("text") and the file name. */
export const textPictureLine = `![${newPage.textPicture.alt}](text/${newPage.textPicture.file})`;
export const pageText = [
  'Everyone is welcome at the supper.',
  '',
  `## ${newPage.heading}`,
  '',
  `Tickets are free: see [${newPage.link.words}](${newPage.link.to}).`,
  '',
  ...newPage.steps.map((step, index) => `${index + 1}. ${step}`),
];
export const refusedLinks =
  'See [an old page](http://example.org) or a [bad link](javascript:alert(1)).';
/** A link to a page of the site that does not exist: only the build, which has every page, sees it. */
export const missingPage = 'And an [old page](/no-such-page).';
export const pageFile = join('church-pages', `${newPage.slug}.yml`);
export const sermonFile = join('sermons', `${sermon.slug}.md`);

/** This week's sermon, added from a phone with its MP3 uploaded (recording.spec.ts). */
export const phoneSermon = {
  slug: 'the-sower',
  title: 'The sower',
  preacher: 'Rev. Test Preacher',
  passage: 'Mark 4:1-20',
  summary: 'Seed on the path, on rock, among thorns and on good soil.',
  file: 'Sunday Morning Service.mp3',
  /** The same service as a phone's recorder saves it (AAC in MP4), which the sermon keeps. */
  phoneFile: 'New Recording 12.m4a',
  /** And as a hand-held recorder saves it, refused. */
  wavFile: 'ZOOM0001.WAV',
  /** A line of the transcript Whisper wrote (test/fake-whisper.ts), as the office corrects it. */
  misheard: 'Part 1: the sower went out to sow.',
  corrected: 'A sower went out to sow his seed.',
  saved: 'the-sower.md',
};
