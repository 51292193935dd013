import { describe, expect, it } from 'vitest';
import { movedWaitingProps } from './waiting-island-props.ts';

const island = (name: string, when: string | null, props: string) =>
  `<div data-island="${name}"${when ? ` data-island-when="${when}"` : ''} class="contents"><p>${name}</p></div>` +
  `<script type="application/json" data-island-props="${name}">${props}</script>`;

describe('the props of an island that waits', () => {
  it('leave the page for a file named by what they hold; other islands keep theirs', () => {
    const html = `<main>${island('upcoming-events', 'visible', '{"a":"\\u003c/b>"}')}${island('search-form', 'interaction', '{"b":2}')}</main>`;
    const { page, files } = movedWaitingProps(html);
    expect(files).toEqual([
      {
        fileName: expect.stringMatching(/^assets\/island-props-[\w-]{10}\.json$/),
        json: '{"a":"\\u003c/b>"}',
      },
    ]);
    expect(page).toBe(
      html.replace(
        '<script type="application/json" data-island-props="upcoming-events">{"a":"\\u003c/b>"}</script>',
        `<script type="application/json" data-island-props="upcoming-events" data-props-file="/${files[0]!.fileName}"></script>`,
      ),
    );
    expect(JSON.parse(files[0]!.json)).toEqual({ a: '</b>' });
  });

  it('leaves a page without a waiting island as it is', () => {
    const html = island('event-list', null, '{"c":3}');
    expect(movedWaitingProps(html)).toEqual({ page: html, files: [] });
  });

  it('names the same props by the same file, and other props by another', () => {
    const name = (props: string) =>
      movedWaitingProps(island('x', 'visible', props)).files[0]!.fileName;
    expect(name('{"a":1}')).toBe(name('{"a":1}'));
    expect(name('{"a":1}')).not.toBe(name('{"a":2}'));
  });
});
