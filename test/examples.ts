import { expect, it } from 'vitest';

/** One test per example: the function gives each input (a key) its answer. */
export function itGives<Answer>(
  title: string,
  fn: (input: string) => Answer,
  examples: Record<string, Answer>,
) {
  it.each(Object.entries(examples))(title, (input, answer) => expect(fn(input)).toEqual(answer));
}
