import { render, screen } from '@testing-library/react';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { WithSite } from '../../test/with-site.tsx';
import { church, hallsPage } from '../content/data.ts';
import type { Route } from './+types/halls.ts';
import HallsPage, { loader } from './halls.tsx';

// The page on a day the bookings could not be read (the build's reading is null: see
// app/feeds/snapshots.bookings.test.ts for each way it fails): the rooms and how to book are
// all there, and it says the times could not be read.

vi.stubEnv('VITE_BOOKINGS_FEED_URL', 'none');
afterAll(() => vi.unstubAllEnvs());

describe('/halls without a reading of the bookings', () => {
  it('still lists every room and how to ask for one', async () => {
    const loaderData = await loader({
      params: {},
      request: new Request(`http://localhost/${hallsPage.slug}`),
    } as unknown as Route.LoaderArgs);
    render(<HallsPage {...({ loaderData } as unknown as Route.ComponentProps)} />, {
      wrapper: WithSite,
    });
    for (const room of hallsPage.rooms) {
      expect(screen.getByRole('heading', { level: 2, name: room.name })).toBeVisible();
    }
    expect(screen.getAllByText(hallsPage.words.unavailable)).toHaveLength(hallsPage.rooms.length);
    expect(screen.getByRole('heading', { level: 2, name: hallsPage.ask.heading })).toBeVisible();
    expect(screen.getByRole('link', { name: church.phone.display })).toBeVisible();
    expect(screen.queryByText(hallsPage.words.asOf, { exact: false })).toBeNull();
  });

  it('is a 404 at a room the page does not have', async () => {
    await expect(
      loader({
        params: { '*': 'no-such-room' },
        request: new Request(`http://localhost/${hallsPage.slug}/no-such-room`),
      } as unknown as Route.LoaderArgs),
    ).rejects.toMatchObject({
      init: { status: 404 },
    });
  });
});
