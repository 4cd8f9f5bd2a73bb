import { clsx, type ClassValue } from 'clsx';

/**
 * Joins class names, nothing more: a conflicting pair (`px-5` and `px-3`) stays as it is, and
 * which one wins depends on the stylesheet, not on the order here. A caller that needs another
 * look gets a variant or a slot of the component instead.
 */
export function cn(...inputs: ClassValue[]): string {
  return clsx(inputs);
}
