import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aboutUs } from './about-us';
import { activities } from './activities';
import { activityIndex } from './activity-index';
import { church } from './church';
import { giving } from './giving';
import {
  aboutUsSchema,
  activitySchema,
  givingSchema,
  imageSourceExists,
  privacyPolicySchema,
} from './page-schemas';
import { privacyPolicy } from './privacy-policy';
import { churchSchema, describeIssues } from './schema';
import { checks, keyedByActivity, validateContent } from './validate';

describe('content validation', () => {
  it('accepts the shipped content', () => {
    expect(() => validateContent()).not.toThrow();
  });

  it('names the field and says what is wrong in plain English', () => {
    const broken = { ...church, social: { ...church.social, youtube: 'youtube.com/@us' } };
    const result = churchSchema.safeParse(broken);
    expect(result.success).toBe(false);
    expect(describeIssues(result.error!, 'church.ts')).toBe(
      '- church.ts, social → youtube: The YouTube channel address must be a full web address starting with https://',
    );
  });

  it('catches a missing field and a phone number that does not match itself', () => {
    const { email: _email, ...withoutEmail } = church;
    const broken = {
      ...withoutEmail,
      phone: { display: '028 9649 6000', international: '+442896496999' },
    };
    const result = churchSchema.safeParse(broken);
    const message = describeIssues(result.error!, 'church.ts');
    expect(message).toContain('church.ts, phone: The two ways of writing the phone number');
    expect(message).toContain('church.ts, email:');
  });

  it('rejects a service time that is not on the 24-hour clock', () => {
    const broken = { ...church, services: [{ day: 'Sunday', time: '11.30am', name: 'Main' }] };
    const message = describeIssues(churchSchema.safeParse(broken).error!, 'church.ts');
    expect(message).toContain(
      'services → 0 → time: A service time must be written with the 24-hour clock',
    );
  });
});

describe('page content validation', () => {
  const slugs = activityIndex.map((activity) => activity.slug);
  const check = (schema: z.ZodType, value: unknown, source: string) => {
    const result = schema.safeParse(value);
    return result.success ? '' : describeIssues(result.error, source);
  };

  it('names an activity in the index that has no page, and a page that is not in the index', () => {
    const { pw: _pw, ...withoutPw } = activities;
    const message = check(
      keyedByActivity(activitySchema, slugs),
      { ...withoutPw, 'choir-practice': activities.dorcas },
      'activities.ts',
    );
    expect(message).toContain(
      '- activities.ts, pw: The activity "pw" in activity-index.ts has no entry here: add one',
    );
    expect(message).toContain(
      '- activities.ts, choir-practice: "choir-practice" is not an activity in activity-index.ts',
    );
  });

  it('says which section of which activity is missing', () => {
    const { why: _why, ...withoutWhy } = activities['the-ark'];
    const message = check(
      keyedByActivity(activitySchema, slugs),
      { ...activities, 'the-ark': withoutWhy },
      'activities.ts',
    );
    expect(message).toBe('- activities.ts, the-ark → why: The Why? section is missing');
  });

  it('explains a link that is not a full web address', () => {
    const ark = activities['the-ark'];
    const broken = { ...ark, links: [{ ...ark.links[0], href: 'www.example.org/form' }] };
    expect(check(activitySchema, broken, 'activities.ts')).toBe(
      '- activities.ts, links → 0 → href: A link address must be a full web address starting with https://',
    );
  });

  it('names a photo that is not in the images folder', () => {
    const people = [{ name: 'Ruth Kerr', role: 'Elder', photo: 'people/ruth-kerr' }];
    const broken = { ...aboutUs, staff: { ...aboutUs.staff, people } };
    expect(check(aboutUsSchema, broken, 'about-us.ts')).toBe(
      "- about-us.ts, staff → people → 0 → photo: A person's photo names a picture that is not in app/assets/images (add the file, or check the spelling)",
    );
  });

  it('finds the placeholder photos that ship with the site', () => {
    expect(imageSourceExists('people/william-johnston')).toBe(true);
    expect(imageSourceExists('people/nobody-at-all')).toBe(false);
  });

  it('wants the privacy notice date written year-month-day', () => {
    const broken = { ...privacyPolicy, lastUpdated: '1st November 2026' };
    expect(check(privacyPolicySchema, broken, 'privacy-policy.ts')).toBe(
      '- privacy-policy.ts, lastUpdated: The "last updated" date must be written year-month-day, such as 2026-11-01',
    );
  });

  it('explains a part of the text that is neither a paragraph, a list nor contacts', () => {
    const broken = { ...giving, intro: [{ paragraph: 'Thank you.' }] };
    expect(check(givingSchema, broken, 'giving.ts')).toContain(
      '- giving.ts, intro → 0: Each part of the text must be a paragraph in quotes',
    );
  });

  it('checks every content file when the site builds', () => {
    expect(checks.map((c) => c.source)).toEqual(
      expect.arrayContaining([
        'activities.ts',
        'activity-facts.ts',
        'home.ts',
        'get-involved.ts',
        'giving.ts',
        'about-us.ts',
        'privacy-policy.ts',
      ]),
    );
  });
});
