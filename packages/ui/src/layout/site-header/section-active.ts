import type { NavItem } from '@klinik/clinic/navigation';
import { isCurrentPath, normalizePath } from '../../lib/nav';

/** A nav item is highlighted when the current page is the item itself or one of its children. */
export function isSectionActive(item: NavItem, currentPath: string): boolean {
  if (isCurrentPath(item.href, currentPath)) return true;
  if (item.children?.some((child) => isCurrentPath(child.href, currentPath))) return true;
  const section = normalizePath(item.href);
  return section !== '/' && normalizePath(currentPath).startsWith(`${section}/`);
}
