import { data } from 'react-router';
import { church, churches, several } from '../content/data.ts';
import { ChurchesView } from '../features/churches/church-view.tsx';
import { pageMeta } from '../lib/meta.ts';
import { churchPaths } from '../lib/church-paths.ts';
import type { Route } from './+types/churches.ts';

export function loader() {
  if (!several) throw data(null, { status: 404 });
  const { words } = several;
  return { churches, words, page: { title: words.title, description: words.description } };
}

export const meta: Route.MetaFunction = ({ loaderData }) =>
  loaderData ? pageMeta(church, loaderData.page, { path: churchPaths.all }) : [];

export default function ChurchesRoute({ loaderData }: Route.ComponentProps) {
  return <ChurchesView churches={loaderData.churches} words={loaderData.words} />;
}
