// Reads the `_headers` file (the Netlify / Cloudflare Pages format) and checks it against the
// hosts' limits. How the host applies it is tested on the host's own runtime (npm run preview).

type HeadersRule = { pattern: string; headers: [string, string][]; unset: string[] };

/**
 * Each rule's path pattern, the headers it sets, and the headers it detaches: a line
 * `! Name` under a rule removes a header that an earlier matching rule set (Cloudflare Pages).
 */
export function parseHeadersFile(text: string): HeadersRule[] {
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

/** Cloudflare Pages' limits for `_headers`; Netlify reads the same file with no stated limit. */
export const headersLimits = { lineLength: 2000, rules: 100 };

/**
 * Throws if `_headers` crosses a host's limit: Cloudflare Pages ignores a longer line (so the
 * header is silently not sent) and rules past the hundredth.
 */
export function checkHeadersLimits(text: string) {
  const problems: string[] = [];
  text.split('\n').forEach((line, index) => {
    if (line.length > headersLimits.lineLength) {
      problems.push(
        `line ${index + 1} (${line.trim().split(':')[0]}) has ${line.length} characters; Cloudflare Pages ignores any line over ${headersLimits.lineLength}, so that header would not be sent`,
      );
    }
  });
  const rules = parseHeadersFile(text).length;
  if (rules > headersLimits.rules) {
    problems.push(
      `it has ${rules} rules; Cloudflare Pages reads at most ${headersLimits.rules}, so the rest would be ignored`,
    );
  }
  if (problems.length > 0) {
    throw new Error(`_headers is over a host's limit:\n- ${problems.join('\n- ')}`);
  }
}
