import { describe, expect, it } from 'vitest';
import { checkedContent, loadContent } from './load.server.ts';
import { shapers, shapeWith } from './shapers.ts';

// Each key of what the pages receive has its own shaper: a kind added is its shapers and a line.

const dir = 'test/fixtures/content';

describe('the shapers', () => {
  it('give the pages each registered key, and a made-up kind needs only its shaper', () => {
    const { settings, items } = checkedContent(dir);
    const rooms = [
      { file: 'rooms/main-hall.yml', stem: 'main-hall', item: { name: 'Main Hall', seats: 120 } },
      { file: 'rooms/vestry.yml', stem: 'vestry', item: { name: 'Vestry', seats: 12 } },
    ];
    const withRooms = { ...items, rooms } as typeof items & { rooms: typeof rooms };
    const shaped = shapeWith(
      {
        ...shapers,
        rooms: ({ items: checked }) =>
          (checked as typeof withRooms).rooms.map(({ item }) => `${item.name} (${item.seats})`),
      },
      settings,
      withRooms,
    );
    expect(shaped.rooms).toEqual(['Main Hall (120)', 'Vestry (12)']);
    // The loader adds the language read, which no shaper makes.
    const { language: _, untranslated: __, ...content } = loadContent(dir);
    expect(Object.keys(shaped).sort()).toEqual([...Object.keys(content), 'rooms'].sort());
    expect(shaped.news).toEqual(content.news);
  });
});
