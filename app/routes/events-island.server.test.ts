import { describe, expect, it } from 'vitest';
import { loadContent } from '../content/loading/load.server.ts';
import { eventsIslandProps } from './events-island.server.ts';

// The events' islands' settings say the page's language only on a site not in English alone.

describe('eventsIslandProps', () => {
  it('gives each language’s page of a site of two its own language, the second’s too', async () => {
    const dir = 'test/fixtures/content-bilingual';
    expect((await eventsIslandProps(loadContent(dir))).settings.language).toBe('cy');
    expect((await eventsIslandProps(loadContent(dir, 'en'))).settings.language).toBe('en');
  });

  it('gives a site in English alone’s pages none, so their events are as they were', async () => {
    const { settings } = await eventsIslandProps(loadContent('test/fixtures/content'));
    expect(settings).not.toHaveProperty('language');
  });
});
