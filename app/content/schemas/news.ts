import { z } from 'zod';
import { cms } from './cms-fields.ts';
import { fileExists, fileSize } from '../pictures/content-files.ts';
import { dateSchema, placeholderSchema, slugSchema, summarySchema } from './collection.ts';
import { markdownSchema } from './page-parts.ts';
import { landscapeHint, pictureFolder, pictureSchemas } from './picture-schemas.ts';
import { fileField, group, pageMetaSchema, paragraph, text, words } from './fields.ts';

// News: a Markdown file per notice in content/news/, and the page's words in pages/news.yml.

/** Attachments (the weekly bulletin) live in content/files and are published at /files/. */
export const filesFolder = 'files';
/** The largest attachment the build accepts: a bulletin is a few hundred KB. */
export const largestAttachmentBytes = 10_000_000;

/** A PDF in content/files, as the CMS saves it ("files/bulletin.pdf"), with its size. */
export const attachmentFileSchema = (contentDir: string) =>
  z
    .string({ error: 'The attached file is missing' })
    .regex(new RegExp(`^${filesFolder}/[^/]+\\.pdf$`, 'i'), {
      error: `The attached file must be a PDF in content/${filesFolder}, such as "${filesFolder}/bulletin.pdf"`,
    })
    .transform((key, ctx) => {
      if (fileExists(contentDir, key) === false) {
        ctx.addIssue(
          `The attached file is not in content/${filesFolder} (upload it, or check the spelling)`,
        );
        return z.NEVER;
      }
      // Unknown only in /admin, which cannot see the folder (content-files.ts).
      const bytes = fileSize(contentDir, key) ?? 0;
      if (bytes > largestAttachmentBytes) {
        ctx.addIssue(
          `The attached file is ${(bytes / 1_000_000).toFixed(1)} MB; the most the site takes is ${largestAttachmentBytes / 1_000_000} MB (save the PDF smaller, e.g. "reduced size" or fewer pictures)`,
        );
        return z.NEVER;
      }
      return { href: `/${key}`, bytes };
    });

export function noticeFileSchema(contentDir: string) {
  const { imageSchema } = pictureSchemas(contentDir);
  return z.object({
    slug: slugSchema('harvest-thanksgiving'),
    title: words('The title', 'Title'),
    date: dateSchema('The date').meta(cms('Date')),
    summary: summarySchema(
      'One or two sentences, shown in the list, on the home page and in the news feed.',
    ),
    photo: imageSchema(
      "The notice's",
      {
        label: 'Photo',
        // Inside a group that may be left empty, so the CMS must not insist on it.
        required: false,
        ...pictureFolder('news'),
        hint: landscapeHint,
      },
      {
        label: 'Description of the photo',
        hint: 'What the photo shows, in a sentence. It is read aloud to people who cannot see it.',
      },
    )
      .optional()
      .meta(cms('Photo', 'Optional. Open it with the arrow to add a photo.', { collapsed: true })),
    attachment: z
      .object({
        file: attachmentFileSchema(contentDir).meta(
          cms('PDF file', undefined, fileField(filesFolder)),
        ),
        label: text('The attachment link label').meta(
          cms('Words on the link', "e.g. This week's bulletin. Its size is added after it.", {
            required: false,
          }),
        ),
      })
      .transform(({ file, label }) => ({ ...file, label }))
      .optional()
      .meta(
        cms(
          'Attached PDF',
          'Optional, e.g. the weekly bulletin. Open it with the arrow to attach a PDF (at most 10 MB).',
          { collapsed: true },
        ),
      ),
    placeholder: placeholderSchema,
    body: markdownSchema('The text').meta(
      cms(
        'Text',
        'The toolbar gives headings, bold, italics, links, lists, quotations and pictures.',
      ),
    ),
  });
}

export const newsPageSchema = z.object({
  meta: pageMetaSchema,
  intro: paragraph('The introduction', 'Introduction', 'One sentence under the heading.'),
  empty: words('The line shown when there is no news', 'Line when there is no news'),
  backLink: words('The "Back to all news" link label', '"Back to all news" link'),
  pdf: text('The word after an attachment link').meta(
    cms('Word after an attachment', `As in "This week's bulletin (PDF, 120 KB)".`),
  ),
  home: group(cms('On the home page'), {
    heading: words('The home page news heading', 'Heading'),
    seeAll: words('The "All the news" link label', '"All the news" link'),
  }),
  feed: group(cms('News feed', 'The feed that news readers and some browsers follow.'), {
    title: text('The news feed title').meta(
      cms('Title of the feed', "You can write {church} for the church's name."),
    ),
    link: words('The "News feed" link label', '"News feed" link'),
  }),
});
