import { z } from 'zod';
import { samplePerson } from './contacts.ts';
import { cms } from './cms-fields.ts';
import { pageMetaSchema, photoPositionSchema, words } from './fields.ts';
import { markdownSchema, toolbarHint } from './page-parts.ts';
import { pictureFolder, pictureSchemas } from './picture-schemas.ts';
import { pageSectionsSchema } from './page-sections.ts';

/** About Us (pages/about-us.yml): an introduction, then sections of the church's own choosing. */
export function aboutUsSchema(contentDir: string) {
  const { imageKey } = pictureSchemas(contentDir);
  const personSchema = z.object({
    name: words("A person's name", 'Name', 'As it should be shown, e.g. Rev. Jane Morgan.'),
    role: words("A person's role", 'Role', 'e.g. Minister, Elder, Steward, Youth Worker.'),
    // Optional: someone who would rather not be pictured online is shown by their initials.
    photo: imageKey("A person's photo")
      .optional()
      .meta(
        cms(
          'Photo',
          'Optional. A head-and-shoulders photo, shown as a square (below, as the site will show it). Without one, the site shows their initials. JPEG or PNG, at least 480 × 480 pixels.',
          { ...pictureFolder('people'), widget: 'portrait' },
        ),
      ),
    photoPosition: photoPositionSchema,
    placeholder: samplePerson(
      'On for the made-up people that came with the website; the build lists them until they are replaced. Leave it off for a real person.',
    ),
  });

  return z.object({
    meta: pageMetaSchema,
    intro: markdownSchema('The introduction').meta(cms('Introduction', toolbarHint)),
    sections: pageSectionsSchema('About Us', personSchema),
  });
}
