import { z } from 'zod';
import { activityIndex } from './activity-index';
import { church } from './church';
import { pages } from './pages';
import { activityIndexEntrySchema, churchSchema, describeIssues, pageMetaSchema } from './schema';

// Checked when the site starts or builds (vite.config.ts) and in the unit tests, so a
// mistake in the content stops the build with a sentence saying where it is.
const checks = [
  { source: 'church.ts', schema: churchSchema, value: church },
  { source: 'pages.ts', schema: z.record(z.string(), pageMetaSchema), value: pages },
  {
    source: 'activity-index.ts',
    schema: z
      .array(activityIndexEntrySchema)
      .refine((list) => new Set(list.map((a) => a.slug)).size === list.length, {
        error: 'Two activities have the same web address (slug)',
      }),
    value: activityIndex,
  },
];

export class ContentError extends Error {
  override name = 'ContentError';
}

export function validateContent(): void {
  const problems = checks.flatMap(({ source, schema, value }) => {
    const result = schema.safeParse(value);
    return result.success ? [] : [describeIssues(result.error, source)];
  });
  if (problems.length > 0) {
    throw new ContentError(
      `The church content in app/content has a mistake:\n${problems.join('\n')}\n` +
        'See docs/editing-content.md for how each value should look.',
    );
  }
}
