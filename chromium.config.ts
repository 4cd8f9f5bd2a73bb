/**
 * The one browser every test and benchmark uses: Debian's Chromium, never a downloaded build,
 * with the flags that keep it quiet and offline on this kind of machine.
 */
export const chromiumExecutable = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Browser features turned off wherever Chromium is launched. The address bar's suggestion popup
 * is a web page of its own (WebUI): a headless Chromium preloads it, in a renderer of its own,
 * for every window it opens (every test's page, every Lighthouse run) and spends more processor
 * time on it than on the page under test, on a machine whose two cores the tests keep busy.
 */
export const disabledFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup'];

/**
 * The features Playwright turns off when it launches Chromium (its `chromiumSwitches`). Chromium
 * reads only the last `--disable-features` switch, so the one in `chromiumArgs` must name these
 * too; e2e/chromium.spec.ts fails when a Playwright upgrade adds one this list lacks.
 */
const playwrightDisabledFeatures = [
  'AcceptCHFrame',
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'DialMediaRouteProvider',
  'GlobalMediaControls',
  'HttpsUpgrades',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'Translate',
  'AutoDeElevate',
  'RenderDocument',
];

const disableFeaturesSwitch = '--disable-features=';

/**
 * `flags` with every `--disable-features` switch in it joined into one, last, that also names
 * `disabledFeatures`: a launcher's own list (Playwright's, chrome-launcher's) stays in force.
 */
export function withDisabledFeatures(flags: readonly string[]): string[] {
  const features = flags
    .filter((flag) => flag.startsWith(disableFeaturesSwitch))
    .flatMap((flag) => flag.slice(disableFeaturesSwitch.length).split(','));
  const joined = [...new Set([...features, ...disabledFeatures])].filter(Boolean);
  return [
    ...flags.filter((flag) => !flag.startsWith(disableFeaturesSwitch)),
    disableFeaturesSwitch + joined.join(','),
  ];
}

/** The flags every launch adds to its launcher's own. */
export const baseChromiumArgs = [
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

/** The flags for a Chromium that Playwright launches (tests, Storybook's tests). */
export const chromiumArgs = withDisabledFeatures([
  disableFeaturesSwitch + playwrightDisabledFeatures.join(','),
  ...baseChromiumArgs,
]);
