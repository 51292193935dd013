import { describe, expect, it } from 'vitest';
import { siteTextSchema } from './page-schemas';
import { describeIssues } from './schema';
import { eventsText, siteText } from './site-text';
import { checks } from './validate';

describe('site-text.ts', () => {
  it('is checked with the other content files', () => {
    expect(checks.map((c) => c.source)).toContain('site-text.ts');
  });

  it('names an emptied word in plain English', () => {
    const broken = {
      ...siteText,
      events: eventsText,
      footer: { ...siteText.footer, privacyLink: ' ' },
    };
    const result = siteTextSchema.safeParse(broken);
    expect(describeIssues(result.error!, 'site-text.ts')).toBe(
      '- site-text.ts, footer → privacyLink: The privacy policy link label is empty',
    );
  });
});
