import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { group, pageMetaSchema, paragraph, words } from './fields.ts';
import { markdownSchema } from './page-parts.ts';

/** The Get Involved page (content/pages/get-involved.yml); its form comes from ChurchSuite. */
export const getInvolvedSchema = z.object({
  meta: pageMetaSchema,
  intro: markdownSchema('The introduction').meta(
    cms(
      'Introduction',
      'The toolbar gives headings, links, lists and more. You can write {town} for the town.',
    ),
  ),
  // None for a church without ChurchSuite's sign-up form: the page gives the office instead.
  form: group(cms('Sign-up form', 'Optional. The form itself comes from ChurchSuite.'), {
    title: words('The sign-up form title', 'Title of the form', 'Read aloud by screen readers.'),
    openLabel: words(
      'The "open the form in a new tab" link label',
      '"Open the form in a new tab" link',
    ),
    note: paragraph('The note beside the form', 'Note beside the form'),
  }).optional(),
});
