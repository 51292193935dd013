import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { sermons, sermonsPage } from '~/content/data';
import { SermonFacts } from './sermon-summary';

describe('SermonFacts', () => {
  it('keeps each label and its value two words apart, as search excerpts read the page', () => {
    const sermon = sermons.find((s) => s.series) ?? sermons[0];
    if (!sermon) throw new Error('The content has no sermon to test with');
    const { container } = render(
      <MemoryRouter>
        <SermonFacts sermon={sermon} labels={sermonsPage.labels} />
      </MemoryRouter>,
    );
    const text = container.textContent ?? '';
    const { labels } = sermonsPage;
    expect(text).toContain(`${labels.passage}: ${sermon.passage}`);
    expect(text).toContain(`${labels.preacher}: ${sermon.preacher}`);
    if (sermon.series) expect(text).toContain(`${labels.series}: ${sermon.series.title}`);
  });
});
