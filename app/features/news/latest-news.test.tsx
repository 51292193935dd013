import { render, screen, within } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { englishDates } from '../../../test/date-words.ts';
import { church, news, newsPage } from '../../content/data.ts';
import { formatLongDate } from '../../lib/format-date.ts';
import { paths } from '../../lib/paths.ts';
import { LatestNews } from './latest-news.tsx';
import { WithSite } from '../../../test/with-site.tsx';

function renderLatest(notices: typeof news) {
  const Stub = createRoutesStub([
    { path: '/', Component: () => <LatestNews notices={notices} labels={newsPage.home} /> },
  ]);
  return render(
    <WithSite>
      <Stub />
    </WithSite>,
  );
}

describe('LatestNews', () => {
  it('shows the notices given, each linked to its page with its date and summary', () => {
    const latest = news.slice(0, 3);
    renderLatest(latest);
    const section = screen.getByRole('region', { name: newsPage.home.heading });
    const items = within(section).getAllByRole('article');
    expect(items).toHaveLength(latest.length);
    latest.forEach((notice, index) => {
      const item = within(items[index]!);
      expect(item.getByRole('link', { name: notice.title })).toHaveAttribute(
        'href',
        paths.notice(notice.slug),
      );
      expect(
        item.getByText(formatLongDate(notice.date, englishDates(church.dateStyle))),
      ).toHaveAttribute('datetime', notice.date);
      expect(item.getByText(notice.summary)).toBeInTheDocument();
    });
    expect(within(section).getByRole('link', { name: newsPage.home.seeAll })).toHaveAttribute(
      'href',
      paths.news,
    );
  });

  it('is left out altogether when there is no news', () => {
    const { container } = renderLatest([]);
    expect(container).toBeEmptyDOMElement();
  });
});
