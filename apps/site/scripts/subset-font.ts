/**
 * Build step 2 of 5, after `vite build`: a core face of the body font. The latin file of Plus
 * Jakarta Sans (27 KB, every weight from 200, 300 glyphs) is cut to the characters and weights the
 * site uses (13 KB), written beside it under a content hash, and declared in the built stylesheet
 * before the prerenderer inlines it. On a phone on slow data the font is the one request between
 * the HTML and the first text painted in the brand's face; half its bytes went unused. The full
 * file stays for any other character. Storybook and `pnpm dev` keep the full font.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import subsetFont from 'subset-font';
import { CORE_CHARACTERS, CORE_WEIGHTS, withCoreFace } from './font-core';

const assetsDir = fileURLToPath(new URL('../dist/client/assets', import.meta.url));
const FULL_FONT = /^plus-jakarta-sans-latin-wght-normal-[\w-]+\.woff2$/;

async function main() {
  const files = readdirSync(assetsDir);
  const full = files.find((file) => FULL_FONT.test(file));
  if (!full) throw new Error(`No latin font file in ${assetsDir}`);
  const fullBytes = readFileSync(join(assetsDir, full));
  const core = await subsetFont(fullBytes, CORE_CHARACTERS, {
    targetFormat: 'woff2',
    variationAxes: { wght: CORE_WEIGHTS },
  });
  const hash = createHash('sha256').update(core).digest('base64url').slice(0, 8);
  const coreFile = `plus-jakarta-sans-latin-core-wght-normal-${hash}.woff2`;
  writeFileSync(join(assetsDir, coreFile), core);

  const stylesheets = files.filter(
    (file) => file.endsWith('.css') && readFileSync(join(assetsDir, file), 'utf8').includes(full),
  );
  if (stylesheets.length === 0) throw new Error(`No stylesheet declares ${full}`);
  for (const file of stylesheets) {
    const path = join(assetsDir, file);
    writeFileSync(path, withCoreFace(readFileSync(path, 'utf8'), full, coreFile));
  }
  console.log(
    `font: ${coreFile} (${core.length} B, from ${full}: ${fullBytes.length} B) declared in ${stylesheets.join(', ')}`,
  );
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
