// The build's step for `_headers`, which `npm run preview` tests on the host's own runtime.
import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { generatedImagesPath } from '../content/pictures/image-names.ts';
import type { Content } from '../content/loading/load.server.ts';
import { qrFolder } from '../content/schemas/short-links.ts';
import { addressOf, adminFolder, pagefindFolder } from '../lib/built-files.js';
import { feedOrigins } from '../feeds/addresses.server.ts';
import { churchSuiteUrls } from '../lib/churchsuite.ts';
import { paths } from '../lib/paths.ts';
import { securityHeaders } from '../lib/security-headers.ts';
import { searchPage } from './pagefind-index.ts';
import {
  adminHeaders,
  contentSecurityPolicy,
  episodeFileHeaders,
  picturePolicy,
  searchWorkerPolicy,
} from './policies.ts';

/** Cloudflare's limits for `_headers`; Netlify reads the same file with no stated limit. */
export const headersLimits = { lineLength: 2000, rules: 100 };

/** Throws if `_headers` crosses a host's limit, past which the host ignores it silently. */
export function checkHeadersLimits(text: string) {
  const lines = text.split('\n');
  const problems = lines.flatMap((line, index) =>
    line.length > headersLimits.lineLength
      ? `line ${index + 1} (${line.trim().split(':')[0]}) has ${line.length} characters; Cloudflare ignores any line over ${headersLimits.lineLength}, so that header would not be sent`
      : [],
  );
  // A rule is its path pattern, on a line of its own; its headers are indented under it.
  const rules = lines.filter((line) => /^[^\s#]/.test(line)).length;
  if (rules > headersLimits.rules) {
    problems.push(
      `it has ${rules} rules; Cloudflare reads at most ${headersLimits.rules}, so the rest would be ignored`,
    );
  }
  if (problems.length > 0) {
    throw new Error(`_headers is over a host's limit:\n- ${problems.join('\n- ')}`);
  }
}

/** Writes `_headers`; `scriptHashes`: the inline scripts every page may run. */
export async function writeHeaders(client: string, content: Content, scriptHashes: string[]) {
  const { church } = content;
  const churchSuiteOrigin =
    church.churchSuite && churchSuiteUrls(church.churchSuite.account).origin;
  const analyticsOrigin = church.analytics ? new URL(church.analytics.endpoint).origin : null;
  // The recordings' hosts, but not the site itself: its own files play from 'self'.
  const siteOrigin = new URL(church.siteUrl).origin;
  const mediaOrigins = content.sermons
    .map((sermon) => new URL(sermon.audio.url).origin)
    .filter((origin) => origin !== siteOrigin);
  const policy = {
    churchSuiteOrigin,
    feedOrigins: feedOrigins(church),
    analyticsOrigin,
    mediaOrigins,
    scriptHashes: [...scriptHashes].sort(),
  };
  const hardening = Object.entries(securityHeaders)
    .map(([name, value]) => `  ${name}: ${value}`)
    .join('\n');
  // A file named by its content: cached for good, and not a page.
  const immutableFile = `  Cache-Control: public, max-age=31536000, immutable
  ! Content-Security-Policy
  Content-Security-Policy: ${picturePolicy}
  ! Permissions-Policy`;
  const headers = `# Written by the build (app/pipeline/headers.ts) for Cloudflare (and Netlify); "npm run preview" serves it too.
/*
  Content-Security-Policy: ${contentSecurityPolicy(policy)}
${hardening}
  Cross-Origin-Opener-Policy: same-origin
${paths.calendar}
  Content-Type: text/calendar; charset=utf-8
  Cache-Control: public, max-age=3600
/assets/*
${immutableFile}
${generatedImagesPath}/*
${immutableFile}
${addressOf(searchPage)}
  ! Content-Security-Policy
  Content-Security-Policy: ${contentSecurityPolicy({ ...policy, wasm: true })}
/${qrFolder}/*
  X-Robots-Tag: noindex
/${pagefindFolder}/*
  ! Content-Security-Policy
  Content-Security-Policy: ${searchWorkerPolicy}
${paths.sermons}/*
  ! Content-Security-Policy
  Content-Security-Policy: ${contentSecurityPolicy({ ...policy, video: true })}
${episodeFileHeaders()}
/${adminFolder}
${adminHeaders()}
/${adminFolder}/*
${adminHeaders()}
`;
  checkHeadersLimits(headers);
  await writeFile(join(client, '_headers'), headers);
  const longest = Math.max(...headers.split('\n').map((line) => line.length));
  return `_headers (longest line ${longest} characters)`;
}
