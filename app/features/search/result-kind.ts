// What kind of page a search result is, from its address: the results label each one.
export type ResultKind = 'page' | 'activity' | 'news' | 'sermon';

const prefixes: [string, ResultKind][] = [
  ['/activities/', 'activity'],
  ['/news/', 'news'],
  ['/sermons/', 'sermon'],
];

export function resultKind(url: string): ResultKind {
  return prefixes.find(([prefix]) => url.startsWith(prefix))?.[1] ?? 'page';
}
