// Reads every page of the list. Page 1 first: when it carries
// totals (headers or body), the other pages are read concurrently within a bound; without
// totals, pages are read until a short or empty one. Every count a server gives is checked
// against what this client reads at most before a single further request, and a page that
// does not advance is an error, so no server can make the listing endless. Annotations are
// deduplicated by id; when the list moves while it is read (another writer), it is read again
// rather than risk missing one that slid across a page boundary. The consistency check uses
// whichever totals were read, and never passes by comparing two missing values.
import type { Annotation } from '../model/annotation.js';
import { ApiError, operationWords } from './api-error.js';
import type { ListPage } from './list-page.js';

/** Reads one page (with the client's retries). */
export type PageReader = (page: number) => Promise<ListPage>;

/** The most annotations one listing reads: a project with more is refused, never half-read. */
const MAX_LIST_ITEMS = 100_000;

/**
 * The most text one listing reads, its pages together: 100,000 annotations of some 5 KB each.
 * Each page is bounded by the transport; this bounds their sum, which the listing keeps.
 */
const MAX_LIST_CHARACTERS = 512 * 1024 * 1024;

const MAX_ROUNDS = 3;

export interface ListRead {
  /** The page size asked for. */
  pageSize: number;
  /** Pages in flight at once, at most. */
  concurrency: number;
  /** `GET /observe/annotations`, for messages. */
  endpoint: string;
  maxItems?: number;
  /** The most characters of all pages together (default MAX_LIST_CHARACTERS). */
  maxCharacters?: number;
}

/** Every annotation exactly once, or an ApiError that names the endpoint. */
export async function readAllPages(readPage: PageReader, read: ListRead): Promise<Annotation[]> {
  const maxItems = read.maxItems ?? MAX_LIST_ITEMS;
  let why = '';
  for (let round = 1; round <= MAX_ROUNDS; round++) {
    const first = await readPage(1);
    const check = new PageCheck(read, maxItems);
    check.page(1, first);
    const pages = [first];
    const wanted = check.pagesAnnounced(first);
    if (wanted !== undefined) {
      check.bound(wanted);
      const rest = Array.from({ length: Math.max(0, wanted - 1) }, (_, i) => i + 2);
      const more = await mapBounded(rest, read.concurrency, async (n) =>
        check.page(n, await readPage(n)),
      );
      pages.push(...more);
      check.advances(pages, 2);
    } else {
      // No totals: pages until a short or empty one, in batches of 1, 2, 4… up to the bound,
      // so a small list costs few requests past its end.
      let next = 2;
      while (check.isFull(pages[pages.length - 1]!)) {
        const size = Math.min(read.concurrency, pages.length);
        const batch = Array.from({ length: size }, (_, i) => next + i);
        check.bound(batch[batch.length - 1]!);
        const more = await mapBounded(batch, read.concurrency, async (n) =>
          check.page(n, await readPage(n)),
        );
        next += size;
        const from = pages.length;
        for (const page of more) {
          pages.push(page);
          if (!check.isFull(page)) break;
        }
        check.advances(pages, from);
      }
    }
    const byId = new Map<string, Annotation>();
    for (const page of pages) {
      for (const annotation of page.annotations) {
        if (!byId.has(annotation.id)) byId.set(annotation.id, annotation);
      }
    }
    const unsteady = check.unsteady(pages, byId.size);
    if (unsteady === undefined) return [...byId.values()];
    why = unsteady;
  }
  throw listError(
    read.endpoint,
    `the list did not hold still while it was read, ${MAX_ROUNDS} times in a row (${why}); try again when other writers are idle`,
  );
}

/** The checks of one round of reading, which hold whatever a server sends. */
class PageCheck {
  /** Items a full page holds: the size asked for, or the server's own when it pages smaller. */
  private perPage: number;
  /** The characters of the pages checked so far. */
  private characters = 0;

  constructor(
    private readonly read: ListRead,
    private readonly maxItems: number,
  ) {
    this.perPage = read.pageSize;
  }

