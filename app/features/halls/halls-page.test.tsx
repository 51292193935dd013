import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import other from '../../../test/fixtures/bookings-other.json';
import otherPage2 from '../../../test/fixtures/bookings-other-page-2.json';
import { WithSite } from '../../../test/with-site.tsx';
import { church, hallsPage, siteText } from '../../content/data.ts';
import { parseBookingsFeed } from '../../feeds/bookings/reading.ts';
import { HowToBook, RoomChoice, RoomSection } from './halls-page.tsx';
import { shownRooms } from './rooms.ts';

// What /halls shows, in the content's words (test/fixtures/content) and its own fixture feed.

const { words } = hallsPage;
const takenAt = Date.UTC(2027, 2, 22, 6);
const snapshot = { feed: parseBookingsFeed([other, otherPage2]), takenAt };

describe('RoomSection', () => {
  it('shows a room’s facts and its days, a free day said to be free', () => {
    const [room] = shownRooms(hallsPage.rooms, snapshot);
    render(<RoomSection room={room!} words={words} takenAt={takenAt} />, { wrapper: WithSite });
    const section = screen.getByRole('region', { name: hallsPage.rooms[0]!.name });
    for (const facility of hallsPage.rooms[0]!.facilities) {
      expect(within(section).getByText(facility)).toBeVisible();
    }
    expect(within(section).getByText(`${words.asOf}`, { exact: false })).toHaveTextContent(
      `${words.asOf} March 22, 2027, 6:00 AM.`,
    );
    expect(within(section).getByText('Monday, March 22, 2027:').parentElement).toHaveTextContent(
      words.free,
    );
  });

  it('says the times could not be read, and still shows the room, when there was no reading', () => {
    const rooms = shownRooms(hallsPage.rooms, null);
    expect(rooms).toHaveLength(hallsPage.rooms.length);
    render(<RoomSection room={rooms[0]!} words={words} />, { wrapper: WithSite });
    expect(screen.getByRole('heading', { level: 2, name: hallsPage.rooms[0]!.name })).toBeVisible();
    expect(screen.getByText(words.unavailable)).toBeVisible();
  });
});

describe('HowToBook', () => {
  it('gives the office’s phone and e-mail, and the form when there is one', () => {
    const form = { label: 'Ask for a room', href: 'https://example.churchsuite.com/forms/rooms' };
    render(
      <HowToBook ask={{ ...hallsPage.ask, form }} church={church} office={siteText.churchOffice} />,
      { wrapper: WithSite },
    );
    expect(screen.getByRole('link', { name: church.phone.display })).toBeVisible();
    expect(screen.getByRole('link', { name: church.email })).toHaveAttribute(
      'href',
      `mailto:${church.email}`,
    );
    expect(screen.getByRole('link', { name: new RegExp(form.label) })).toHaveAttribute(
      'href',
      form.href,
    );
  });
});

describe('RoomChoice', () => {
  it('links every room’s own page and marks the one shown', () => {
    const rooms = shownRooms(hallsPage.rooms, snapshot);
    render(
      <RoomChoice page={hallsPage.slug} rooms={rooms} current={rooms[1]!.slug} words={words} />,
      {
        wrapper: WithSite,
      },
    );
    expect(screen.getByRole('link', { name: words.allRooms })).toHaveAttribute(
      'href',
      `/${hallsPage.slug}`,
    );
    expect(screen.getByRole('link', { name: rooms[1]!.name })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(screen.getAllByRole('link')).toHaveLength(rooms.length + 1);
  });
});
