// @vitest-environment node -- as the build prerenders a page: no document, no window
import { text } from 'node:stream/consumers';
import { getByRole, queryByText } from '@testing-library/dom';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { describe, expect, it } from 'vitest';
import { testEventsSettings } from '../../../test/events-support.ts';
import { InSite } from '../../../test/with-site.tsx';
import { lendDomParser } from '../../feeds/reading.server.ts';
import type { EventsSettings } from './events-settings.tsx';
import { EventList } from './event-list.tsx';
import { UpcomingEvents } from './upcoming-events.tsx';

// A calendar the build could not read (no snapshot, and no browser may ask it), as the build
// prerenders / and /events: each says so in its HTML, and nothing in the failed state needs the
// browser's document (its toast comes once the page is in a browser, events-status.tsx).

const settings: EventsSettings = { ...testEventsSettings, feedUrl: null, readBy: 'build' };

/** The page's part as the build writes it, waiting for every lazy part, and what failed. */
async function prerendered(part: ReactNode) {
  const errors: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(<InSite>{part}</InSite>, {
    onError: (error) => void errors.push(error),
  });
  const html = await text(prelude);
  // The build's own DOM for reading HTML: this file's Node has none.
  await lendDomParser();
  return { page: new DOMParser().parseFromString(html, 'text/html').body, errors };
}

describe('the failed state of a calendar the build could not read', () => {
  it.each([
    ['/events', <EventList key="list" settings={settings} />],
    ['/', <UpcomingEvents key="home" settings={settings} />],
  ])(
    '%s says the events could not be loaded, with no pop-up until a browser has the page',
    async (_, part) => {
      expect(typeof document).toBe('undefined');
      const { page, errors } = await prerendered(part);
      expect(errors).toEqual([]);
      // `hidden`: HTML read from text has no window to say what is styled out of sight.
      expect(getByRole(page, 'alert', { hidden: true }).textContent).toBe(settings.text.failed);
      expect(queryByText(page, settings.text.failedPopup)).toBeNull();
    },
  );
});
