/**
 * The browser and system of a request in a few words ('Chrome di Android'), for a staff member's
 * list of their own sessions: enough to tell the reception PC from a phone, while the session
 * keeps no more of the User-Agent than these words (no versions, no device model).
 */

/** The first that matches names the browser: Edge, Opera and Samsung's say "Chrome" too. */
const browsers: readonly [RegExp, string][] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(Chrome|HeadlessChrome|CriOS|Chromium)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

/** The first that matches names the system: Android says "Linux", an iPad may say "Mac OS". */
const systems: readonly [RegExp, string][] = [
  [/\bAndroid\b/, 'Android'],
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bWindows\b/, 'Windows'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (list: readonly [RegExp, string][], text: string) =>
  list.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome di Android', 'Firefox', 'iPhone', or null when the header names neither. */
export function deviceLabel(userAgent: string | undefined): string | null {
  const text = (userAgent ?? '').slice(0, 512);
  const browser = first(browsers, text);
  const system = first(systems, text);
  if (browser && system) return `${browser} di ${system}`;
  return browser ?? system ?? null;
}
