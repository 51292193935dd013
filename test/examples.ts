import { expect, it } from 'vitest';

/** One test per example: the function gives each input (a key) its answer. */
export function itGives<Answer>(
  title: string,
  fn: (input: string) => Answer,
  examples: Record<string, Answer>,
) {
  it.each(Object.entries(examples))(title, (input, answer) => expect(fn(input)).toEqual(answer));
}

/** One test per example: the schema refuses each typed value with the one sentence. */
export function itRefuses(
  schema: { safeParse: (value: unknown) => { error?: { issues: { message: string }[] } } },
  typed: string[],
  sentence: string,
) {
  it.each(typed)('not %s', (value) =>
    expect(schema.safeParse(value).error?.issues[0]?.message).toBe(sentence),
  );
}
