import { route, type RouteConfigEntry } from '@react-router/dev/routes';

// The routes of the kinds whose pages are the registry's own (kinds.ts, `pages`): the list
// and one page per item, both rendered by the kind's one route module. The item route takes
// the address as a parameter; collection-paths.ts lists each item's page for prerendering.

interface Listed {
  pages?: { list: string; route: string };
  address: (slug: string) => string;
}

export function listedRoutes(
  kinds: Record<string, Listed>,
  sizes: Record<string, number>,
): RouteConfigEntry[] {
  return Object.entries(kinds).flatMap(([name, { pages, address }]) =>
    pages && (sizes[name] ?? 0) > 0
      ? [
          route(pages.list.slice(1), pages.route, { id: `${name}/list` }),
          route(address(':slug').slice(1), pages.route, { id: `${name}/item` }),
        ]
      : [],
  );
}
