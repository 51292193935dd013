import * as z from 'zod/mini';
import { type FeedPictureSize, isRecord } from './shared.ts';

// What ChurchSuite's JSON feeds share, read leniently: a malformed field counts as absent.

export const lenient = <T extends z.core.SomeType>(schema: T) =>
  z.catch(z.optional(schema), undefined);
export const text = lenient(z.nullable(z.string()));
/** The one field an event or a group cannot do without. */
export const name = z.string().check(z.trim(), z.minLength(1, 'has no name'));
export const id = lenient(z.union([z.string(), z.number()]));
/** A number, or a string of one; "" is no number. */
export const number = lenient(
  z.pipe(
    z.union([z.number(), z.string()]),
    z.transform((value) => (String(value).trim() === '' ? NaN : Number(value))),
  ),
);

export const positive = (value: number | null | undefined) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

type LegacyImage = { url: string; px?: number; square?: boolean } | undefined;

/** The legacy feeds' `images` ([] when none) as the picture's sizes, largest first. */
export const legacyPicture = (image: z.ZodMiniType<LegacyImage>) =>
  z.pipe(
    lenient(z.object({ thumb: image, sm: image, md: image, lg: image })),
    z.transform((images) =>
      (['lg', 'md', 'sm', 'thumb'] as const).flatMap((size): FeedPictureSize[] => {
        const found = images?.[size];
        return found ? [{ url: found.url, width: found.px, square: found.square }] : [];
      }),
    ),
  );

/** The current feeds' `image`, by size: no widths, so no srcset; the largest is the one shown. */
export const currentPicture = z.pipe(
  lenient(z.nullable(z.object({ thumbnail: text, small: text, medium: text, large: text }))),
  z.transform((image): FeedPictureSize[] =>
    (['large', 'medium', 'small', 'thumbnail'] as const).map((size) => ({ url: image?.[size] })),
  ),
);

/** Each page: the legacy feed's one bare list, or a current feed's page, which `current` reads. */
export function feedPages<C extends { entries: unknown[] }>(
  answers: readonly unknown[],
  what: string,
  current: (answer: Record<string, unknown>) => C | undefined,
) {
  const pages = answers.map((answer, index) => {
    const page = isRecord(answer) ? current(answer) : undefined;
    if (page) return { shape: 'current' as const, ...page };
    if (Array.isArray(answer) && index === 0) return { shape: 'legacy' as const, entries: answer };
    throw new TypeError(
      Array.isArray(answer)
        ? `Page ${index + 1} is not a page of ${what}`
        : `The feed answered with neither a list of ${what} nor a page of them`,
    );
  });
  if (pages.length > 1 && pages[0]?.shape === 'legacy') {
    throw new TypeError('Only the current feed has pages');
  }
  return pages;
}

/** The current feeds' lists of `{ id, name }` (categories, sites, label options) by id. */
export function namesById(list: unknown): Map<string, string> {
  const names = new Map<string, string>();
  for (const item of Array.isArray(list) ? list : []) {
    if (isRecord(item) && typeof item.name === 'string' && item.id !== undefined) {
      names.set(String(item.id), item.name);
    }
  }
  return names;
}

/** An entry of a feed by `schema`, or undefined with one warning that names `what` and why. */
export function entryOf<T>(schema: z.ZodMiniType<T>, raw: unknown, what: string): T | undefined {
  const result = schema.safeParse(raw);
  if (result.success) return result.data;
  const reasons = result.error.issues.map((issue) =>
    [issue.path.join('.'), issue.message].filter(Boolean).join(': '),
  );
  console.warn(`Skipped ${what}: ${reasons.join('; ')}`);
  return undefined;
}
