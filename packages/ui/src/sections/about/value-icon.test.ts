import { describe, expect, it } from 'vitest';
import { Award, CalendarClock, HeartPulse, ShieldCheck, Wallet } from 'lucide-react';
import { about, careers, type ValueIcon } from '@klinik/clinic';
import { valueIconFor, valueItemsFrom } from './value-icon';

const keys: ValueIcon[] = [
  'award',
  'microscope',
  'heart-handshake',
  'shield-check',
  'users',
  'graduation-cap',
  'wallet',
  'heart-pulse',
  'calendar-clock',
  'trending-up',
];

describe('valueIconFor', () => {
  it('maps the keys to their icons', () => {
    expect(valueIconFor('award')).toBe(Award);
    expect(valueIconFor('shield-check')).toBe(ShieldCheck);
    expect(valueIconFor('wallet')).toBe(Wallet);
    expect(valueIconFor('heart-pulse')).toBe(HeartPulse);
    expect(valueIconFor('calendar-clock')).toBe(CalendarClock);
  });

  it('gives every key a different icon', () => {
    const icons = keys.map(valueIconFor);
    expect(icons.every(Boolean)).toBe(true);
    expect(new Set(icons).size).toBe(keys.length);
  });
});

describe('valueItemsFrom', () => {
  it('turns the clinic facts into grid items, order kept', () => {
    const items = valueItemsFrom(careers.benefits);
    expect(items.map((item) => item.title)).toEqual(careers.benefits.map((fact) => fact.title));
    expect(items[0]?.icon).toBe(Wallet);
    expect(valueItemsFrom(about.values)[0]).toEqual({
      icon: Award,
      title: about.values[0].title,
      description: about.values[0].description,
    });
  });
});
