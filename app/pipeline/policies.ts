// What the pages, the CMS, the search worker and the files may load: the policies the
// `_headers` step (headers.ts) sends, and the Speculation Rules every page carries.
import { adminFolder } from '../lib/built-files.js';
import { paths } from '../lib/paths.ts';
import { noFraming } from '../lib/security-headers.ts';

/** Speculation Rules (docs/architecture/routing.md, "Moving between pages stays instant"). */
export function speculationRules(islandAddresses: string[]) {
  const files = [{ not: { href_matches: '/*.*' } }, { not: { href_matches: `/${adminFolder}/*` } }];
  const live = islandAddresses.map((address) => ({ href_matches: address }));
  const rule = (where: object[]) => ({
    source: 'document',
    where: { and: [...files, ...where] },
    eagerness: 'moderate',
  });
  return JSON.stringify({
    prerender: [rule([{ href_matches: '/*' }, { not: { or: live } }])],
    prefetch: [rule([{ or: live }])],
  });
}

/**
 * The pages' policy: inline scripts only by hash; `video` (the sermons') adds YouTube's player;
 * `wasm` (the search page's) allows compiling Pagefind's WebAssembly, not eval().
 */
export function contentSecurityPolicy({
  churchSuiteOrigin,
  feedOrigins = [],
  analyticsOrigin,
  mediaOrigins = [],
  video = false,
  wasm = false,
  scriptHashes = [],
}: {
  churchSuiteOrigin?: string; // for its sign-up form
  feedOrigins?: string[]; // where the browser asks for feeds
  analyticsOrigin: string | null;
  mediaOrigins?: string[];
  video?: boolean;
  wasm?: boolean;
  scriptHashes?: string[];
}) {
  const connect = new Set([...feedOrigins, analyticsOrigin].filter(Boolean));
  const media = [...new Set(mediaOrigins)].sort();
  return [
    "default-src 'self'",
    ["script-src 'self'", ...(wasm ? ["'wasm-unsafe-eval'"] : []), ...scriptHashes].join(' '),
    // React and Radix set a few style attributes; styles cannot run code.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: https://*.churchsuite.com",
    "font-src 'self'",
    `media-src ${["'self'", ...media].join(' ')}`,
    `connect-src 'self' ${[...connect].join(' ')}`,
    // YouTube's privacy-enhanced player, the only one beside ChurchSuite's forms.
    `frame-src ${[churchSuiteOrigin, video && 'https://www.youtube-nocookie.com'].filter(Boolean).join(' ') || "'none'"}`,
    "form-action 'self'",
    "object-src 'none'",
    "base-uri 'none'",
    noFraming,
    "manifest-src 'self'",
  ].join('; ');
}

/** CORS for a sermon's chapters and transcript, as podcasts ask (a splat: not all read :slug). */
export function episodeFileHeaders() {
  const rule = (path: string, type: string) =>
    `${path}\n  Content-Type: ${type}\n  Access-Control-Allow-Origin: *`;
  return [
    rule(paths.sermonChapters('*'), 'application/json+chapters'),
    rule(paths.sermonTranscript('*', 'vtt'), 'text/vtt; charset=utf-8'),
    rule(paths.sermonTranscript('*', 'txt'), 'text/plain; charset=utf-8'),
  ].join('\n');
}

/**
 * Decap CMS's policy: each source beyond 'self' is one Decap was seen to need in Chromium
 * (e2e-admin/admin.spec.ts fails on any violation), or the GitHub backend needs:
 * - script 'unsafe-eval': ajv compiles config.yml's schema with new Function().
 * - style 'unsafe-inline': Decap's components style themselves with <style> tags (emotion).
 * - img blob:: pictures from the repository and uploads; avatars: the signed-in editor's.
 * - connect blob:: an unsaved entry's pictures, re-read to back the draft up in the browser;
 *   api.github.com is where the live site saves (`npm run cms`'s dev server sends no policy, so
 *   its decap-server on localhost needs none here).
 * - media blob:: a sermon's chosen MP3, read by the browser for its length (recording-box.ts).
 */
export function adminContentSecurityPolicy() {
  return [
    "default-src 'self'",
    "script-src 'self' 'unsafe-eval'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' blob: https://avatars.githubusercontent.com",
    'media-src blob:',
    "connect-src 'self' blob: https://api.github.com",
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'none'",
    noFraming,
  ].join('; ');
}

/** Header lines for the CMS's paths: its own policy in place of the public pages' one. */
export function adminHeaders() {
  // "! Name" detaches an earlier rule's header (Cloudflare; Netlify lets the later value win).
  // The GitHub login's pop-up writes back to this window, which COOP same-origin would prevent.
  return [
    '  ! Content-Security-Policy',
    `  Content-Security-Policy: ${adminContentSecurityPolicy()}`,
    '  ! Cross-Origin-Opener-Policy',
    '  Cross-Origin-Opener-Policy: same-origin-allow-popups',
    '  X-Robots-Tag: noindex',
    // Decap's files keep their names from one version to the next: always ask if they changed.
    '  Cache-Control: no-cache',
  ].join('\n');
}

/** The search worker's policy, from its script's headers: its files and index, nothing else. */
export const searchWorkerPolicy = `default-src 'none'; script-src 'self' 'wasm-unsafe-eval'; connect-src 'self'; ${noFraming}`;

/** For the picture copies (never SVG) and /assets: a page's policy there is 0.5 KB for nothing. */
export const picturePolicy = "default-src 'none'";
