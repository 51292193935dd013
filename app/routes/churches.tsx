import { data } from 'react-router';
import { contentAt } from './in-language.ts';
import { ChurchesView } from '../features/churches/church-view.tsx';
import { pageMeta } from '../lib/meta.ts';
import { churchPaths } from '../lib/church-paths.ts';
import type { Route } from './+types/churches.ts';

export function loader({ request }: Route.LoaderArgs) {
  const { churches, several } = contentAt(request);
  if (!several) throw data(null, { status: 404 });
  const { words } = several;
  return { churches, words, page: { title: words.title, description: words.description } };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  const { church, at } = contentAt(location);
  return loaderData ? pageMeta(church, loaderData.page, { path: at(churchPaths.all) }) : [];
};

export default function ChurchesRoute({ loaderData }: Route.ComponentProps) {
  return <ChurchesView churches={loaderData.churches} words={loaderData.words} />;
}
