import { z } from 'zod';
import { cms } from './cms-fields.ts';

// Apart from churches.ts, whose pictures are read from disk: /admin's start form uses the church
// file's schema, which names a church, in the browser.

/** Which church of several a service, event or sermon is at: chosen from Our churches in /admin. */
export const churchRef = (what: string, hint: string) =>
  z
    .string({ error: `${what}’s church must be one of the churches’ web addresses` })
    .optional()
    .meta(
      cms('Church', hint, {
        required: false,
        widget: 'relation',
        collection: 'churches',
        value_field: 'slug',
        search_fields: ['name'],
        display_fields: ['name'],
      }),
    );
