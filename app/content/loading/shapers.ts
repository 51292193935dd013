import { churchShapers } from './shapers/churches.ts';
import { collectionShapers } from './shapers/collections.ts';
import { type Shaper, shapingContext } from './shapers/context.ts';
import { pageShapers } from './shapers/pages.ts';
import { siteShapers } from './shapers/site.ts';
import type { Language } from '../../lib/languages.ts';
import type { Items, Settings } from './validate.ts';

// The last step of loading: the checked files turned into what the pages receive, one shaper
// per key, each beside its kind's others (shapers/). A new kind adds its shapers and a line here.

export const shapers = {
  ...siteShapers,
  ...pageShapers,
  ...collectionShapers,
  ...churchShapers,
} satisfies Record<string, Shaper>;

/** What the pages receive: each registered shaper's result, under its key. */
export type Shaped<Registry extends Record<string, Shaper>> = {
  [Key in keyof Registry]: ReturnType<Registry[Key]>;
};
export type Content = Shaped<typeof shapers>;

/** Every key's shaper run on the checked files (another registry: a test's made-up kind). */
export function shapeWith<Registry extends Record<string, Shaper>>(
  registry: Registry,
  settings: Settings,
  items: Items,
  language?: Language,
): Shaped<Registry> {
  const context = shapingContext(settings, items, language);
  return Object.fromEntries(
    Object.entries(registry).map(([key, shape]) => [key, shape(context)]),
  ) as Shaped<Registry>;
}
