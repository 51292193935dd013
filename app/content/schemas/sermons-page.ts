import { z } from 'zod';
import { fileExists, pictureStem } from '../pictures/content-files.ts';
import { imagesFolder } from '../pictures/image-names.ts';
import { cms } from './cms-fields.ts';
import { pictureField, pictureFolder, pictureProblem } from './picture-schemas.ts';
import { bibleChoiceKeys, bibleChoices } from '../../lib/bible-links.ts';
import { group, pageMetaSchema, paragraph, pluralWords, text, words } from './fields.ts';

// The sermons' page, its ways into the archive and the podcast (content/pages/sermons.yml).

/** Where the build publishes the podcast's square picture made from `image` (a content key). */
export const podcastImageSize = 1400;
export const podcastImagePath = (stem: string) =>
  `/images/generated/${stem}-${podcastImageSize}.jpg`;

const podcastImageSchema = (contentDir: string) =>
  z
    .string({ error: 'The podcast picture is missing' })
    .regex(/^[a-z]+\/[^/]+\.(svg|jpe?g|png)$/i, {
      error:
        'The podcast picture must be a folder and a file name ending in .svg, .jpg or .png, such as "podcast/cover.png"',
    })
    .refine((key) => fileExists(contentDir, `${imagesFolder}/${key}`) !== false, {
      error: `The podcast picture is not in content/${imagesFolder} (upload it, or check the spelling)`,
    })
    // Apple Podcasts refuses a picture under 1400 pixels; the build would enlarge a small one.
    .check(pictureProblem(contentDir, 'The podcast picture'))
    .transform((key) => ({ source: key, href: podcastImagePath(pictureStem(contentDir, key)) }));

/** One way into the archive (by series, preacher, book, year): its link and its index page. */
const browseWay = (way: string) =>
  z.object({
    link: words(`The link to the ${way}`, 'Link on /sermons'),
    heading: words(`The heading of the ${way}’ page`, 'Heading of its page'),
    intro: paragraph(`The introduction of the ${way}’ page`, 'Introduction'),
  });

/** The heading of one preacher's, book's or year's list, before its name: "Sermons by". */
const listHeading = (way: string) =>
  text(`The heading of one of the ${way}’ lists`).meta(
    cms('Heading of one list', 'Followed by the name, e.g. "Sermons by" Rev. Jane Morgan.'),
  );

