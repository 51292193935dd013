import { render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import currentSample from '../../../test/fixtures/calendar-current.json';
import type { WithSite as WithSiteComponent } from '../../../test/with-site.tsx';
import { isEventsFeedError } from '../../feeds/events/events-feed-error.ts';
import type { EventsSnapshot } from '../../feeds/snapshots.ts';
import {
  detailsLink,
  freshModulesEachTest,
  typedPrayer,
  stubBrowserLayoutApis,
  stubFeed,
  testEventsSettings as settings,
} from '../../../test/events-support.ts';
import type { UpcomingEvents as UpcomingEventsComponent } from './upcoming-events.tsx';

const text = settings.text;

function renderSection(snapshot?: EventsSnapshot) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <UpcomingEvents settings={settings} snapshot={snapshot} /> },
  ]);
  return render(<Stub initialEntries={['/']} />, { wrapper: WithSite });
}

let UpcomingEvents: typeof UpcomingEventsComponent;
let WithSite: typeof WithSiteComponent;
freshModulesEachTest(async (withSite) => {
  WithSite = withSite;
  ({ UpcomingEvents } = await import('./upcoming-events.tsx'));
  stubBrowserLayoutApis();
});

describe('UpcomingEvents', () => {
  it('shows a loading skeleton, then the first six events in feed order as slides', async () => {
    const fetchMock = stubFeed(sample);
    renderSection();
    expect(screen.getByRole('heading', { level: 2, name: text.heading })).toBeVisible();
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);

    const carousel = await screen.findByRole('region', { name: text.carousel });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    const slides = within(carousel).getAllByRole('group');
    expect(slides.map((slide) => slide.getAttribute('aria-label'))).toEqual([
      '1 of 6',
      '2 of 6',
      '3 of 6',
      '4 of 6',
      '5 of 6',
      '6 of 6',
    ]);
    expect(slides[0]).toHaveAttribute('aria-roledescription', 'slide');
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(sample.slice(0, 6).map((event) => event.name));
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith(settings.feedUrl, expect.anything());
  });

  it('shows each event with its image, home date, place and details link', async () => {
    stubFeed(sample);
    renderSection();
    const harvest = (
      await screen.findByRole('heading', { name: 'Harvest Thanksgiving Service' })
    ).closest('article')!;
    const card = within(harvest);
    expect(card.getByRole('img', { name: 'Harvest Thanksgiving Service' })).toHaveAttribute(
      'loading',
      'lazy',
    );
    expect(card.getByText('Sep 26 at 11:30 AM')).toBeVisible();
    expect(card.getByText('Sanctuary')).toBeVisible();
    expect(detailsLink(card)).toHaveAttribute(
      'href',
      'https://demo.churchsuite.com/events/hv7k2m1q',
    );

    const coffee = within(
      screen.getByRole('heading', { name: 'PW Coffee Morning' }).closest('article')!,
    );
    expect(coffee.queryByRole('img')).toBeNull();
    expect(detailsLink(coffee)).toHaveAttribute('href', '#');
  });

  it('reads the current feed in feed order: a cancelled event marked, an online one online', async () => {
    stubFeed(currentSample);
    renderSection();
    const carousel = await screen.findByRole('region', { name: text.carousel });
    const cards = within(carousel).getAllByRole('article');
    expect(
      cards.map((card) => within(card).getByRole('heading', { level: 3 }).textContent),
    ).toEqual([
      'Youth Fellowship Quiz Night',
      `${text.cancelled}: PW Coffee Morning`,
      'Midweek Prayer (online)',
    ]);
    const [quiz, coffee, prayer] = cards.map((card) => within(card));
    expect(quiz!.getByText('Sep 17 at 7:30 PM')).toBeVisible();
    expect(quiz!.getByText('Church Halls')).toBeVisible();
    expect(coffee!.getByText(text.cancelled)).toBeVisible();
    expect(coffee!.getByText('PW Coffee Morning').tagName).toBe('S');
    expect(coffee!.getByText('Nov 6 at 10:30 AM')).toBeVisible();
    expect(prayer!.getByText(`${text.online}: Zoom`)).toBeVisible();
    expect(prayer!.getByText('Oct 6 at 8:00 PM')).toBeVisible();
    expect(detailsLink(prayer!)).toHaveAttribute(
      'href',
      'https://demo.churchsuite.com/events/on4b8z6x',
    );
  });

  it('has previous and next buttons, previous unavailable at the start', async () => {
    stubFeed(sample);
    renderSection();
    const carousel = await screen.findByRole('region', { name: text.carousel });
    expect(within(carousel).getByRole('button', { name: text.previous })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    expect(within(carousel).getByRole('button', { name: text.next })).toBeVisible();
  });

  it('links to every event', async () => {
    stubFeed(sample);
    renderSection();
    expect(screen.getByRole('link', { name: text.seeAll })).toHaveAttribute('href', '/events');
  });

  it('says when there are no upcoming events', async () => {
    stubFeed([]);
    renderSection();
    expect(await screen.findByText(text.emptyHeading)).toBeVisible();
    expect(screen.getByText(text.emptyText)).toBeVisible();
    expect(screen.queryByRole('region', { name: text.carousel })).toBeNull();
  });

  it('alerts, toasts and logs when the feed fails', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFeed('Internal Server Error', 500);
    renderSection();
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
    // Sonner mounts the toast hidden and shows it a frame later; on a busy machine the text can
    // be found before that frame, so wait for what the visitor sees rather than for the node.
    await waitFor(() => expect(screen.getByText(text.failedPopup)).toBeVisible());
    expect(error).toHaveBeenCalledWith(
      expect.objectContaining({ message: 'Failed to fetch events' }),
    );
    // The adapter's own EventsFeedError, passed on rather than wrapped in another.
    const [logged] = error.mock.calls[0]!;
    expect(isEventsFeedError(logged)).toBe(true);
    expect(isEventsFeedError((logged as Error).cause)).toBe(false);
    expect((logged as Error).cause).toHaveProperty('message', expect.stringContaining('500'));
  });

  describe('with an event typed in /admin', () => {
    const own = typedPrayer('typed');
    const snapshot: EventsSnapshot = { events: [own], takenAt: 0, feed: 'unread' };
    const slideNames = async () =>
      within(await screen.findByRole('region', { name: text.carousel }))
        .getAllByRole('group')
        .map((slide) => within(slide).getByRole('heading').textContent);

    it("puts it among the feed's first six, soonest first", async () => {
      // 6 October: after the feed's 26 September and 7 September, before its 15 October.
      stubFeed(sample);
      renderSection(snapshot);
      await waitFor(async () => expect(await slideNames()).toContain(own.name));
      expect((await slideNames()).indexOf(own.name)).toBe(2);
    });

    it('shows it under the alert when the feed fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      stubFeed('Internal Server Error', 500);
      renderSection(snapshot);
      expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
      expect(await slideNames()).toEqual([own.name]);
    });
  });
});
