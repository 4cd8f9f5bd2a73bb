/**
 * How the paths of paths.ts and booking-paths.ts are written: a query string of the values that
 * are set, and an escaped segment. Not part of the package's exports.
 */
type Query = Record<string, string | number | boolean | undefined>;

/** `?a=1&b=x` of the values that are set, in the order given; '' when none is. */
export function query(values: Query): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(values)) {
    if (value !== undefined && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/** One segment of a path, escaped: a slug or a token never adds a segment of its own. */
export const segment = (value: string) => encodeURIComponent(value);
