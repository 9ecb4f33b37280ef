/** The URL is the list's state: helpers to derive links from the current search string. */

/** Parameters that point into the current result (cursor and page): dropped whenever filters or sort change. */
export const PAGING_PARAMS = ["after", "before", "last", "page"] as const;

/**
 * The current path and query with `changes` applied (null removes a parameter) and `drop` removed.
 * Repeated parameters (status=a&status=b) survive untouched unless changed.
 */
export function hrefWith(pathname: string, search: string, changes: Record<string, string | null>, drop: readonly string[] = []): string {
  const params = new URLSearchParams(search);
  for (const name of drop) params.delete(name);
  for (const [name, value] of Object.entries(changes)) {
    if (value === null || value === "") params.delete(name);
    else params.set(name, value);
  }
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

/** The query string of the current filter and sort without paging: what the Excel export reads. */
export function filterQuery(search: string): string {
  const params = new URLSearchParams(search);
  for (const name of PAGING_PARAMS) params.delete(name);
  for (const [name, value] of [...params]) if (!value) params.delete(name);
  return params.toString();
}
