import { describe, expect, it } from 'vitest';
import { readLocations } from './use-locations';

const branch = { id: 1, name: 'Kiaracondong' };

describe('readLocations', () => {
  it('accepts the three shapes the spec allows', () => {
    expect(readLocations({ success: true, data: [branch] })).toEqual([branch]);
    expect(readLocations({ data: [branch] })).toEqual([branch]);
    expect(readLocations([branch])).toEqual([branch]);
    expect(readLocations({ data: [] })).toEqual([]);
  });

  it('treats any other answer as a failure', () => {
    expect(() => readLocations({ success: true, data: { id: 1 } })).toThrow(
      'Failed to load locations',
    );
    expect(() => readLocations(null)).toThrow();
    expect(() => readLocations('[]')).toThrow();
  });
});
