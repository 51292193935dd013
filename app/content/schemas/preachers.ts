// A preacher's name is typed on every sermon, so one person arrives written several ways: names
// differing only in titles, stops, spaces or capitals are one preacher; others are listed.

/** Titles left out when names are compared and addresses made: "Rev. Dr" is no part of a name. */
const titleWords =
  'rev revd reverend very rt right the dr doctor mr mrs ms miss mx pastor prof professor canon fr father sister brother';
const titles = new Set(titleWords.split(' '));

/** "Rev. Dr Helen Carson" → "helen carson": what two spellings of one name share. */
export function preacherKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  const first = words.findIndex((word) => !titles.has(word));
  // A name of titles alone ("The Rev.") keeps them, rather than becoming nothing.
  return (first === -1 ? words : words.slice(first)).join(' ');
}

/** Each name's preacher in one form (listed, else the newest sermon's), and the list's problems. */
export function preachersOf(
  list: readonly { name: string; also: string[] }[],
  names: readonly string[],
) {
  const byKey = new Map<string, { name: string; slug: string }>();
  const problems: { index: number; text: string }[] = [];
  list.forEach((entry, index) => {
    const preacher = { name: entry.name, slug: preacherKey(entry.name).replaceAll(' ', '-') };
    for (const spelling of [entry.name, ...entry.also]) {
      const key = preacherKey(spelling);
      const taken = byKey.get(key);
      if (taken && taken.name !== entry.name) {
        problems.push({
          index,
          text: `preachers → ${index + 1}: "${spelling}" is already a way of writing ${taken.name}; keep it under one preacher`,
        });
        continue;
      }
      byKey.set(key, preacher);
    }
  });
  for (const name of names) {
    const key = preacherKey(name);
    if (!byKey.has(key)) byKey.set(key, { name, slug: key.replaceAll(' ', '-') });
  }
  return { preacherOf: (name: string) => byKey.get(preacherKey(name))!, problems };
}
