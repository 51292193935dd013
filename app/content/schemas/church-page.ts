import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { words, datePicker } from './fields.ts';
import { type Block, textAndContactParts } from './contacts.ts';
import { activitySlugSchema } from './activity.ts';
import { linkPlacement, metaDescription, namesItsGroup } from './page-parts.ts';
import { pictureSchemas, scenePhoto } from './picture-schemas.ts';

/** A page of the church's own, at /{slug} (content/church-pages). */
export function churchPageSchema(contentDir: string) {
  const { imageSchema } = pictureSchemas(contentDir);
  return z
    .object({
      slug: activitySlugSchema.meta({
        cms: {
          hint: 'The page is at / followed by this, e.g. safeguarding. Small letters and dashes only, not one the site already uses (events, news, sermons…). Changing it breaks saved links.',
        },
      }),
      title: words(
        'The page title',
        'Title',
        'The large heading at the top of the page, and its name in search engines.',
      ),
      description: metaDescription("The page's description").meta(
        cms(
          'Description',
          'One sentence under the title, also shown by search engines. 50 to 160 letters.',
        ),
      ),
      ...linkPlacement,
      // The picture's box not required: it is inside a group that may be left empty.
      photo: imageSchema('The page', scenePhoto('Photo', { required: false }))
        .optional()
        .meta(
          cms('Photo', 'Optional. Open it with the arrow to add a photo under the title.', {
            collapsed: true,
          }),
        ),
      lastReviewed: z.iso
        .date({
          error: 'The "last reviewed" date must be written year-month-day, such as 2026-11-01',
        })
        .optional()
        .meta(
          cms(
            'Last reviewed',
            'Optional. For a policy or statement, the date it was last checked; shown under the title.',
            datePicker,
          ),
        ),
      body: textAndContactParts('page').meta(
        cms(
          'Text',
          'Text, or text with contact cards in between. The toolbar gives headings, bold, italics, links, lists, quotations and pictures.',
        ),
      ),
    })
    .check(namesItsGroup);
}

/** What a church page receives (shape.ts): its words as blocks, without where its links appear. */
export type ChurchPage = Omit<
  z.output<ReturnType<typeof churchPageSchema>>,
  'appears' | 'group' | 'label' | 'position' | 'body'
> & { body: Block[] };
