// The pages to prerender (docs/architecture/pipeline.md, "The pages listed"); /404 becomes the static
// host's 404.html (flat-pages.ts).
import { collectionPaths } from '../content/loading/collection-paths.ts';
import type { Content } from '../content/loading/load.server.ts';
import { pathIn } from '../lib/language-paths.ts';
import { languagesOf } from '../lib/languages.ts';
import { choicePages, choicePath } from '../features/groups/group-choices.ts';
import { shownRooms } from '../features/halls/rooms.ts';
import { churchSuiteFeeds } from '../lib/churchsuite.ts';
import { churchPaths } from '../lib/church-paths.ts';
import { hallsPaths, paths } from '../lib/paths.ts';
import type { Snapshots } from '../feeds/snapshots.ts';

export function pagesToPrerender(
  content: Content,
  { groups, bookings }: Pick<Snapshots, 'groups' | 'bookings'>,
  routePaths: string[],
) {
  const { slug, rooms } = content.hallsPage;
  const named = churchSuiteFeeds(content.church.churchSuite);
  const own = [
    // A site of several churches: a page each (its route takes a slug: routes.ts).
    ...content.churches.map(({ slug }) => churchPaths.church(slug)),
    ...collectionPaths(content),
    // /groups and the halls when church.yml names their feed (each says so when it fails).
    ...(named.groups
      ? [paths.groups, ...(groups ? choicePages(groups.feed).map(choicePath) : [])]
      : []),
    ...(named.bookings
      ? [
          hallsPaths.page(slug),
          ...shownRooms(rooms, bookings).map((room) => hallsPaths.room(slug, room.slug)),
        ]
      : []),
    '/404',
  ];
  // A site of two languages: each page again at its address in the second (routes.ts lists
  // the second's routes without parameters already).
  const languages = languagesOf(content.church);
  const twins = languages.slice(1).flatMap((language) => own.map(pathIn(language, languages)));
  return [...routePaths, ...own, ...twins];
}
