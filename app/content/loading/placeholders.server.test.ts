import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { parse, stringify } from 'yaml';
import { checklistText, findPlaceholders, sampleChecklist } from './placeholders.server.ts';

const placeholderChecklist = (dir: string, options?: Parameters<typeof sampleChecklist>[1]) =>
  checklistText(sampleChecklist(dir, options), dir);

const dirs: string[] = [];
function folder() {
  const dir = mkdtempSync(join(tmpdir(), 'placeholders-'));
  dirs.push(dir);
  return dir;
}
afterEach(() => dirs.splice(0).forEach((dir) => rmSync(dir, { recursive: true, force: true })));

describe('the placeholder checklist', () => {
  it('lists the demo account, example addresses and sample people, by file', () => {
    const dir = folder();
    mkdirSync(join(dir, 'pages'));
    writeFileSync(
      join(dir, 'church.yml'),
      stringify({ email: 'office@our-church.example.org', churchSuite: { account: 'demo' } }),
    );
    writeFileSync(
      join(dir, 'pages/about-us.yml'),
      stringify({
        staff: {
          people: [
            { name: 'Sam Sample', placeholder: true },
            { name: 'Real Person', placeholder: false },
          ],
        },
      }),
    );
    expect(findPlaceholders(dir)).toEqual([
      { file: 'church.yml', what: `churchSuite → account: ChurchSuite's demo account ("demo")` },
      { file: 'church.yml', what: '1 example address (office@our-church.example.org)' },
      {
        file: 'pages/about-us.yml',
        what: '1 sample person (Sam Sample): replace them, then untick "sample person"',
      },
    ]);
    expect(placeholderChecklist(dir)?.split('\n').slice(1)).toEqual([
      "  [ ] ChurchSuite's demo account, in Church and site → Church details",
      '  [ ] example.org addresses and links, in 1 entry: Church and site → Church details',
      '  [ ] Pages → About Us: 1 sample person (Sam Sample): replace them, then untick "sample person"',
    ]);
  });

  it('lists the sample livestream address and the sample notice on lines of their own', () => {
    const dir = folder();
    writeFileSync(
      join(dir, 'church.yml'),
      stringify({ livestream: { url: 'https://www.youtube.com/@our.church.example/live' } }),
    );
    writeFileSync(
      join(dir, 'site-notice.yml'),
      stringify({ enabled: true, message: 'Harvest is on Sunday.', placeholder: true }),
    );
    expect(placeholderChecklist(dir)?.split('\n').slice(1)).toEqual([
      "  [ ] Church and site → Church details: livestream → url: the sample livestream address (https://www.youtube.com/@our.church.example/live): put the church's own, or empty both livestream boxes",
      '  [ ] Church and site → Notice across the site: the sample notice ("Harvest is on Sunday.…"): change its words and dates or switch it off, then untick "sample notice"',
    ]);
    writeFileSync(
      join(dir, 'site-notice.yml'),
      stringify({ enabled: true, message: 'Harvest is on Sunday.', placeholder: false }),
    );
    writeFileSync(
      join(dir, 'church.yml'),
      stringify({ livestream: { url: 'https://www.youtube.com/@ourchurch/live' } }),
    );
    expect(placeholderChecklist(dir)).toBeNull();
  });

  it('lists the sample notices, sermons and series, and the sermons that play the sample recording', () => {
    const dir = folder();
    mkdirSync(join(dir, 'sermons'));
    mkdirSync(join(dir, 'news'));
    const sermon = (placeholder: boolean, url: string) =>
      `---\n${stringify({ title: 'A sermon', placeholder, audio: { url } })}---\nWords.\n`;
    writeFileSync(
      join(dir, 'sermons/a.md'),
      sermon(true, 'https://our-church.org.uk/audio/sample-sermon.mp3'),
    );
    writeFileSync(
      join(dir, 'sermons/b.md'),
      sermon(false, 'https://our-church.org.uk/audio/sample-sermon.mp3'),
    );
    writeFileSync(join(dir, 'sermons/c.md'), sermon(false, 'https://media.org.uk/real.mp3'));
    writeFileSync(join(dir, 'news/d.md'), `---\ntitle: A notice\n---\nWords.\n`);
    mkdirSync(join(dir, 'sermon-series'));
    writeFileSync(
      join(dir, 'sermon-series/e.yml'),
      stringify({ title: 'Advent', placeholder: true }),
    );
    writeFileSync(
      join(dir, 'sermon-series/f.yml'),
      stringify({ title: 'Lent', placeholder: false }),
    );
    expect(placeholderChecklist(dir)?.split('\n').slice(1)).toEqual([
      '  [ ] sample notices, sermons and series, marked "Sample" in the CMS: delete them (2: Sermon series → “Advent”, Sermons → “A sermon”)',
      '  [ ] public/audio/sample-sermon.mp3, a few seconds of chime that 2 sermons play in place of a recording: give each its real recording, then delete the file',
    ]);
  });

  it('names every sample entry, however many are left', () => {
    const dir = folder();
    mkdirSync(join(dir, 'news'));
    const titles = ['Harvest', 'Advent', 'Carols', 'Lent', 'Easter'];
    titles.forEach((title, index) =>
      writeFileSync(
        join(dir, `news/${index}.md`),
        `---\n${stringify({ title, placeholder: true })}---\nWords.\n`,
      ),
    );
    const [line] = placeholderChecklist(dir)?.split('\n').slice(1) ?? [];
    expect(line).toContain(`delete them (${titles.length}: `);
    for (const title of titles) expect(line).toContain(`“${title}”`);
  });

  it('says nothing once every sample value is replaced', () => {
    const dir = folder();
    cpSync('content', dir, { recursive: true });
    const churchFile = join(dir, 'church.yml');
    const church = parse(readFileSync(churchFile, 'utf8')) as { churchSuite: { account: string } };
    church.churchSuite.account = 'our-real-church';
    writeFileSync(churchFile, stringify(church));
    const remaining = findPlaceholders(dir);
    expect(remaining.some((f) => f.what.includes('demo account') && f.file === 'church.yml')).toBe(
      false,
    );
    const empty = folder();
    writeFileSync(join(empty, 'church.yml'), stringify({ email: 'office@our-church.org.uk' }));
    expect(placeholderChecklist(empty)).toBeNull();

    const cms = join(folder(), 'config.yml');
    writeFileSync(cms, stringify({ backend: { name: 'github', repo: 'your-account/your-repo' } }));
    expect(placeholderChecklist(empty, { cmsConfig: cms })).toContain(
      '/admin would save to the sample repository "your-account/your-repo"',
    );
    writeFileSync(cms, stringify({ backend: { name: 'github', repo: 'our-church/website' } }));
    expect(placeholderChecklist(empty, { cmsConfig: cms })).toBeNull();
  });
});
