import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { dateWordsOf } from '../lib/format-date.ts';
import { loadContent } from '../content/loading/load.server.ts';
import { contentCopies } from '../../test/content-copies.ts';
import { withoutChurchSuite } from '../../test/without-churchsuite.ts';
import { eventsSettingsOf } from '../features/events/events-settings.server.ts';
import { snapshotAddress } from '../feeds/addresses.server.ts';
import { checkHeadersLimits, headersLimits, writeHeaders } from './headers.ts';
import { adminContentSecurityPolicy } from './policies.ts';
import { securityHeaders } from '../lib/security-headers.ts';

type HeadersRule = { pattern: string; headers: [string, string][]; unset: string[] };

/** Each rule's pattern, the headers it sets, and those it detaches (`! Name`, Cloudflare's). */
function parseHeadersFile(text: string): HeadersRule[] {
  const rules: HeadersRule[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.replace(/\s+$/, '');
    if (!line || line.trimStart().startsWith('#')) continue;
    if (!/^\s/.test(line)) {
      rules.push({ pattern: line.trim(), headers: [], unset: [] });
      continue;
    }
    const rule = rules.at(-1);
    const entry = line.trim();
    if (rule && entry.startsWith('!')) {
      rule.unset.push(entry.slice(1).trim());
      continue;
    }
    const colon = entry.indexOf(':');
    if (!rule || colon === -1) throw new Error(`_headers: cannot read line "${entry}"`);
    rule.headers.push([entry.slice(0, colon).trim(), entry.slice(colon + 1).trim()]);
  }
  return rules;
}

const file = `# comment
/*
  X-Content-Type-Options: nosniff
  Content-Security-Policy: default-src 'self'; img-src https:
/admin/*
  ! Content-Security-Policy
  Content-Security-Policy: default-src 'self'; script-src 'self' 'unsafe-eval'
`;

describe('_headers', () => {
  it('reads each rule, keeping colons inside values and detached headers apart', () => {
    const [all, admin] = parseHeadersFile(file);
    expect(all?.pattern).toBe('/*');
    expect(all?.headers).toContainEqual([
      'Content-Security-Policy',
      "default-src 'self'; img-src https:",
    ]);
    expect(admin?.unset).toEqual(['Content-Security-Policy']);
  });

  it('passes a file within both hosts’ limits', () => {
    expect(() => checkHeadersLimits(file)).not.toThrow();
  });

  it('refuses a line Cloudflare would ignore, naming the header', () => {
    const long = `/*\n  Content-Security-Policy: ${'a'.repeat(headersLimits.lineLength)}\n`;
    expect(() => checkHeadersLimits(long)).toThrow(
      /line 2 \(Content-Security-Policy\) has 2027 characters; Cloudflare ignores any line over 2000/,
    );
  });

  it('refuses more rules than Cloudflare reads', () => {
    const many = Array.from({ length: 101 }, (_, i) => `/p${i}\n  X-Robots-Tag: noindex`).join(
      '\n',
    );
    expect(() => checkHeadersLimits(many)).toThrow(
      /it has 101 rules; Cloudflare reads at most 100/,
    );
  });
});

describe('writeHeaders, for the test content', () => {
  const work = mkdtempSync(join(tmpdir(), 'headers-'));
  afterAll(() => rmSync(work, { recursive: true, force: true }));
  afterEach(() => vi.unstubAllEnvs());
  const connectSources = async (content: ReturnType<typeof loadContent>) => {
    await writeHeaders(work, content, []);
    const [all] = parseHeadersFile(readFileSync(join(work, '_headers'), 'utf8'));
    const policy = all?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1] ?? '';
    return /connect-src ([^;]*)/.exec(policy)?.[1]?.split(' ');
  };

  const copy = contentCopies();
  it('lets the pages ask and frame nothing of ChurchSuite for a church without it', async () => {
    vi.stubEnv('DEV', false);
    const content = withoutChurchSuite(copy('test/fixtures/content'));
    expect(await connectSources(content)).not.toContainEqual(expect.stringMatching(/churchsuite/));
    expect(readFileSync(join(work, '_headers'), 'utf8')).toMatch(/frame-src 'none'/);
    // Every file gets the hardening headers the Worker adds to its own answers, from one list.
    const [all] = parseHeadersFile(readFileSync(join(work, '_headers'), 'utf8'));
    expect(all?.pattern).toBe('/*');
    expect(all?.headers).toEqual(expect.arrayContaining(Object.entries(securityHeaders)));
  });

  it.each(['CHURCHSUITE_EVENTS_FEED_URL', 'VITE_EVENTS_FEED_URL'])(
    "moves the build's snapshot, the browser's feed and the policy together with %s",
    async (variable) => {
      vi.stubEnv('DEV', false);
      const content = loadContent();
      const own = eventsSettingsOf(
        content.church,
        content.eventsText,
        '',
        dateWordsOf(content.siteText.dates, content.church),
        content.language,
      ).feedUrl!;
      expect(await connectSources(content)).toContain(new URL(own).origin);
      const elsewhere = 'https://staging.example.org/-/calendar/x/json';
      vi.stubEnv(variable, elsewhere);
      expect(snapshotAddress('events', content.church.churchSuite).url).toBe(elsewhere);
      expect(
        eventsSettingsOf(
          content.church,
          content.eventsText,
          '',
          dateWordsOf(content.siteText.dates, content.church),
          content.language,
        ).feedUrl,
      ).toBe(elsewhere);
      const sources = await connectSources(content);
      expect(sources).toContain('https://staging.example.org');
      expect(sources).not.toContain(new URL(own).origin);
    },
  );

  it('writes every page’s policy, the search page’s and the CMS’s, allowing the inline scripts named', async () => {
    const said = await writeHeaders(work, loadContent(), ["'sha256-rules'", "'sha256-plain'"]);
    expect(said).toMatch(/^_headers \(longest line \d+ characters\)$/);
    const rules = parseHeadersFile(readFileSync(join(work, '_headers'), 'utf8'));
    const policyOf = (pattern: string) =>
      rules
        .find((rule) => rule.pattern === pattern)
        ?.headers.find(([name]) => name === 'Content-Security-Policy')?.[1];
    expect(policyOf('/*')).toContain("script-src 'self' 'sha256-plain' 'sha256-rules'");
    expect(policyOf('/events')).toBeUndefined();
    expect(policyOf('/search')).toContain(
      "script-src 'self' 'wasm-unsafe-eval' 'sha256-plain' 'sha256-rules'",
    );
    expect(policyOf('/admin/*')).toBe(adminContentSecurityPolicy());
    expect(readFileSync(join(work, '_headers'), 'utf8')).not.toMatch(/speculation/i);
  });
});