  /** Checks page `n` as it arrives; returns it. */
  page(n: number, page: ListPage): ListPage {
    const at = `${this.read.endpoint}?page=${n}`;
    if (page.page !== undefined && page.page !== n) {
      throw listError(
        this.read.endpoint,
        `page ${n} was asked for and page ${page.page} answered: the server does not honour the page parameter, and the listing would never advance`,
      );
    }
    if (page.annotations.length > this.read.pageSize) {
      throw listError(
        at,
        `the page holds ${page.annotations.length} items, more than the ${this.read.pageSize} asked for`,
      );
    }
    if (page.totalItems !== undefined && page.totalItems > this.maxItems) {
      throw listError(
        at,
        `the server reports ${page.totalItems} annotations, more than the ${this.maxItems.toLocaleString('en-US')} this client reads in one listing`,
      );
    }
    if (page.totalPages !== undefined) this.boundPages(page.totalPages, at);
    this.characters += page.characters ?? 0;
    const most = this.read.maxCharacters ?? MAX_LIST_CHARACTERS;
    if (this.characters > most) {
      throw listError(
        at,
        `the pages read so far hold ${this.characters.toLocaleString('en-US')} characters, more than the ${most.toLocaleString('en-US')} this client reads in one listing`,
      );
    }
    return page;
  }

  /** The number of pages page 1 announces, when it announces one. */
  pagesAnnounced(first: ListPage): number | undefined {
    const size = first.annotations.length;
    // A server that pages smaller than asked: its first page shows its size.
    if (size > 0 && size < this.perPage) {
      const more =
        (first.totalItems !== undefined && first.totalItems > size) ||
        (first.totalPages !== undefined && first.totalPages > 1);
      if (more) this.perPage = size;
    }
    if (first.totalPages !== undefined) return first.totalPages;
    if (first.totalItems !== undefined) return Math.ceil(first.totalItems / this.perPage);
    return undefined;
  }

  isFull(page: ListPage): boolean {
    return page.annotations.length >= this.perPage;
  }

  /** Page `n` may be read only while it could still hold annotations under the limit. */
  bound(n: number): void {
    this.boundPages(n, this.read.endpoint);
  }

  /** Pages from number `from` on: one with exactly the items of the one before it means the cursor does not move. */
  advances(pages: readonly ListPage[], from: number): void {
    for (let n = Math.max(2, from); n <= pages.length; n++) {
      const a = pages[n - 2]!.annotations;
      const b = pages[n - 1]!.annotations;
      if (b.length > 0 && a.length === b.length && a.every((x, i) => x.id === b[i]!.id)) {
        throw listError(
          this.read.endpoint,
          `page ${n} holds the same annotations as page ${n - 1}: the server does not honour the page parameter, and the listing would never advance`,
        );
      }
    }
  }

  /** Why the pages read do not add up to one consistent list, or undefined when they do. */
  unsteady(pages: readonly ListPage[], distinct: number): string | undefined {
    const totalItems = steadyTotal(pages, 'totalItems');
    const totalPages = steadyTotal(pages, 'totalPages');
    if (totalItems === null) return 'its total of items changed between pages';
    if (totalPages === null) return 'its number of pages changed between pages';
    const read = pages.reduce((sum, page) => sum + page.annotations.length, 0);
    if (totalItems !== undefined) {
      return distinct === totalItems
        ? undefined
        : `${distinct} distinct annotations were read for a total of ${totalItems}`;
    }
    // No total of items: no annotation may appear twice, and every page but the last is full.
    if (distinct !== read) return 'an annotation appeared on two pages';
    const short = pages.slice(0, -1).findIndex((page) => !this.isFull(page));
    if (short !== -1) return `page ${short + 1} was short but was not the last`;
    if (totalPages !== undefined && pages.length !== Math.max(1, totalPages)) {
      return `${pages.length} pages were read for a total of ${totalPages}`;
    }
    return undefined;
  }

  private boundPages(pages: number, at: string): void {
    const most = Math.ceil(this.maxItems / this.perPage) + 1;
    if (pages > most) {
      throw listError(
        at,
        `the server's paging reaches page ${pages}, more than the ${most} pages of ${this.perPage} that hold the ${this.maxItems.toLocaleString('en-US')} annotations this client reads in one listing`,
      );
    }
  }
}

/** The one value every page that reports it agrees on; undefined when none does; null when they differ. */
function steadyTotal(
  pages: readonly ListPage[],
  counter: 'totalItems' | 'totalPages',
): number | undefined | null {
  let seen: number | undefined;
  for (const page of pages) {
    const value = page[counter];
    if (value === undefined) continue;
    if (seen !== undefined && value !== seen) return null;
    seen = value;
  }
  return seen;
}

function listError(endpoint: string, why: string): ApiError {
  return new ApiError({
    kind: 'http',
    status: 200,
    operation: 'listAnnotations',
    retryable: false,
    message: `${operationWords('listAnnotations')}: ${endpoint}: ${why}`,
  });
}

/** Runs `fn` over `items` with at most `limit` in flight; stops taking new items after a failure. */
async function mapBounded<T, R>(
  items: T[],
  limit: number,
  fn: (item: T) => Promise<R>,
): Promise<R[]> {
  const results = new Array<R>(items.length);
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
