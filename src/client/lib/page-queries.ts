import type { FetchQueryOptions, QueryKey } from '@tanstack/react-query';

/**
 * A read a component renders with: the `queryOptions` of a feature's queries.ts. Only public reads keyed
 * `[url]` belong in a declaration: the server prefetches `url` and seeds the cache under that key.
 */
// biome-ignore lint/suspicious/noExplicitAny: any query's options, whatever its data type
export type PageQuery = FetchQueryOptions<any, any, any, QueryKey>;

/**
 * A component that declares what it reads (`RoomsSection.queries = [roomsQuery]`), so the server can
 * prefetch exactly that before rendering; a parent composes its children's (`[...GallerySection.queries]`).
 */
export interface DeclaresQueries {
  queries?: readonly PageQuery[];
}

/** The queries once each (by key), in first-seen order. */
export function uniqueQueries(queries: Iterable<PageQuery>): PageQuery[] {
  const byKey = new Map<string, PageQuery>();
  for (const query of queries) {
    const key = JSON.stringify(query.queryKey);
    if (!byKey.has(key)) byKey.set(key, query);
  }
  return [...byKey.values()];
}

/** The API URL a declared query reads: its key is `[url]` (decision 0002). */
export function prefetchUrlOf(query: PageQuery): string {
  const [url, ...rest] = query.queryKey;
  if (typeof url !== 'string' || rest.length > 0) {
    throw new Error(`A page query must be keyed [url], not ${JSON.stringify(query.queryKey)}`);
  }
  return url;
}
