/** How many ids a job reads at a time. */
export const JOB_BATCH = 200;

/**
 * Runs `each` on every id `page` finds, `JOB_BATCH` at a time in id order (each page starts after the
 * last id of the one before); answers how many of them did something.
 */
export async function countInBatches(
  page: (afterId: number, limit: number) => Promise<number[]>,
  each: (id: number) => Promise<boolean>,
): Promise<number> {
  let done = 0;
  for (let after = 0; ;) {
    const ids = await page(after, JOB_BATCH);
    for (const id of ids) if (await each(id)) done++;
    if (ids.length < JOB_BATCH) return done;
    after = ids[ids.length - 1]!;
  }
}
