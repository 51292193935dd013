import { render, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import sample from '../../../test/fixtures/calendar.json';
import currentSample from '../../../test/fixtures/calendar-current.json';
import type { WithSite as WithSiteComponent } from '../../../test/with-site.tsx';
import { welshDates } from '../../../test/date-words.ts';
import { parseCalendarFeed } from '../../feeds/events/reading.ts';
import { eventDateText } from './event-dates.ts';
import type { EventList as EventListComponent } from './event-list.tsx';
import {
  detailsLink,
  freshModulesEachTest,
  typedPrayer,
  startsWith,
  stubFeed,
  testEventsSettings as settings,
} from '../../../test/events-support.ts';

const text = settings.text;

let EventList: typeof EventListComponent;
let WithSite: typeof WithSiteComponent;
freshModulesEachTest(async (withSite) => {
  WithSite = withSite;
  ({ EventList } = await import('./event-list.tsx'));
});

describe('EventList', () => {
  it('lists every event soonest first, with the long date format', async () => {
    const fetchMock = stubFeed(sample);
    render(<EventList settings={settings} />, { wrapper: WithSite });
    expect(screen.getByRole('status')).toHaveTextContent(text.loading);
    const articles = await screen.findAllByRole('article');
    expect(articles).toHaveLength(10);
    const names = articles.map((a) => within(a).getByRole('heading', { level: 2 }).textContent);
    expect(names.slice(0, 3)).toEqual([
      'PW Coffee Morning',
      'Harvest Thanksgiving Service',
      'Dorcas Group Craft Evening',
    ]);
    expect(names.at(-1)).toBe("Girls' Brigade Display");
    expect(within(articles[0]!).getByText('Tuesday, September 7 at 10:00 AM')).toBeVisible();
    // The page's feed, as its settings give it.
    expect(fetchMock).toHaveBeenCalledWith(settings.feedUrl, expect.anything());
  });

  it("writes the dates in the words its props carry on a page in the site's other language", async () => {
    stubFeed(sample);
    const welsh = {
      ...settings,
      dateStyle: 'british' as const,
      dates: eventDateText(welshDates()),
    };
    render(<EventList settings={welsh} />, { wrapper: WithSite });
    const [first] = await screen.findAllByRole('article');
    expect(within(first!).getByText('Dydd Mawrth 7 Medi am 10am')).toBeVisible();
  });

  it('shows place, address, description as text, image and links', async () => {
    stubFeed(sample);
    render(<EventList settings={settings} />, { wrapper: WithSite });
    const bb = within(
      (await screen.findByRole('heading', { name: "Boys' Brigade Annual Display" })).closest(
        'article',
      )!,
    );
    expect(bb.getByText('Friday, October 15 at 7:00 PM')).toBeVisible();
    expect(bb.getByText('Church Halls')).toBeVisible();
    expect(bb.getByText('1 Church Road, Ballyglen, BT00 0AA')).toBeVisible();
    expect(bb.getByText('Tickets are free but places are limited.')).toBeVisible();
    expect(bb.getByRole('img', { name: "Boys' Brigade Annual Display" })).toBeVisible();
    expect(bb.getByRole('link', { name: startsWith(text.addToCalendar) })).toBeVisible();
    expect(detailsLink(bb)).toHaveAttribute('href', 'https://demo.churchsuite.com/events/bb9disp1');

    const harvest = within(
      screen.getByRole('heading', { name: 'Harvest Thanksgiving Service' }).closest('article')!,
    );
    expect(
      harvest.getByText(
        'Join us as we give thanks for God’s provision. Produce gifts will be shared with the local food bank.',
      ),
    ).toBeVisible();
  });

  it('never turns feed text into markup', async () => {
    stubFeed([
      {
        name: '<img src=x onerror=alert(1)>',
        datetime_start: '2027-10-06 20:00:00',
        description: '<script>alert(1)</script><p>Safe <b>bold</b></p>',
      },
    ]);
    const { container } = render(<EventList settings={settings} />, { wrapper: WithSite });
    expect(
      await screen.findByRole('heading', { name: '<img src=x onerror=alert(1)>' }),
    ).toBeVisible();
    expect(screen.getByText('Safe bold')).toBeVisible();
    expect(container.querySelector('article img, article script, article b')).toBeNull();
  });

  it('carries schema.org Event data for the listed events', async () => {
    stubFeed(sample);
    const { container } = render(<EventList settings={settings} />, { wrapper: WithSite });
    await screen.findAllByRole('article');
    const script = container.querySelector('script[type="application/ld+json"]');
    const data = JSON.parse(script?.textContent ?? '{}') as { '@graph': { name: string }[] };
    expect(data['@graph'].map((event) => event.name)).toHaveLength(10);
    expect(data['@graph'][0]).toMatchObject({
      '@type': 'Event',
      name: 'PW Coffee Morning',
      startDate: '2027-09-07T10:00:00+01:00',
    });
  });

  it('says each event is in the page’s language on a site not in English alone, and none on one in English alone', async () => {
    stubFeed(sample);
    const ldOf = async (given: typeof settings) => {
      const { container, unmount } = render(<EventList settings={given} />, { wrapper: WithSite });
      await screen.findAllByRole('article');
      const script = container.querySelector('script[type="application/ld+json"]');
      unmount();
      return JSON.parse(script?.textContent ?? '{}') as { '@graph': Record<string, unknown>[] };
    };
    const welsh = await ldOf({ ...settings, language: 'cy' });
    expect(welsh['@graph']).toHaveLength(10);
    expect(welsh['@graph'].every((event) => event.inLanguage === 'cy')).toBe(true);
    const english = await ldOf(settings);
    expect(english['@graph'].some((event) => 'inLanguage' in event)).toBe(false);
  });

  it('says when there are no upcoming events', async () => {
    stubFeed([]);
    render(<EventList settings={settings} />, { wrapper: WithSite });
    expect(await screen.findByText(text.emptyHeading)).toBeVisible();
    expect(screen.getByText(text.emptyText)).toBeVisible();
  });

  it('alerts when the answer is not JSON', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    stubFeed('<!doctype html><title>Maintenance</title>');
    render(<EventList settings={settings} />, { wrapper: WithSite });
    expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
  });

  it("reads the current feed: the church's times, a cancelled event marked, an online one's link", async () => {
    stubFeed(currentSample);
    render(<EventList settings={settings} />, { wrapper: WithSite });
    const articles = await screen.findAllByRole('article');
    const headings = articles.map((a) => within(a).getByRole('heading', { level: 2 }));
    expect(headings.map((h) => h.textContent)).toEqual([
      'Youth Fellowship Quiz Night',
      'Midweek Prayer (online)',
      `${text.cancelled}: PW Coffee Morning`,
    ]);
    expect(within(articles[0]!).getByText('Friday, September 17 at 7:30 PM')).toBeVisible();

    // Cancelled: said in words before the name, the name struck through; nothing to add.
    const [quiz, prayer, coffee] = articles.map((a) => within(a));
    expect(headings[2]).toHaveAccessibleName(`${text.cancelled}: PW Coffee Morning`);
    expect(coffee!.getByText('PW Coffee Morning').tagName).toBe('S');
    expect(coffee!.getByText('Saturday, November 6 at 10:30 AM')).toBeVisible();
    expect(coffee!.queryByRole('link', { name: startsWith(text.addToCalendar) })).toBeNull();
    expect(quiz!.getByRole('link', { name: startsWith(text.addToCalendar) })).toBeVisible();
    expect(quiz!.queryByText(text.cancelled)).toBeNull();

    // Online: where to join instead of an address, opening in a new tab.
    expect(prayer!.getByText(`${text.online}: Zoom`)).toBeVisible();
    const join = prayer!.getByRole('link', { name: startsWith(text.joinOnline) });
    expect(join).toHaveAttribute('href', 'https://example.org/join/prayer');
    expect(join).toHaveAttribute('target', '_blank');
    expect(join).toHaveAttribute('rel', 'noopener noreferrer');
    expect(prayer!.getByText('Wednesday, October 6 at 8:00 PM')).toBeVisible();
  });

  it("shows the build's events at once, then the feed's own answer", async () => {
    const events = parseCalendarFeed(sample).map((e) => ({ ...e, description: e.description }));
    const changed = structuredClone(sample);
    changed[0]!.name = 'Harvest Supper';
    stubFeed(changed);
    const snapshot = { events, takenAt: Date.UTC(2026, 10, 25, 4, 5) };
    // Hydration waits for the list's lazy code rather than showing the skeleton; a fresh render
    // cannot, so the code is loaded first by a render of its own.
    const warmUp = render(<EventList settings={settings} snapshot={snapshot} />, {
      wrapper: WithSite,
    });
    await screen.findAllByRole('article');
    warmUp.unmount();
    render(<EventList settings={settings} snapshot={snapshot} />, { wrapper: WithSite });
    expect(screen.queryByRole('status')).toBeNull();
    expect(await screen.findAllByRole('article')).toHaveLength(10);
    expect(
      screen.getByText(new RegExp(`^${text.asOf} Wednesday, November 25 at 4:05 AM`)),
    ).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Harvest Supper' })).toBeVisible();
    expect(screen.queryByText(new RegExp(`^${text.asOf}`))).toBeNull();
  });

  it('shows the events typed in /admin as they are, asking no feed and saying no "as of"', async () => {
    const fetching = vi.spyOn(globalThis, 'fetch');
    const events = parseCalendarFeed(sample).map((e) => ({ ...e, description: e.description }));
    const snapshot = { events, takenAt: Date.UTC(2026, 10, 25, 4, 5), feed: 'none' as const };
    render(<EventList settings={{ ...settings, feedUrl: null }} snapshot={snapshot} />, {
      wrapper: WithSite,
    });
    expect(await screen.findAllByRole('article')).toHaveLength(events.length);
    expect(screen.queryByText(new RegExp(`^${text.asOf}`))).toBeNull();
    expect(fetching).not.toHaveBeenCalled();
    fetching.mockRestore();
  });

  describe('with events typed in /admin beside the feed', () => {
    const own = typedPrayer('typed-prayer');
    const names = async () =>
      (await screen.findAllByRole('article')).map(
        (article) => within(article).getByRole('heading', { level: 2 }).textContent,
      );

    it("keeps them in the feed's own answer, soonest first", async () => {
      stubFeed(sample);
      const snapshot = {
        events: [own],
        takenAt: Date.UTC(2026, 10, 25, 4, 5),
        feed: 'unread' as const,
      };
      render(<EventList settings={settings} snapshot={snapshot} />, { wrapper: WithSite });
      await waitFor(async () => expect(await names()).toHaveLength(sample.length + 1));
      // 6 October, between the feed's 3 October and 15 October.
      const listed = await names();
      expect(listed.indexOf(own.name)).toBe(listed.indexOf('SNATCH Quiz Night') + 1);
    });

    it('shows them under the alert when the feed fails', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      stubFeed('', 500);
      const snapshot = {
        events: [own],
        takenAt: Date.UTC(2026, 10, 25, 4, 5),
        feed: 'unread' as const,
      };
      render(<EventList settings={settings} snapshot={snapshot} />, { wrapper: WithSite });
      expect(await screen.findByRole('alert')).toHaveTextContent(text.failed);
      expect(await names()).toEqual([own.name]);
      expect(screen.queryByText(new RegExp(`^${text.asOf}`))).toBeNull();
    });

    it("shows them under the alert when the build could not read the church's calendar", async () => {
      const calendar = { ...settings, feedUrl: null, readBy: 'build' } as const;
      const snapshot = {
        events: [own],
        takenAt: Date.UTC(2027, 2, 1, 12),
        feed: 'unread' as const,
      };
      render(<EventList settings={calendar} snapshot={snapshot} />, { wrapper: WithSite });
      expect(screen.getByRole('alert')).toHaveTextContent(text.failed);
      expect(await names()).toEqual([own.name]);
    });
  });

  describe('of a calendar only the build reads (no feed for the browser to ask)', () => {
    const calendar = { ...settings, feedUrl: null, readBy: 'build' } as const;
    const events = () =>
      parseCalendarFeed(sample).map((e) => ({ ...e, description: e.description }));

    it('says when the list was read, for every visitor, and shows its pictures at once', async () => {
      const fetchMock = stubFeed([]);
      const snapshot = { events: events(), takenAt: Date.UTC(2027, 2, 1, 12) };
      render(<EventList settings={calendar} snapshot={snapshot} />, { wrapper: WithSite });
      expect(await screen.findAllByRole('article')).toHaveLength(snapshot.events.length);
      const note = screen.getByText(new RegExp(`^${text.asOf} Monday, March 1 at 12:00 PM`));
      // Not one of the notes app.css hides where script runs.
      expect(note).not.toHaveAttribute('data-until-answer');
      const pictured = snapshot.events.filter((event) => event.imageUrl);
      expect(screen.getAllByRole('img')).toHaveLength(pictured.length);
      expect(fetchMock).not.toHaveBeenCalled();
    });

    it('alerts when the build could not read it, rather than saying nothing is listed', () => {
      render(<EventList settings={calendar} snapshot={null} />, { wrapper: WithSite });
      expect(screen.getByRole('alert')).toHaveTextContent(text.failed);
      expect(screen.queryByText(text.emptyHeading)).toBeNull();
    });

    it('says nothing is listed when there is no source at all', () => {
      const none = { ...calendar, readBy: null };
      render(<EventList settings={none} snapshot={null} />, { wrapper: WithSite });
      expect(screen.getByText(text.emptyHeading)).toBeVisible();
    });
  });

  it('offers one category at a time when the feed gives two or more', async () => {
    const mixed = structuredClone(sample).map((entry, index) => ({
      ...entry,
      category: { id: index % 2, name: index % 2 ? 'Youth' : 'Church Events', color: '#000' },
    }));
    stubFeed(mixed);
    render(<EventList settings={settings} />, { wrapper: WithSite });
    const choice = await screen.findByRole('navigation', { name: text.categories });
    expect(
      within(choice)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['#all-events', '#category-church-events', '#category-youth']);
    expect(within(choice).getByRole('link', { name: text.allCategories })).toBeVisible();
  });
});
