import { data } from 'react-router';
import { church, churches, services, siteText } from '../content/data.ts';
import { ChurchView } from '../features/churches/church-view.tsx';
import { pageMeta } from '../lib/meta.ts';
import { addressLine, churchPaths } from '../lib/church-paths.ts';

export function loader({ request }: { request: Request }) {
  const slug = new URL(request.url).pathname.split('/').filter(Boolean).at(-1);
  const one = churches.find((each) => each.slug === slug);
  const words = siteText.churches;
  if (!one || !words) throw data(null, { status: 404 });
  return {
    one,
    words,
    held: (services?.held ?? []).filter((service) => service.church === one.slug),
    page: { title: one.name, description: `${one.name}, ${addressLine(one)}.` },
  };
}

// Typed by hand: on a site of one church the route table has no such route to type (routes.ts).
type Data = ReturnType<typeof loader>;

export const meta = ({ loaderData }: { loaderData?: Data }) =>
  loaderData
    ? pageMeta(church, loaderData.page, { path: churchPaths.church(loaderData.one.slug) })
    : [];

export default function ChurchRoute({ loaderData }: { loaderData: Data }) {
  return (
    <ChurchView
      church={loaderData.one}
      held={loaderData.held}
      words={loaderData.words}
      dateStyle={church.dateStyle}
    />
  );
}
