import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { aboutUs } from './about-us';
import { activities } from './activities';
import { church } from './church';
import { giving } from './giving';
import {
  aboutUsSchema,
  activitiesSchema,
  activitySchema,
  givingSchema,
  imageSourceExists,
  privacyPolicySchema,
} from './page-schemas';
import { privacyPolicy } from './privacy-policy';
import { churchSchema, describeIssues } from './schema';
import { checks, validateContent } from './validate';

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

  it('names a whole group of settings that is missing', () => {
    const { address: _address, ...withoutAddress } = church;
    const message = describeIssues(churchSchema.safeParse(withoutAddress).error!, 'church.ts');
    expect(message).toBe(
      '- church.ts, address: The address (street, town, county and postcode) is missing',
    );
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
  const check = (schema: z.ZodType, value: unknown, source: string) => {
    const result = schema.safeParse(value);
    return result.success ? '' : describeIssues(result.error, source);
  };

  it('explains an activity web address with capitals or spaces, and an unknown menu group', () => {
    const message = check(
      activitiesSchema,
      {
        ...activities,
        'Choir Practice': activities.dorcas,
        'choir-practice': { ...activities.dorcas, group: 'adults' },
      },
      'activities.ts',
    );
    expect(message).toContain(
      '- activities.ts, Choir Practice: An activity web address (its key) may only use small letters, digits and dashes',
    );
    expect(message).toContain(
      '- activities.ts, choir-practice → group: An activity group must be "activities" or "young-people"',
    );
  });

  it('says which section of which activity is missing', () => {
    const { why: _why, ...withoutWhy } = activities['the-ark'];
    const message = check(
      activitiesSchema,
      { ...activities, 'the-ark': withoutWhy },
      'activities.ts',
    );
    expect(message).toBe('- activities.ts, the-ark → why: The Why? section is missing');
  });

  it("says which activity's quick facts are missing", () => {
    const { facts: _facts, ...withoutFacts } = activities.pw;
    const message = check(activitiesSchema, { ...activities, pw: withoutFacts }, 'activities.ts');
    expect(message).toMatch(/^- activities\.ts, pw → facts: /);
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
        'home.ts',
        'get-involved.ts',
        'giving.ts',
        'about-us.ts',
        'privacy-policy.ts',
      ]),
    );
  });
});
