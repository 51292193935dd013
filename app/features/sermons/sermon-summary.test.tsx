import { render, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { InSite } from '../../../test/with-site.tsx';
import { sermons, sermonsPage, siteText } from '../../content/data.ts';
import { readPassage } from '../../lib/bible-books.ts';
import { passageUrl } from '../../lib/bible-links.ts';
import { SermonFacts } from './sermon-summary.tsx';

const facts = (sermon: (typeof sermons)[number]) =>
  render(
    <InSite>
      <SermonFacts sermon={sermon} labels={sermonsPage.labels} />
    </InSite>,
  ).container;

/** What a sighted reader sees: the text without the words only screen readers hear. */
const seen = (element: Element) => {
  const copy = element.cloneNode(true) as Element;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent ?? '';
};

describe('SermonFacts', () => {
  it('keeps each label and its value two words apart, as search excerpts read the page', () => {
    const sermon = sermons.find((s) => s.series) ?? sermons[0];
    if (!sermon) throw new Error('The content has no sermon to test with');
    const text = seen(facts(sermon));
    const { labels } = sermonsPage;
    expect(text).toContain(`${labels.passage}: ${sermon.passage}`);
    expect(text).toContain(`${labels.preacher}: ${sermon.preacher}`);
    if (sermon.series) expect(text).toContain(`${labels.series}: ${sermon.series.title}`);
  });

  it('links each reference in the passage, as typed, to it on the church’s Bible site in a new tab', () => {
    const sermon = sermons.find((s) => s.passageLinks.filter((part) => part.href).length > 1);
    if (!sermon) throw new Error('The content has no sermon with two passages to test with');
    const passage = facts(sermon).querySelector('[data-slot="passage"]')!;
    expect(seen(passage)).toBe(sermon.passage);
    const read = readPassage(sermon.passage);
    if (!('parts' in read)) throw new Error(read.problem);
    const references = read.parts.flatMap((part) => (part.reference ? [part] : []));
    const links = within(passage as HTMLElement).getAllByRole('link');
    expect(links).toHaveLength(references.length);
    references.forEach(({ text, reference }, index) => {
      const link = links[index]!;
      expect(link.textContent).toBe(`${text} ${siteText.newTab}`);
      expect(link).toHaveAttribute('href', passageUrl(sermonsPage.bible, reference!));
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    });
  });
});
