import { data } from 'react-router';
import { church, churches, churchesText } from '../content/data.ts';
import { ChurchesView } from '../features/churches/church-view.tsx';
import { pageMeta } from '../lib/meta.ts';
import { churchPaths } from '../lib/church-paths.ts';

export function loader() {
  const words = churchesText;
  if (!words || churches.length === 0) throw data(null, { status: 404 });
  return { churches, words, page: { title: words.title, description: words.description } };
}

// Typed by hand: on a site of one church the route table has no such route to type (routes.ts).
type Data = ReturnType<typeof loader>;

export const meta = ({ loaderData }: { loaderData?: Data }) =>
  loaderData ? pageMeta(church, loaderData.page, { path: churchPaths.all }) : [];

export default function ChurchesRoute({ loaderData }: { loaderData: Data }) {
  return <ChurchesView churches={loaderData.churches} words={loaderData.words} />;
}
