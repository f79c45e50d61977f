import { useState } from 'react';
import { useDebouncedValue } from './use-debounced-value.ts';

export type PagedSearch = {
  /** What is in the search box now. */
  typed: string;
  setTyped: (typed: string) => void;
  /** What the server is asked for: the box as it was 400 ms after typing stopped. */
  search: string;
  page: number;
  setPage: (page: number) => void;
};

/**
 * A list screen's search box and page: the server is asked once per pause in typing, and a new
 * search (or a change of `filters`, the screen's other choices written as one string) starts again
 * at page 1.
 */
export function usePagedSearch(filters = ''): PagedSearch {
  const [typed, setTyped] = useState('');
  const search = useDebouncedValue(typed, 400);
  const [page, setPage] = useState(1);
  const asked = `${filters}|${search}`;
  const [lastAsked, setLastAsked] = useState(asked);
  if (lastAsked !== asked) {
    setLastAsked(asked);
    setPage(1);
  }
  return { typed, setTyped, search, page, setPage };
}
