import { z } from 'zod';
import { aboutUs } from './about-us';
import { activities } from './activities';
import { church } from './church';
import { getInvolved } from './get-involved';
import { giving } from './giving';
import { home } from './home';
import {
  aboutUsSchema,
  activitiesSchema,
  getInvolvedSchema,
  givingSchema,
  homeSchema,
  privacyPolicySchema,
  siteTextSchema,
} from './page-schemas';
import { notFoundPage } from './not-found';
import { pages } from './pages';
import { privacyPolicy } from './privacy-policy';
import { eventsText, siteText } from './site-text';
import { churchSchema, describeIssues, pageMetaSchema } from './schema';

// Checked when the site starts or builds (vite.config.ts) and in the unit tests, so a
// mistake in the content stops the build with a sentence saying where it is.
export const checks = [
  { source: 'church.ts', schema: churchSchema, value: church },
  { source: 'pages.ts', schema: z.record(z.string(), pageMetaSchema), value: pages },
  { source: 'not-found.ts', schema: pageMetaSchema, value: notFoundPage },
  { source: 'activities.ts', schema: activitiesSchema, value: activities },
  { source: 'home.ts', schema: homeSchema, value: home },
  { source: 'get-involved.ts', schema: getInvolvedSchema, value: getInvolved },
  { source: 'giving.ts', schema: givingSchema, value: giving },
  { source: 'about-us.ts', schema: aboutUsSchema, value: aboutUs },
  { source: 'privacy-policy.ts', schema: privacyPolicySchema, value: privacyPolicy },
  {
    source: 'site-text.ts',
    schema: siteTextSchema,
    value: { ...siteText, events: eventsText },
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
