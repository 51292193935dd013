import { z } from 'zod';
import { londonToInstant, parseWallClock } from '../../lib/wall-clock.ts';
import { cms } from './cms-fields.ts';
import { churchRef } from './church-ref.ts';
import { churchTime } from './collection.ts';
import { blankToNothing, httpsUrl, text, words } from './fields.ts';
import { pictureFolder, pictureSchemas } from './picture-schemas.ts';

// An event typed in /admin, a file each in content/events/, listed beside any calendar feed's.

/** What each box may hold: as much as the feeds' events keep (app/feeds/ical/to-church-event.ts). */
const longest = { title: 150, place: 300, description: 2_000, category: 60 };

const atMost = (what: string, letters: number) => ({
  error: `${what} should be at most ${letters} letters long`,
});

const instantOf = (written: string) => {
  const clock = parseWallClock(written);
  return clock && londonToInstant(clock);
};

export function typedEventFileSchema(contentDir: string) {
  const { imageKey } = pictureSchemas(contentDir);
  return z.preprocess(
    // A box emptied in /admin is no value, as a box never filled in.
    blankToNothing,
    z
      .object(
        {
          title: words('The title', 'Title', 'What the event is called, e.g. Harvest supper.').max(
            longest.title,
            atMost('The title', longest.title),
          ),
          start: churchTime('The start').meta(
            cms('Starts', 'The date and time it starts, on UK time (summer time included).'),
          ),
          end: churchTime('The end')
            .optional()
            .meta(
              cms(
                'Ends',
                'Optional. The date and time it ends, later than the start. Without one, the event leaves the list as it starts.',
              ),
            ),
          place: z
            .object({
              name: text('The place name')
                .max(longest.place, atMost('The place name', longest.place))
                .optional()
                .meta(cms('Name', 'Optional, e.g. Church Hall, or another venue.')),
              address: text('The place address')
                .max(longest.place, atMost('The place address', longest.place))
                .optional()
                .meta(
                  cms(
                    'Address',
                    'Optional: the street and town, for a venue away from the church.',
                  ),
                ),
            })
            .optional()
            .meta(
              cms('Place', 'Optional. Leave both boxes empty for the church itself.', {
                collapsed: false,
              }),
            ),
          church: churchRef(
            'An event',
            'Only on a site of several churches: the church it is at, so its page lists it and What’s On can show one church’s events.',
          ),
          link: httpsUrl('The "More details or booking" link')
            .optional()
            .meta(
              cms(
                'More details or booking',
                'Optional. A full web address starting with https://, such as a booking page.',
              ),
            ),
          picture: imageKey("The event's picture")
            .optional()
            .meta(
              cms(
                'Picture',
                'Optional. A landscape photo, shown 16 by 9 (a taller one is cropped). JPEG, at least 1200 × 675 pixels.',
                pictureFolder('events'),
              ),
            ),
          description: text('The description')
            .max(longest.description, atMost('The description', longest.description))
            .optional()
            .meta(
              cms(
                'Description',
                'Optional. A few sentences; leave a blank line between paragraphs.',
                { widget: 'text' },
              ),
            ),
          category: words(
            'The category',
            'Category',
            "Optional, e.g. Children or Music: once the events have two or more, What's On lets visitors show one at a time.",
          )
            .max(longest.category, atMost('The category', longest.category))
            .optional(),
        },
        { error: 'The event has no title and no start' },
      )
      .refine(
        ({ start, end }) => {
          const [from, until] = [instantOf(start), end === undefined ? undefined : instantOf(end)];
          return from === undefined || until === undefined || until > from;
        },
        { path: ['end'], error: 'The end must be later than the start' },
      ),
  );
}

/**
 * An event over at `now` (its end, else its start): /admin refuses it; the build leaves it out,
 * as every event is over one day.
 */
export function alreadyOver(
  event: { start?: unknown; end?: unknown },
  now: number,
): { keys: ['start' | 'end']; message: string } | undefined {
  const at = (value: unknown) => (typeof value === 'string' ? instantOf(value) : undefined);
  const [from, until] = [at(event.start), at(event.end)];
  if (from === undefined || (event.end !== undefined && until === undefined)) return undefined;
  if (until !== undefined) {
    if (until <= from || until > now) return undefined;
    return {
      keys: ['end'],
      message:
        'This event has already ended, so the site would not show it: change its dates, or delete it',
    };
  }
  if (from > now) return undefined;
  return {
    keys: ['start'],
    message:
      'This event has already started, and one without an end leaves the list as it starts, so the site would not show it: change the start, give it an end, or delete it',
  };
}

/** An event typed in /admin as the loader gives it: its file's name as its id. */
export type TypedEvent = z.output<ReturnType<typeof typedEventFileSchema>> & { id: string };
