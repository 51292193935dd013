import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { leaveOutUnlinkedFiles } from './unlinked-files.ts';

let client: string;
afterEach(() => rmSync(client, { recursive: true, force: true }));

const media = [
  'audio/sample-sermon.mp3',
  'files/news sheet & rota.pdf',
  'files/old-bulletin.pdf',
  'images/generated/people/minister-480.webp',
  'images/generated/people/former-minister-480.webp',
  'favicon.svg',
];
/** A built site of those files and these texts, named by path. */
function built(texts: Record<string, string>) {
  client = mkdtempSync(join(tmpdir(), 'unlinked-'));
  // /admin's checklist names the chime, but a visitor never follows it there.
  const admin = { 'admin/build.json': '{"samples":["public/audio/sample-sermon.mp3, a chime"]}' };
  const files = { ...Object.fromEntries(media.map((path) => [path, 'bytes'])), ...admin, ...texts };
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(client, path)), { recursive: true });
    writeFileSync(join(client, path), text);
  }
}
/** The sample's own files, as the start form's record lists them. */
const sampleFiles = ['files/old-bulletin.pdf'];
const shipped = (path: string) => existsSync(join(client, path));

describe('leaveOutUnlinkedFiles', () => {
  it('leaves out the media no page, feed or rule names, and keeps what one does', async () => {
    built({
      'index.html':
        '<a href="/files/news%20sheet%20&amp;%20rota.pdf">Rota</a><img srcset="/images/generated/people/minister-480.webp 480w">',
    });
    expect(await leaveOutUnlinkedFiles(client, sampleFiles)).toBe(
      'left out 3 media files nothing links to (/audio/sample-sermon.mp3, /files/old-bulletin.pdf, /images/generated/people/former-minister-480.webp)',
    );
    expect(shipped('files/news sheet & rota.pdf')).toBe(true);
    expect(shipped('images/generated/people/minister-480.webp')).toBe(true);
    expect(shipped('favicon.svg')).toBe(true);
    expect(shipped('audio/sample-sermon.mp3')).toBe(false);
  });

  it('keeps the chime while a sermon plays it, named in full in the podcast feed', async () => {
    built({
      'sermons/feed.xml':
        '<enclosure url="https://www.church.example/audio/sample-sermon.mp3" type="audio/mpeg"/>',
    });
    await leaveOutUnlinkedFiles(client, sampleFiles);
    expect(shipped('audio/sample-sermon.mp3')).toBe(true);
  });

  it("ships the church's own files though nothing links to them: one may be shared by its address", async () => {
    built({ 'index.html': '<p>No links</p>' });
    await leaveOutUnlinkedFiles(client, sampleFiles);
    expect(shipped('files/news sheet & rota.pdf')).toBe(true);
    expect(shipped('files/old-bulletin.pdf')).toBe(false);
  });
});
