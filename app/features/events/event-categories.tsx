import type { ChurchEvent } from '../../feeds/events/type.ts';
import { ChoiceLinks, useChosen } from './event-choice.tsx';
import { useEventsSettings } from './events-settings.tsx';
import { slugOf } from '../../lib/slug.ts';

// One category at a time on /events, without JavaScript: a style rule per category hides the
// rest while its #fragment is the :target; data-chosen too, as an anchor React adds never is.

export const allEventsId = 'all-events';

export const categoryId = (slug: string) => `category-${slug}`;
/** A choice's anchor: a category's, or all events' for ''. */
const anchorId = (slug: string) => (slug ? categoryId(slug) : allEventsId);

/** The category the address names (#category-…), kept up to date as it changes; '' for all. */
export const useChosenCategory = () => useChosen(categoryId(''));

/** The categories of these events, in the order they first appear; none when fewer than two. */
export function categoriesOf(events: ChurchEvent[]) {
  const found = new Map<string, string>();
  for (const { category } of events) {
    // Letters, digits and dashes only: safe as a fragment and in the style rules.
    const slug = category ? slugOf(category) : '';
    if (slug && !found.has(slug)) found.set(slug, category!);
  }
  return found.size < 2 ? [] : [...found].map(([slug, name]) => ({ slug, name }));
}

/** What the choice applies to: the list and the choice itself (event-list-loaded.tsx). */
export const categoryScope = 'events-by-category';
const area = `[data-slot="${categoryScope}"]`;

/** The style rules: the chosen category's events alone, and its link marked as chosen. */
export function categoryRules(slugs: string[]): string {
  const chosenLink = 'font-weight:700;background:var(--color-brand-700);color:#fff';
  return [
    ...slugs.flatMap((slug) => {
      const chosen = [`${area}:has(#${categoryId(slug)}:target)`, `${area}[data-chosen="${slug}"]`];
      return [
        `${chosen.map((c) => `${c} [data-slot="event-list"]>li:not([data-category="${slug}"])`).join(',')}{display:none}`,
        `${chosen.map((c) => `${c} a[href="#${categoryId(slug)}"]`).join(',')}{${chosenLink}}`,
      ];
    }),
    `${area}:not([data-chosen]):not(:has([id^="category-"]:target)) a[href="#${allEventsId}"]{${chosenLink}}`,
  ].join('\n');
}

export function EventCategories({ events, chosen }: { events: ChurchEvent[]; chosen: string }) {
  const { text } = useEventsSettings();
  const categories = categoriesOf(events);
  if (categories.length === 0) return null;
  const slugs = categories.map(({ slug }) => slug);
  return (
    <nav aria-label={text.categories} data-slot="event-categories" className="mb-8">
      <style href={`event-categories-${slugs.join('-')}`} precedence="default">
        {categoryRules(slugs)}
      </style>
      <ChoiceLinks
        choices={categories}
        all={text.allCategories}
        anchorOf={anchorId}
        chosen={chosen}
      />
    </nav>
  );
}
