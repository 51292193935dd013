/** A web address part: small letters and digits, words joined by single dashes. */
export const slugPattern = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** A name from outside as an address part: "Bible Study (Men’s)" → "bible-study-men-s". */
export function slugOf(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** `base`, else `base-2`, `base-3`… whichever `taken` has not got, taken now. */
export function takeUnique(taken: Set<string>, base: string): string {
  let value = base;
  for (let n = 2; taken.has(value); n++) value = `${base}-${n}`;
  taken.add(value);
  return value;
}

/** A slug for each name, the second of two alike numbered: main-hall, main-hall-2. */
export function distinctSlugs(names: readonly string[], fallback: string): string[] {
  const used = new Set<string>();
  return names.map((name) => takeUnique(used, slugOf(name) || fallback));
}
