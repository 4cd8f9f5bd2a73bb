export type PaginationItem = number | 'ellipsis';

/**
 * The page buttons: page 1, the last page, the current page and its direct neighbours are
 * numbers; a page at distance exactly 2 from the current one (and not the first or last) becomes
 * one 'ellipsis'; every other page is left out. With 7 pages:
 *   1 -> 1 2 … 7      4 -> 1 … 3 4 5 … 7      7 -> 1 … 6 7
 * `current` is clamped into 1..last; no pages gives an empty list.
 */
export function paginationWindow(current: number, last: number): PaginationItem[] {
  if (last < 1) return [];
  const page = Math.min(Math.max(1, Math.trunc(current)), last);
  const items: PaginationItem[] = [];
  for (let n = 1; n <= last; n += 1) {
    const distance = Math.abs(n - page);
    if (n === 1 || n === last || distance <= 1) items.push(n);
    else if (distance === 2) items.push('ellipsis');
  }
  return items;
}

/** The 1-based range of items on a page, for 'Menampilkan X - Y dari Z'. */
export function pageRange(
  current: number,
  perPage: number,
  total: number,
): { from: number; to: number } {
  if (total <= 0 || perPage <= 0) return { from: 0, to: 0 };
  const from = Math.min((current - 1) * perPage + 1, total);
  return { from, to: Math.min(current * perPage, total) };
}
