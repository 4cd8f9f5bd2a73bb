import { describe, expect, it } from 'vitest';
import { categoryColorClass, categoryColorClasses } from './category-color';

describe('categoryColorClass', () => {
  it('has six distinct classes', () => {
    expect(new Set(categoryColorClasses).size).toBe(6);
  });

  it('chooses by name length modulo 6', () => {
    expect(categoryColorClass('')).toBe(categoryColorClasses[0]);
    expect(categoryColorClass('Gizi')).toBe(categoryColorClasses[4]);
    expect(categoryColorClass('Olahraga')).toBe(categoryColorClasses[2]);
    expect(categoryColorClass('abcdef')).toBe(categoryColorClasses[0]);
    expect(categoryColorClass('abcdefg')).toBe(categoryColorClasses[1]);
  });

  it('gives the same colour to the same name', () => {
    expect(categoryColorClass('Cedera')).toBe(categoryColorClass('Cedera'));
  });
});
