import { describe, expect, it, vi } from 'vitest';
import { onFirstUse } from './intl';

describe('onFirstUse', () => {
  it('makes its value at the first call, and only once', () => {
    const make = vi.fn(() => ({ made: true }));
    const value = onFirstUse(make);
    expect(make).not.toHaveBeenCalled();
    const first = value();
    expect(value()).toBe(first);
    expect(make).toHaveBeenCalledTimes(1);
  });
});
