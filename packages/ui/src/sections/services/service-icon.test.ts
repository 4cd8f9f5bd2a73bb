import { describe, expect, it } from 'vitest';
import { Baby, Dumbbell, Heart, House, Stethoscope } from 'lucide-react';
import { serviceIconFor } from './service-icon';

describe('serviceIconFor', () => {
  it('maps the known icon names', () => {
    expect(serviceIconFor('dumbbell')).toBe(Dumbbell);
    expect(serviceIconFor('home')).toBe(House);
    expect(serviceIconFor('user-md')).toBe(Stethoscope);
    expect(serviceIconFor('child')).toBe(Baby);
  });

  it('falls back to the heart for unknown names, including inherited keys', () => {
    expect(serviceIconFor('rocket')).toBe(Heart);
    expect(serviceIconFor('toString')).toBe(Heart);
    expect(serviceIconFor('')).toBe(Heart);
  });
});
