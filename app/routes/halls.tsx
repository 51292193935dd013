import { data } from 'react-router';
import { IntroPage } from '../components/layout/page-header.tsx';
import { contentAt } from './in-language.ts';
import { HowToBook, RoomChoice, RoomSection } from '../features/halls/halls-page.tsx';
import { shownRooms } from '../features/halls/rooms.ts';
import { feedSnapshot } from '../feeds/snapshots.server.ts';
import { clip } from '../feeds/shared.ts';
import { pageMeta } from '../lib/meta.ts';
import { hallsPaths } from '../lib/paths.ts';
import { escapeXml } from '../lib/xml.ts';
import type { Route } from './+types/halls.ts';

// The halls page and each room's, from the build's one reading; any other address is a 404.
export async function loader({ params, request }: Route.LoaderArgs) {
  const { church, hallsPage, siteText } = contentAt(request);
  const snapshot = await feedSnapshot('bookings', church);
  const rooms = shownRooms(hallsPage.rooms, snapshot);
  const slug = (params['*'] ?? '').replace(/^\/+|\/+$/g, '');
  const chosen = slug ? rooms.find((room) => room.slug === slug) : undefined;
  if (slug && !chosen) throw data(null, { status: 404 });
  return {
    ...hallsPage,
    office: siteText.churchOffice,
    contact: { phone: church.phone, email: church.email },
    rooms,
    chosen: chosen?.slug,
    ...(snapshot && { takenAt: snapshot.takenAt }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) => {
  if (!loaderData) return [];
  const { church, at } = contentAt(location);
  const { slug: page, meta, rooms, chosen } = loaderData;
  const room = rooms.find((r) => r.slug === chosen);
  // At most 70 letters with " | " and the short name after, counted as written in the HTML
  // (html-validate counts "&lt;" as four; escapeXml's entities are as long as React's).
  const written = (text: string) => escapeXml(text).length;
  const space = 70 - written(` | ${meta.title} | ${church.shortName}`);
  let name = room?.name ?? '';
  for (let max = space; max > 10 && written(name) > space; max -= 1) name = clip(name, max);
  const title = room && written(name) <= space ? `${name} | ${meta.title}` : meta.title;
  return pageMeta(
    church,
    { title, description: meta.description },
    { path: at(room ? hallsPaths.room(page, room.slug) : hallsPaths.page(page)) },
  );
};

export default function HallsPage({ loaderData }: Route.ComponentProps) {
  const { slug, meta, intro, ask, words, office, contact, rooms, chosen, takenAt } = loaderData;
  const shown = chosen ? rooms.filter((room) => room.slug === chosen) : rooms;
  return (
    <IntroPage heading={meta.heading} description={intro}>
      <HowToBook ask={ask} church={contact} office={office} />
      {rooms.length > 1 && <RoomChoice page={slug} rooms={rooms} current={chosen} words={words} />}
      {shown.map((room) => (
        <RoomSection key={room.slug} room={room} words={words} takenAt={takenAt} />
      ))}
    </IntroPage>
  );
}
