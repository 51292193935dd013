import { statSync } from 'node:fs';
import { join } from 'node:path';
import { z } from 'zod';
import { dateSchema, placeholderSchema, slugSchema } from './collection.ts';
import { type Block, contentSchemas, markdownSchema } from './page-schemas.ts';
import { pageMetaSchema, text } from './schema.ts';

// News: one Markdown file per notice in content/news/ (facts in front matter, the notice's
// words below), and the page's own words in content/pages/news.yml. public/admin/config.yml
// gives the CMS the same fields ("news" and "pages → news"); cms-config.test.ts checks them.

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
      let bytes: number;
      try {
        bytes = statSync(join(contentDir, key)).size;
      } catch {
        ctx.issues.push({
          code: 'custom',
          input: key,
          message: `The attached file is not in content/${filesFolder} (upload it, or check the spelling)`,
        });
        return z.NEVER;
      }
      if (bytes > largestAttachmentBytes) {
        ctx.issues.push({
          code: 'custom',
          input: key,
          message: `The attached file is ${(bytes / 1_000_000).toFixed(1)} MB; the most the site takes is ${largestAttachmentBytes / 1_000_000} MB (save the PDF smaller, e.g. "reduced size" or fewer pictures)`,
        });
        return z.NEVER;
      }
      return { href: `/${key}`, bytes };
    });

export function noticeFileSchema(contentDir: string) {
  const { imageSchema } = contentSchemas(contentDir);
  return z.object({
    slug: slugSchema('harvest-thanksgiving').describe('The page is /news/{slug}'),
    title: text('The title'),
    date: dateSchema('The date'),
    summary: text('The summary')
      .max(300, { error: 'The summary should be at most 300 letters long' })
      .describe('One or two sentences, shown in the list and the feed'),
    photo: imageSchema("The notice's").optional(),
    attachment: z
      .object({
        file: attachmentFileSchema(contentDir),
        label: text('The attachment link label').describe('e.g. This week’s bulletin'),
      })
      .transform(({ file, label }) => ({ ...file, label }))
      .optional(),
    body: markdownSchema('The text'),
    placeholder: placeholderSchema,
  });
}

/** A notice as the pages and the feed receive it. */
export interface Notice {
  slug: string;
  title: string;
  date: string;
  summary: string;
  photo?: { src: string; alt: string };
  attachment?: { href: string; bytes: number; label: string };
  body: Block[];
}

export const newsPageSchema = z.object({
  meta: pageMetaSchema,
  intro: text('The introduction'),
  empty: text('The line shown when there is no news'),
  backLink: text('The "Back to all news" link label'),
  pdf: text('The word after an attachment link').describe('e.g. PDF, as in "(PDF, 120 KB)"'),
  home: z.object({
    heading: text('The home page news heading'),
    seeAll: text('The "All the news" link label'),
  }),
  feed: z.object({
    title: text('The news feed title').describe('What feed readers call it'),
    link: text('The "News feed" link label'),
  }),
});
