import { z } from 'zod';
import { aboutUs } from './about-us';
import { activities } from './activities';
import { activityFacts } from './activity-facts';
import { activityIndex } from './activity-index';
import { church } from './church';
import { getInvolved } from './get-involved';
import { giving } from './giving';
import { home } from './home';
import {
  aboutUsSchema,
  activityFactsSchema,
  activitySchema,
  getInvolvedSchema,
  givingSchema,
  homeSchema,
  privacyPolicySchema,
} from './page-schemas';
import { notFoundPage } from './not-found';
import { pages } from './pages';
import { privacyPolicy } from './privacy-policy';
import { activityIndexEntrySchema, churchSchema, describeIssues, pageMetaSchema } from './schema';

/**
 * One entry per activity in activity-index.ts, keyed by its slug: a missing page or a page
 * for an activity that is not in the index is named, so neither can slip through.
 */
export function keyedByActivity<T extends z.ZodType>(schema: T, slugs: readonly string[]) {
  return z.record(z.string(), schema).superRefine((record, ctx) => {
    for (const slug of slugs) {
      if (!(slug in record)) {
        ctx.addIssue({
          code: 'custom',
          path: [slug],
          message: `The activity "${slug}" in activity-index.ts has no entry here: add one`,
        });
      }
    }
    for (const key of Object.keys(record)) {
      if (!slugs.includes(key)) {
        ctx.addIssue({
          code: 'custom',
          path: [key],
          message: `"${key}" is not an activity in activity-index.ts: check the spelling, or add it there`,
        });
      }
    }
  });
}

const slugs = activityIndex.map((activity) => activity.slug);

// Checked when the site starts or builds (vite.config.ts) and in the unit tests, so a
// mistake in the content stops the build with a sentence saying where it is.
export const checks = [
  { source: 'church.ts', schema: churchSchema, value: church },
  { source: 'pages.ts', schema: z.record(z.string(), pageMetaSchema), value: pages },
  { source: 'not-found.ts', schema: pageMetaSchema, value: notFoundPage },
  {
    source: 'activity-index.ts',
    schema: z
      .array(activityIndexEntrySchema)
      .refine((list) => new Set(list.map((a) => a.slug)).size === list.length, {
        error: 'Two activities have the same web address (slug)',
      }),
    value: activityIndex,
  },
  { source: 'activities.ts', schema: keyedByActivity(activitySchema, slugs), value: activities },
  {
    source: 'activity-facts.ts',
    schema: keyedByActivity(activityFactsSchema, slugs),
    value: activityFacts,
  },
  { source: 'home.ts', schema: homeSchema, value: home },
  { source: 'get-involved.ts', schema: getInvolvedSchema, value: getInvolved },
  { source: 'giving.ts', schema: givingSchema, value: giving },
  { source: 'about-us.ts', schema: aboutUsSchema, value: aboutUs },
  { source: 'privacy-policy.ts', schema: privacyPolicySchema, value: privacyPolicy },
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
