import { describe, expect, it } from 'vitest';
import { pageRange, paginationWindow } from './page-items';

const E = 'ellipsis';

describe('paginationWindow', () => {
  it('is empty without pages', () => {
    expect(paginationWindow(1, 0)).toEqual([]);
  });

  it('shows the single page', () => {
    expect(paginationWindow(1, 1)).toEqual([1]);
  });

  it('shows both of 2 pages from either position', () => {
    expect(paginationWindow(1, 2)).toEqual([1, 2]);
    expect(paginationWindow(2, 2)).toEqual([1, 2]);
  });

  it.each([
    [1, [1, 2, E, 7]],
    [2, [1, 2, 3, E, 7]],
    [3, [1, 2, 3, 4, E, 7]],
    [4, [1, E, 3, 4, 5, E, 7]],
    [5, [1, E, 4, 5, 6, 7]],
    [6, [1, E, 5, 6, 7]],
    [7, [1, E, 6, 7]],
  ])('7 pages, current %i', (current, expected) => {
    expect(paginationWindow(current, 7)).toEqual(expected);
  });

  it('shows 3 pages fully', () => {
    expect(paginationWindow(1, 3)).toEqual([1, 2, 3]);
    expect(paginationWindow(3, 3)).toEqual([1, 2, 3]);
  });

  it('keeps one ellipsis for the hidden page of 4', () => {
    expect(paginationWindow(1, 4)).toEqual([1, 2, E, 4]);
  });

  it('clamps a current page out of range', () => {
    expect(paginationWindow(0, 7)).toEqual(paginationWindow(1, 7));
    expect(paginationWindow(99, 7)).toEqual(paginationWindow(7, 7));
  });

  it('never shows more than 7 items on long lists', () => {
    expect(paginationWindow(50, 100)).toEqual([1, E, 49, 50, 51, E, 100]);
  });
});

describe('pageRange', () => {
  it('covers a full and a partial last page', () => {
    expect(pageRange(1, 9, 25)).toEqual({ from: 1, to: 9 });
    expect(pageRange(3, 9, 25)).toEqual({ from: 19, to: 25 });
  });

  it('is 0 - 0 without items', () => {
    expect(pageRange(1, 9, 0)).toEqual({ from: 0, to: 0 });
  });
});
