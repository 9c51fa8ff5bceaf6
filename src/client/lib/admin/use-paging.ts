import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value';

export const PAGE_SIZES = [10, 25, 50, 100];

/**
 * The state of a server-paged table: page (0-based for MUI, 1-based for the API), page size,
 * sort and a search that waits for typing to pause. A new search or sort goes back to page 1.
 */
export function usePaging<TSort extends string>(defaultSort: TSort, defaultPageSize = 25) {
  const [page, setPage] = useState(0);
  const [pageSize, setPageSizeState] = useState(defaultPageSize);
  const [sort, setSortState] = useState<TSort>(defaultSort);
  const [search, setSearchState] = useState('');
  const q = useDebouncedValue(search.trim());

  return {
    page,
    pageSize,
    sort,
    search,
    /** What the API gets. */
    query: { page: page + 1, pageSize, sort, q },
    setPage,
    setPageSize: (size: number) => {
      setPageSizeState(size);
      setPage(0);
    },
    setSort: (next: TSort) => {
      setSortState(next);
      setPage(0);
    },
    setSearch: (text: string) => {
      setSearchState(text);
      setPage(0);
    },
  };
}

export type Paging<TSort extends string> = ReturnType<typeof usePaging<TSort>>;
