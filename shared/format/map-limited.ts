// Bounded concurrency for calls fanned out to the platform (the result page's hotel details, the
// sitemap's hotel lookups): never more than `limit` at once.

/** Runs `task` over `items`, at most `limit` at a time, keeping the order of the results. */
export async function mapLimited<T, R>(
  items: readonly T[],
  limit: number,
  task: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array<R>(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}
