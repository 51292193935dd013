import { data } from 'react-router';
import { IntroPage } from '../components/layout/page-header.tsx';
import { contentAt } from './in-language.ts';
import { choiceAt, choicePages, choicePath } from '../features/groups/group-choices.ts';
import { GroupList, GroupsUnavailable } from '../features/groups/group-list.tsx';
import { choiceTitle, groupsView } from '../features/groups/groups-view.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { churchSuiteUrls } from '../lib/churchsuite.ts';
import { pageMeta } from '../lib/meta.ts';
import type { Route } from './+types/groups.ts';

// /groups and each choice of it, from the build's one reading; any other address is a 404.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { church, groupsPage, siteText } = contentAt(request);
  // Listed only when church.yml names ChurchSuite (build/pages.ts).
  if (!church.churchSuite) throw data(null, { status: 404 });
  const { account } = church.churchSuite;
  const snapshot = await feedSnapshot('groups', church);
  const rest = params['*'] ?? '';
  const page = { words: groupsPage, listUrl: churchSuiteUrls(account).groupsList };
  if (!snapshot) {
    if (rest) throw data(null, { status: 404 });
    return { ...page, view: null };
  }
  const choice = rest ? choiceAt(rest, choicePages(snapshot.feed)) : {};
  if (!choice) throw data(null, { status: 404 });
  const dayNames = siteText.dates.weekdays.map((day) => day.name);
  return {
    ...page,
    view: groupsView(snapshot, choice, { account, anyName: groupsPage.ways.any, dayNames }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { words, view } = loaderData;
  const { church, at } = contentAt(location);
  // A title of at most 70 letters with " | " and the church's short name after it.
  const room = 70 - ` | ${church.shortName}`.length;
  return pageMeta(
    church,
    {
      title: choiceTitle(view?.chosen ?? [], words.meta.title, room),
      description: words.meta.description,
    },
    { path: at(choicePath(view?.choice ?? {})) },
  );
};

export default function GroupsPage({ loaderData }: Route.ComponentProps) {
  const { words, listUrl, view } = loaderData;
  return (
    <IntroPage heading={words.meta.heading} description={words.intro}>
      {view ? (
        <GroupList view={view} words={words} />
      ) : (
        <GroupsUnavailable words={words} listUrl={listUrl} />
      )}
    </IntroPage>
  );
}
