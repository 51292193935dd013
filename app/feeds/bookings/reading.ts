import type * as z from 'zod/mini';
import type { BuildFeedOptions } from '../shared.ts';
import { cleanText, clip, fetchBuildFeed, isRecord, pageCount } from '../shared.ts';
import { positive } from '../churchsuite-json.ts';
import { parseInstant } from '../../lib/wall-clock.ts';
import type { Booking, BookingsFeed, FeedRoom } from './type.ts';
import { answerOf, resourceSchema, slotSchema } from './shape.ts';

/** The most bookings read: a busy church's year is some thousands. */
export const maxBookings = 5_000;
export const maxNameLength = 80;

/** How many pages the answer says the feed has; throws for an answer of no known shape. */
export function bookingsFeedPages(answer: unknown): number {
  const { pagination } = answerOf(answer);
  return isRecord(pagination) ? pageCount(pagination) : 1;
}

/** Every page's answer (first page first) as one reading, each slot of a named room once. */
export function parseBookingsFeed(answers: readonly unknown[]): BookingsFeed {
  const rooms = new Map<string, FeedRoom>();
  const slots: z.infer<typeof slotSchema>[] = [];
  let months: number | undefined;
  answers.forEach((raw, page) => {
    const answer = answerOf(raw);
    if (page === 0) months = positive(answer.configuration?.num_months);
    for (const entry of answer.resources ?? []) {
      const parsed = resourceSchema.safeParse(entry);
      const name = parsed.success && cleanText(parsed.data.name);
      if (!parsed.success || !parsed.data.id || !name || rooms.has(parsed.data.id)) continue;
      const quantity = positive(parsed.data.quantity);
      rooms.set(parsed.data.id, {
        id: parsed.data.id,
        name: clip(name, maxNameLength),
        ...(quantity && { quantity }),
      });
    }
    for (const entry of answer.booked_resources) {
      const parsed = slotSchema.safeParse(entry);
      if (parsed.success && slots.length < maxBookings) slots.push(parsed.data);
    }
  });
  const seen = new Set<string>();
  const bookings: Booking[] = [];
  for (const slot of slots) {
    const room = slot.resource_id ? rooms.get(slot.resource_id) : undefined;
    const startsAt = slot.starts_at ? parseInstant(slot.starts_at) : undefined;
    const endsAt = slot.ends_at ? parseInstant(slot.ends_at) : undefined;
    if (!room || startsAt === undefined || endsAt === undefined || endsAt <= startsAt) continue;
    // The feed can move while its pages are read: a slot met already is the same slot.
    const key = slot.id?.trim() || `${room.id} ${startsAt} ${endsAt}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const quantity = positive(slot.quantity);
    bookings.push({
      id: key,
      roomId: room.id,
      startsAt,
      endsAt,
      part: Boolean(room.quantity && quantity && quantity < room.quantity),
    });
  }
  bookings.sort((a, b) => a.startsAt - b.startsAt || a.endsAt - b.endsAt);
  return { rooms: [...rooms.values()], bookings, ...(months && { months }) };
}

export const fetchBookingsFeed = async (url: string, options: BuildFeedOptions) =>
  parseBookingsFeed(await fetchBuildFeed(url, 'bookings', bookingsFeedPages, options));
