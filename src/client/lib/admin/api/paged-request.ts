import { apiFetch } from '../../api-client';

/** One page of a list that can grow, and how many items there are in all. */
export interface Page<T> {
  items: T[];
  total: number;
}

/** The query of every paged admin list: 1-based page, page size, search and sort. */
export interface PageQuery {
  page: number;
  pageSize: number;
  q?: string;
  sort?: string;
}

interface PagedRequestOptions<T> {
  query: Record<string, string | number | undefined>;
  schema: { parse: (data: unknown) => T[] };
  signal?: AbortSignal;
}

/**
 * GETs one page of an admin list: a JSON array, with the total count in `X-Total-Count`
 *. An empty search is left out of the query.
 */
export async function pagedRequest<T>(
  path: string,
  { query, schema, signal }: PagedRequestOptions<T>,
): Promise<Page<T>> {
  const cleaned = Object.fromEntries(
    Object.entries(query).filter(([, value]) => value !== undefined && value !== ''),
  );
  const response = await apiFetch(path, { query: cleaned, auth: 'admin', signal });
  const items = schema.parse(await response.json());
  const total = Number(response.headers.get('X-Total-Count'));
  return { items, total: Number.isFinite(total) && total >= items.length ? total : items.length };
}
