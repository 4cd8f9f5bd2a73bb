/**
 * The one browser every test and benchmark uses: Debian's Chromium, never a downloaded build,
 * with the flags that keep it quiet and offline on this kind of machine.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // Same glyph shapes on every run: screenshots compare pixel for pixel.
  '--font-render-hinting=none',
];
