import { z } from 'zod';
import { adminFolder, pagefindFolder, recordingsFolder } from '../../lib/built-files.js';
import { paths } from '../../lib/paths.ts';
import { cms } from './cms-fields.ts';
import { slugPattern } from '../../lib/slug.ts';
import { generatedImagesPath } from '../pictures/image-names.ts';
import { filesFolder } from './news.ts';
import { fact, httpsUrl, text, words } from './fields.ts';

// Short addresses from a bulletin or poster (content/short-links.yml): redirects with QR codes.

/** Where the build writes each short address's QR code: /qr/prayer.svg. */
export const qrFolder = 'qr';
export const qrCodePath = (path: string) => `/${qrFolder}${path}.svg`;

const sitePaths = Object.values(paths).flatMap((path) =>
  typeof path === 'string'
    ? [path]
    : typeof path === 'function'
      ? [path('x')]
      : Object.values(path),
);

/** The first part of every address the site serves of itself, which a short address would hide. */
export const siteFolders: ReadonlySet<string> = new Set(
  [
    ...sitePaths,
    `/${adminFolder}`,
    '/assets',
    `/${pagefindFolder}`,
    generatedImagesPath,
    `/${filesFolder}`,
    `/${qrFolder}`,
    `/${recordingsFolder}`,
    // public/'s folders (short-links.test.ts keeps this in step), which /admin cannot list.
    '/audio',
    // The build's home and 404 pages, which a page at /index or /404 would replace.
    '/index',
    '/404',
  ].map((path) => path.split(/[/#?]/)[1] ?? ''),
);

/** A full https:// address on a real host, as every other web address of the content. */
const secureAddress = httpsUrl('Where a short address goes');

/** A page of this site: no backslash, "." or ".." part or encoded slash a browser could misread. */
const sitePage = (to: string) =>
  /^\/(?![/\\])[^\s\\]*$/.test(to) && !/(^|\/)\.\.?(\/|[?#]|$)/.test(to) && !/%(2f|5c)/i.test(to);

const shortLinkSchema = z.object({
  path: text('A short address')
    .superRefine((written, ctx) => {
      const word = written.replace(/^\//, '');
      if (!slugPattern.test(word)) {
        ctx.addIssue({
          code: 'custom',
          message: `A short address may use only small letters, digits and dashes, with nothing after a slash, such as prayer or gift-aid; "${written}" cannot be one`,
        });
      } else if (siteFolders.has(word)) {
        ctx.addIssue({
          code: 'custom',
          message: `The short address /${word} is one of the site's own addresses, and would hide what is there; choose another, such as ${word}-form`,
        });
      }
    })
    // "prayer" or "/prayer", as the office may write it: "/prayer".
    .transform((written) => `/${written.replace(/^\//, '')}`)
    .meta(
      cms(
        'Short address',
        'The words people type after your site address, e.g. prayer for /prayer. Small letters, digits and dashes only. Its QR code, for a poster or the bulletin, shows under this box as soon as it is typed, to download; the site serves the same at /qr/prayer.svg once rebuilt.',
        { widget: 'short-address' },
      ),
    ),
  to: text('Where a short address goes')
    .refine((to) => sitePage(to) || (!/\s/.test(to) && secureAddress.safeParse(to).success), {
      error:
        'Where a short address goes must be a full web address starting with https://, such as a ChurchSuite form, or a page of this site starting with /, such as /giving',
    })
    .meta(
      cms(
        'Goes to',
        'A full web address starting with https:// (a ChurchSuite form, your giving page, My ChurchSuite), or a page of this site starting with /, such as /giving.',
        fact,
      ),
    ),
  note: words(
    'What a short address is for',
    'What it is for',
    'A few words for the office, such as "Prayer request form, in the weekly bulletin". Not shown on the site.',
  ),
});

export type ShortLink = z.output<typeof shortLinkSchema>;

export const shortLinksSchema = z.object({
  links: z
    .array(shortLinkSchema, { error: 'The list of short addresses is missing' })
    .superRefine((links, ctx) => {
      const seen = new Set<string>();
      const paths = new Set(links.map((link) => link.path));
      links.forEach(({ path, to }, index) => {
        const say = (key: string, message: string) =>
          ctx.addIssue({ code: 'custom', path: [index, key], message });
        if (seen.has(path)) {
          say(
            'path',
            `The short address ${path} is in the list twice; keep one, as it can go to only one place`,
          );
        }
        seen.add(path);
        const target = to.split(/[?#]/)[0]!;
        if (target === path) {
          say(
            'to',
            `The short address ${path} goes to itself; give it a page or a web address to go to`,
          );
        } else if (paths.has(target)) {
          say(
            'to',
            `The short address ${path} goes to another short address, ${target}; give it that one's destination instead, so people arrive in one step`,
          );
        }
      });
    })
    .meta(
      cms(
        'Short addresses',
        'Addresses people can type from a poster or the bulletin, each going on to a form, a giving page or a page of this site.',
        {
          label_singular: 'short address',
          collapsed: true,
          summary: '{{fields.path}} → {{fields.to}}',
        },
      ),
    ),
});
