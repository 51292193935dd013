// Reads and matches the `_headers` file (the Netlify / Cloudflare Pages format), so the
// preview server answers with exactly the headers the static host will send.

/**
 * Each rule's path pattern, the headers it sets, and the headers it detaches: a line
 * `! Name` under a rule removes a header that an earlier matching rule set (Cloudflare Pages).
 * @returns {{ pattern: string, headers: [string, string][], unset: string[] }[]}
 */
export function parseHeadersFile(text) {
  const rules = [];
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

function patternToRegExp(pattern) {
  const escaped = pattern.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '.*');
  return new RegExp(`^${escaped}$`);
}

/**
 * The headers for a path, as Cloudflare Pages' asset server applies them: every matching
 * rule in order, its detached headers removed first; a header that an earlier rule already
 * set is added to (values joined with ", "), unless it was detached in between.
 */
export function headersFor(rules, pathname) {
  const result = new Map();
  for (const rule of rules) {
    if (!patternToRegExp(rule.pattern).test(pathname)) continue;
    for (const name of rule.unset) result.delete(name.toLowerCase());
    for (const [name, value] of rule.headers) {
      const key = name.toLowerCase();
      result.set(key, result.has(key) ? `${result.get(key)}, ${value}` : value);
    }
  }
  return result;
}
