// Many requests to one host, a few at a time: GitHub answers a burst of hundreds with its
// secondary rate limit, and a phone's connection with a queue that times out.

/** Each item's result, in the items' order, with at most `limit` of `work` running at once. */
export async function fewAtATime<T, R>(
  items: readonly T[],
  work: (item: T, index: number) => Promise<R>,
  limit = 8,
): Promise<R[]> {
  const results = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]!, index);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
