import * as z from 'zod/mini';
import { lenient, number, text } from '../churchsuite-json.ts';

// The only module that knows the shape of ChurchSuite's bookings feed (/-/bookings/{uuid}/json),
// as its own embed script reads it; `resources` named on the first page, perhaps again.

const id = lenient(
  z.pipe(
    z.union([z.string(), z.number()]),
    z.transform((value) => String(value).trim()),
  ),
);

export const resourceSchema = z.object({ id, name: text, quantity: lenient(z.nullable(number)) });
export const slotSchema = z.object({
  id,
  resource_id: id,
  quantity: number,
  starts_at: text,
  ends_at: text,
});
const answerSchema = z.object({
  booked_resources: z.array(z.unknown()),
  resources: lenient(z.array(z.unknown())),
  configuration: lenient(z.object({ num_months: number })),
  pagination: lenient(z.record(z.string(), z.unknown())),
});

export function answerOf(answer: unknown) {
  const parsed = answerSchema.safeParse(answer);
  if (!parsed.success) throw new Error('The answer is not a ChurchSuite bookings feed');
  return parsed.data;
}
