import { z } from 'zod';
import { markdownBlocks, type TextProblem } from './markdown.ts';
import type { RichBlock } from './rich-text.ts';
import { cms } from './cms-fields.ts';
import { choice, httpsUrl, text, words } from './fields.ts';

// What the pages' schemas share: longer text, links, and where a page's link appears.

/** A text's problems, each an issue carrying its piece of text (for its line) and what it is. */
export function textProblems(
  ctx: z.core.$RefinementCtx,
  markdown: string,
  what: string,
  problems: TextProblem[],
) {
  for (const { problem, snippet, thing } of problems) {
    ctx.issues.push({
      code: 'custom',
      input: markdown,
      message: `${what} ${problem}`,
      params: { snippet, thing },
    });
  }
  return z.NEVER;
}

export const textEditor = (buttons: string[], editor_components: string[]) => ({
  widget: 'markdown',
  buttons,
  editor_components,
  modes: ['rich_text', 'raw'],
  minimal: true,
  sanitize_preview: true,
});

export const markdownSchema = (what: string) =>
  text(what)
    .transform((markdown, ctx): RichBlock[] => {
      const result = markdownBlocks(markdown);
      if ('problems' in result) return textProblems(ctx, markdown, what, result.problems);
      return result.blocks;
    })
    .meta({
      // Exactly what the site shows (markdown.ts); the build refuses the rest.
      cms: textEditor(
        [
          'bold',
          'italic',
          'link',
          'heading-two',
          'heading-three',
          'quote',
          'bulleted-list',
          'numbered-list',
        ],
        ['image'],
      ),
    });

/** The CMS's hint of a longer text: what the editor's toolbar gives, and where a link may go. */
export const toolbarHint =
  'The toolbar gives headings, bold, italics, links, lists, quotations and pictures (describe each picture). A link goes to an https:// address, an e-mail, a phone number or a page of this site such as /events.';

export const linkSchema = z.object({
  label: words('A link label', 'Words on the link'),
  href: httpsUrl('A link address').meta(cms('Address')),
});
export type Link = z.infer<typeof linkSchema>;

export const pageLinkSchema = z.object({
  label: words('A link label', 'Words on the link'),
  to: z
    .string({ error: 'A page link is missing' })
    .regex(/^\/[a-z0-9/-]*$/, {
      error: 'A page link must be a page of this site starting with /, such as /giving',
    })
    .meta(
      cms(
        'Page',
        'A page of this site, starting with /: /events, /giving, /get-involved, /about-us, or an activity such as /activities/the-ark.',
      ),
    ),
});

export const metaDescription = (what: string) =>
  text(what)
    .min(50, { error: `${what} should be at least 50 letters long` })
    .max(160, { error: `${what} should be at most 160 letters long` })
    .meta({ cms: { widget: 'text' } });

/** A link's position among the others where it appears (the menu, the footer, a group). */
export const position = z
  .number({ error: 'The position must be a whole number, such as 30' })
  .int({ error: 'The position must be a whole number, such as 30' })
  .meta({ cms: { value_type: 'int' } });

/** The CMS's choice of a menu group, from the groups in navigation.yml (activities, pages). */
export const menuGroupChoice = {
  widget: 'relation',
  collection: 'settings',
  file: 'navigation',
  search_fields: ['activityGroups.*.label'],
  value_field: 'activityGroups.*.id',
  display_fields: ['activityGroups.*.label'],
  options_length: 50,
};

/** Where a page's link appears, besides any text that links to it (check with namesItsGroup). */
export const linkPlacement = {
  appears: choice(
    'Where it appears',
    {
      menu: 'In the top menu',
      group: 'In a menu group',
      footer: 'In the footer',
      linked: 'Only where other text links to it',
    },
    'Where the page appears must be one of "menu", "group", "footer", "linked"',
    { default: 'linked' },
  ),
  group: text('The menu group')
    .optional()
    .meta(
      cms(
        'Menu group',
        'Only for a page that appears in a menu group. The groups are set in Church and site, Menu.',
        menuGroupChoice,
      ),
    ),
  label: words(
    'The link words',
    'Words on the link',
    'Shorter words for the menu or footer link, e.g. Accessibility. Empty uses the title.',
  ).optional(),
  position: position.meta(
    cms(
      'Position',
      "Where the link goes among the others there, smallest first. The built-in pages' positions are in Church and site, Menu (e.g. Events 30, Giving 40: 35 goes between).",
      { default: 100 },
    ),
  ),
};

/** A link placed in a menu group says which one. */
export const namesItsGroup = (ctx: z.core.ParsePayload<{ appears: string; group?: string }>) => {
  if (ctx.value.appears === 'group' && !ctx.value.group) {
    ctx.issues.push({
      code: 'custom',
      input: ctx.value,
      path: ['group'],
      message: 'The menu group is missing: the page appears in a group, so say which one',
    });
  }
};

/** A built-in page's link (/groups', the halls'): where it appears, its group checked. */
export const pageLink = (hint: string) =>
  z
    .object(linkPlacement)
    .check(namesItsGroup)
    .meta(cms('Its link', hint, { collapsed: false }));
