// Reads every page of the list (DESIGN 4): page 1 first, for the totals, then the others
// concurrently within a bound. Annotations are deduplicated by id; when the totals move
// while the pages are read (another writer), the whole list is read again rather than
// risk missing one that slid across a page boundary.
import { ApiError } from './api-error.js';
import type { Annotation, AnnotationPage } from '../model/annotation.js';

/** Reads one page (with the client's retries). */
export type PageReader = (page: number) => Promise<AnnotationPage>;

const MAX_ROUNDS = 3;

/** Every annotation exactly once, or an ApiError when the list would not hold still. */
export async function readAllPages(
  readPage: PageReader,
  concurrency: number,
): Promise<Annotation[]> {
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const first = await readPage(1);
    const { totalItems, totalPages } = first.paging;
    const rest = Array.from({ length: Math.max(0, totalPages - 1) }, (_, i) => i + 2);
    const pages = [first, ...(await mapBounded(rest, concurrency, readPage))];
    const steady = pages.every(
      (p) => p.paging.totalItems === totalItems && p.paging.totalPages === totalPages,
    );
    const byId = new Map<string, Annotation>();
    for (const page of pages) {
      for (const annotation of page.annotations) {
        if (!byId.has(annotation.id)) byId.set(annotation.id, annotation);
      }
    }
    if (steady && byId.size === totalItems) return [...byId.values()];
  }
  throw new ApiError({
    kind: 'http',
    status: 200,
    operation: 'listAnnotations',
    retryable: false,
    message: `The annotation list changed while it was being read, ${MAX_ROUNDS} times in a row; try again when other writers are idle.`,
  });
}

/** Runs `fn` over `items` with at most `limit` in flight; stops taking new items after a failure. */
async function mapBounded<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  let failed = false;
  const worker = async (): Promise<void> => {
    while (!failed && next < items.length) {
      const index = next++;
      try {
        results[index] = await fn(items[index]!);
      } catch (error) {
        failed = true;
        throw error;
      }
    }
  };
  const workers = Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker);
  await Promise.all(workers);
  return results;
}
