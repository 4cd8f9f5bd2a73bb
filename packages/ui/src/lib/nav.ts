/** "/layanan/" and "/layanan" are the same page; query strings and hashes do not matter. */
export function normalizePath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const trimmed = bare.replace(/\/+$/, '');
  return trimmed === '' ? '/' : trimmed;
}

/** The link of the page being shown gets aria-current="page". */
export function isCurrentPath(href: string, currentPath: string): boolean {
  return normalizePath(href) === normalizePath(currentPath);
}

/** Links that leave the site (other origins, phone, e-mail) are plain anchors, not router links. */
export function isExternalHref(href: string): boolean {
  return /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);
}
