import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import current from '../../../test/fixtures/groups-current.json';
import currentPage2 from '../../../test/fixtures/groups-current-page-2.json';
import { WithSite } from '../../../test/with-site.tsx';
import { church, groupsPage as words, siteText } from '../../content/data.ts';
import { churchSuiteUrls } from '../../lib/churchsuite.ts';
import { countWords } from '../../lib/plural.ts';
import { parseGroupsFeed } from '../../feeds/groups/reading.ts';
import { GroupList, GroupsUnavailable } from './group-list.tsx';
import { groupsView } from './groups-view.ts';

// What /groups shows of the build's reading, in the content's words (test/fixtures/content).

const takenAt = Date.UTC(2026, 10, 25, 4, 5);
const feed = parseGroupsFeed([current, currentPage2], '2026-11-25');
const { account } = church.churchSuite!;
const urls = churchSuiteUrls(account);
const dayNames = siteText.dates.weekdays.map(({ name }) => name);
const view = (choice = {}) =>
  groupsView({ feed, takenAt }, choice, { account, anyName: words.ways.any, dayNames });

const card = (name: string) => screen.getByRole('article', { name }) as HTMLElement;

describe('GroupList', () => {
  it('shows every group with its day and time on the church’s clock, and its sign-up', () => {
    render(<GroupList view={view()} words={words} />, { wrapper: WithSite });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `${words.chosen} ${countWords(5, words.count, church.language)}`,
      }),
    ).toBeVisible();
    expect(screen.getAllByRole('article')).toHaveLength(5);

    const explored = card('Christianity Explored');
    expect(within(explored).getByText('Wednesday')).toBeVisible();
    expect(within(explored).getByText('7:30 PM')).toHaveAttribute('datetime', '19:30');
    expect(within(explored).getByText(`${words.signUp.opens} January 6, 2031`)).toBeVisible();
    expect(within(explored).getByText(`${words.starts}`, { exact: false })).toHaveTextContent(
      `${words.starts} January 22, 2031`,
    );

    const house = card('Monday House Group');
    expect(within(house).getByText(words.signUp.full)).toBeVisible();
    expect(within(house).getByText('Weekly in term time')).toBeVisible();
    expect(
      within(house).getByRole('link', { name: new RegExp(`^${words.directions}`) }),
    ).toHaveAttribute(
      'href',
      'https://www.google.com/maps/search/?api=1&query=12%20Mill%20Lane%2C%20Carrowmore%2C%20BT99%209ZZ',
    );

    const prayer = card('Early Morning Prayer');
    expect(within(prayer).getByText(words.signUp.closed)).toBeVisible();
    expect(within(prayer).getByText(`${words.online}: Microsoft Teams`)).toBeVisible();
    expect(within(prayer).getByRole('link', { name: /Early Morning Prayer/ })).toHaveAttribute(
      'href',
      urls.group('cmpray03'),
    );

    const youth = card('Youth Fellowship');
    expect(within(youth).getByText(words.signUp.open)).toBeVisible();
    expect(
      within(youth).getByRole('link', {
        name: new RegExp(`^${words.signUp.join}: Youth Fellowship`),
      }),
    ).toHaveAttribute('href', urls.group('cmyouth4'));
    expect(screen.getByText(words.signUp.asOf, { exact: false })).toHaveTextContent(
      `${words.signUp.asOf} November 25, 2026.`,
    );
  });

  it('offers each way to choose, with how many groups each value shows', () => {
    render(<GroupList view={view()} words={words} />, { wrapper: WithSite });
    const choices = screen.getByRole('navigation', { name: words.choose });
    const days = within(choices).getByRole('list', { name: words.ways.day });
    expect(within(days).getByRole('link', { name: 'Wednesday (2 groups)' })).toHaveAttribute(
      'href',
      '/groups/day/wednesday',
    );
    expect(
      within(days).getByRole('link', { name: `${words.ways.any} (5 groups)` }),
    ).toHaveAttribute('aria-current', 'page');
    const sites = within(choices).getByRole('list', { name: words.ways.site });
    expect(within(sites).getByRole('link', { name: 'Kilbride (2 groups)' })).toBeVisible();
  });

  it('on a choice’s page, names what is chosen and leads back to every group', () => {
    render(<GroupList view={view({ day: 'wednesday', label: 'bible-study' })} words={words} />, {
      wrapper: WithSite,
    });
    expect(
      screen.getByRole('heading', {
        level: 2,
        name: `${words.chosen} ${countWords(1, words.count, church.language)}: Wednesday, Bible study`,
      }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: words.showAll })).toHaveAttribute('href', '/groups');
    expect(screen.getAllByRole('article')).toHaveLength(1);
  });

  it('keeps a hostile feed’s words as text, and lets no link but https leave the page', () => {
    const hostile = parseGroupsFeed(
      [
        {
          ...structuredClone(current),
          pagination: { num_results: 1, per_page: 3 },
          groups: [
            {
              ...structuredClone(current.groups[0]),
              name: '<img src=x onerror=alert(1)>Night <b>owls</b>',
              description: '<script>alert(1)</script><p>Tea</p>',
              image: { large: 'javascript:alert(1)', medium: 'http://cdn.example.org/x.jpg' },
            },
          ],
        },
      ],
      '2026-11-25',
    );
    const { container } = render(
      <GroupList
        view={groupsView(
          { feed: hostile, takenAt },
          {},
          { account, anyName: words.ways.any, dayNames },
        )}
        words={words}
      />,
      { wrapper: WithSite },
    );
    expect(screen.getByRole('heading', { level: 3 })).toHaveTextContent(
      '<img src=x onerror=alert(1)>Night <b>owls</b>',
    );
    expect(container.querySelector('script, img[src="x"], b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    const outside = [...container.querySelectorAll('a')]
      .map((link) => link.getAttribute('href') ?? '')
      .filter((href) => !href.startsWith('/'));
    expect(outside.length).toBeGreaterThan(0);
    expect(outside.every((href) => href.startsWith('https://'))).toBe(true);
  });
});

describe('GroupsUnavailable', () => {
  it('says the groups could not be read, and where they can be found on ChurchSuite', () => {
    render(<GroupsUnavailable words={words} listUrl={urls.groupsList} />, { wrapper: WithSite });
    expect(screen.getByRole('heading', { name: words.unavailable.heading })).toBeVisible();
    expect(screen.getByText(words.unavailable.text)).toBeVisible();
    expect(
      screen.getByRole('link', { name: new RegExp(`^${words.unavailable.link}`) }),
    ).toHaveAttribute('href', `https://${account}.churchsuite.com/embed/smallgroups/list`);
  });
});