export const sermonsPageSchema = (contentDir: string) =>
  z.object({
    meta: pageMetaSchema,
    intro: paragraph('The introduction', 'Introduction', 'One sentence under the heading.'),
    empty: words('The line shown when there are no sermons', 'Line when there are no sermons'),
    labels: group(cms('Labels'), {
      preacher: words('The "Preacher" label', '"Preacher"'),
      passage: words('The "Bible passage" label', '"Bible passage"'),
      series: words('The "Series" label', '"Series"'),
      date: words('The "Preached on" label', '"Preached on"'),
      listen: words('The "Listen" heading', '"Listen" heading'),
      download: words('The "Download" link label', '"Download the recording" link'),
      watch: words('The "Watch" heading', '"Watch" heading'),
      playVideo: words('The "Play video" button label', '"Play video" button'),
      watchOnYouTube: words('The "Watch on YouTube" link label', '"Watch on YouTube" link'),
      backLink: words('The "Back to all sermons" link label', '"Back to all sermons" link'),
      seriesSermons: words('The heading over a series’ sermons', "Heading over a series' sermons"),
      chapters: words(
        'The "Chapters" heading',
        '"Chapters" heading',
        "Over a sermon's chapters, under the player.",
      ),
      speed: words(
        'The "Speed" label',
        '"Speed" label',
        'Beside the choice of how fast the recording plays.',
      ),
      playFrom: words(
        'The "Play from" label',
        '"Play from" words',
        'Read out to people using a screen reader before a time in the transcript, e.g. "Play from 12:30".',
      ),
      resume: words(
        'The "Carries on where you stopped" label',
        'Words before where a listener stopped',
        'Shown when someone comes back to a sermon they stopped part way through, before the time, e.g. "Carries on where you stopped, at" 12:30.',
      ),
      startOver: words(
        'The "Start from the beginning" button label',
        '"Start from the beginning" button',
        'Beside those words, to play from the start instead.',
      ),
      transcript: words('The "Transcript" heading', '"Transcript" heading'),
      readTranscript: words(
        'The "Read the transcript" label',
        '"Read the transcript" label',
        'Opens the transcript, which is folded away at first.',
      ),
    }),
    bible: z
      .enum(bibleChoiceKeys, {
        error: `The Bible site must be one of ${bibleChoiceKeys.map((key) => `"${key}"`).join(', ')}`,
      })
      .meta(
        cms(
          'Bible passages link to',
          "Each sermon's Bible passage links to it in this translation, on this site, in a new tab.",
          {
            widget: 'select',
            options: bibleChoiceKeys.map((value) => ({ label: bibleChoices[value].label, value })),
          },
        ),
      ),
    browse: group(
      cms(
        'Finding a sermon',
        "The ways into older sermons, on /sermons: by series, by preacher, by book of the Bible and by year. The site works out the books from each sermon's Bible passage.",
      ),
      {
        heading: words('The "Find a sermon" heading', '"Find a sermon" heading'),
        more: words(
          'The "More sermons" heading on a sermon’s page',
          "Heading over the links on a sermon's page",
        ),
        count: pluralWords(
          'The count of sermons',
          'Counting sermons',
          '{count} sermon',
          '{count} sermons',
        ),
        series: browseWay('series').meta(cms('Series')),
        preachers: browseWay('preachers')
          .extend({ list: listHeading('preachers') })
          .meta(cms('Preachers')),
        books: browseWay('books')
          .extend({
            list: listHeading('books'),
            oldTestament: words('The "Old Testament" heading', '"Old Testament" heading'),
            newTestament: words('The "New Testament" heading', '"New Testament" heading'),
          })
          .meta(cms('Books of the Bible')),
        years: browseWay('years')
          .extend({ list: listHeading('years') })
          .meta(cms('Years')),
      },
    ),
    preachers: z
      .array(
        z.object({
          name: words('The preacher’s name', 'Name as the site shows it'),
          also: z
            .array(words('Another way of writing the name', 'Name', undefined, { name: 'name' }))
            .default([])
            .meta(cms('Other ways it has been written')),
        }),
      )
      .default([])
      .meta(
        cms(
          'Preachers written more than one way',
          'Names that differ only in titles, full stops or capitals (Rev. Jane Smith, Jane Smith) are one preacher already. For other spellings (Rev. J. Smith), add the preacher once here with the other ways the name has been typed.',
          { summary: '{{fields.name}}' },
        ),
      ),
    subscribe: group(cms('How to subscribe'), {
      heading: words('The podcast heading', 'Heading'),
      text: paragraph('The podcast text', 'Text'),
      groupText: paragraph(
        'The podcast text of a series or a preacher',
        'Text for a series or a preacher',
        "On a series' or a preacher's page, which each have a podcast of their own.",
      ),
      feedLabel: words('The "Podcast address" label', '"Podcast address" label'),
    }),
    podcast: group(
      cms('Podcast', 'How the sermons appear in Apple Podcasts, Spotify and other podcast apps.'),
      {
        title: words('The podcast title', 'Title', "You can write {church} for the church's name."),
        description: paragraph('The podcast description', 'Description'),
        author: words('The podcast author', 'Author', "Usually the church's name, {church}."),
        funding: text('The podcast’s giving link text')
          .max(128, { error: 'The words on the giving link should be at most 128 letters long' })
          .meta(
            cms(
              'Words on the giving link',
              'Podcast apps that show a way to give show these words, linking to the Giving page, e.g. "Support the work of {church}". At most 128 letters.',
            ),
          ),
        image: podcastImageSchema(contentDir).meta(
          cms(
            'Picture',
            "A square picture, JPEG or PNG, at least 1400 × 1400 pixels. The site makes the podcast's picture from it, cut square from the middle.",
            { ...pictureField, ...pictureFolder('podcast') },
          ),
        ),
      },
    ),
  });
