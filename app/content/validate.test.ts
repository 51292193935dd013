import { describe, expect, it } from 'vitest';
import { church } from './church';
import { churchSchema, describeIssues } from './schema';
import { validateContent } from './validate';

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
