import { clsx, type ClassValue } from 'clsx';
import { twMerge } from 'tailwind-merge';

/** Joins class names; on conflicting Tailwind utilities the later one (the caller's) wins. */
export function cn(...inputs: ClassValue[]): string {
  return twMerge(clsx(inputs));
}
