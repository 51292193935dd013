// The build's step for the short addresses (content/short-links.yml): `_redirects`, which both
// hosts read, and a QR code of each, for a poster or the bulletin (/qr/prayer.svg).
import { existsSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { qrCodePath, qrFolder } from '../content/schemas/short-links.ts';
import { qrSvg } from '../lib/qr-code.ts';

type ShortLink = { path: string; to: string };

/** A refusal in the office's words, which the build prints alone, without a stack trace. */
export class ShortLinksError extends Error {}

/** 302: a browser keeps a 301 for good, past the office's change. Netlify defaults to 301. */
export const redirectStatus = 302;

/** Cloudflare's limits: 2,000 static redirects, 1,000 characters a line. */
export const redirectsLimits = { rules: 2000, lineLength: 1000 };

/** `_redirects`. Throws past a host's limit, as the host would drop the rest without a word. */
export function redirectsFile(links: ShortLink[]) {
  // With a final slash too, as typed from a poster: Cloudflare matches the path exactly.
  const lines = links.flatMap(({ path, to }) =>
    [path, `${path}/`].map((from) => `${from} ${to} ${redirectStatus}`),
  );
  const long = lines.find((line) => line.length > redirectsLimits.lineLength);
  if (long) {
    throw new ShortLinksError(
      `short-links.yml: the short address ${long.split(' ')[0]} goes to an address too long for the host (over ${redirectsLimits.lineLength} letters); use a shorter one`,
    );
  }
  if (lines.length > redirectsLimits.rules) {
    throw new ShortLinksError(
      `short-links.yml: there are ${links.length} short addresses; the host takes at most ${redirectsLimits.rules / 2}`,
    );
  }
  return `# Written by the build (app/pipeline/short-links.ts) from content/short-links.yml, for Cloudflare and Netlify.\n${lines.join('\n')}\n`;
}

/** The short addresses that would hide a file or folder of the built site, which hosts redirect. */
export function hiddenFiles(links: ShortLink[], client: string) {
  return links.flatMap(({ path }, index) => {
    const found = [path, `${path}.html`].find((file) => existsSync(join(client, file)));
    return found
      ? [
          `- short-links.yml, links → ${index} → path: the short address ${path} would hide the site's own ${found.endsWith('.html') ? 'page' : 'file or folder'} ${path}; choose another`,
        ]
      : [];
  });
}

export async function writeShortLinks(
  links: ShortLink[],
  { client, addressOf }: { client: string; addressOf: (path: string) => string },
) {
  const problems = hiddenFiles(links, client);
  if (problems.length > 0) {
    throw new ShortLinksError(
      `The short addresses need a change before the site can be built:\n${problems.join('\n')}`,
    );
  }
  await writeFile(join(client, '_redirects'), redirectsFile(links));
  await rm(join(client, qrFolder), { recursive: true, force: true });
  for (const { path } of links) {
    const file = join(client, qrCodePath(path));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, await qrSvg(addressOf(path)));
  }
  return `_redirects with ${links.length} short addresses, and a QR code of each in /${qrFolder}`;
}
