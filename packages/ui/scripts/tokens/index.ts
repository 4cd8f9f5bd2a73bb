/**
 * `pnpm tokens`: writes the files generated from the design tokens (see generate.ts) and names
 * every contrast claim the colours do not keep, which the unit tests fail on.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { checkClaims, contrastClaims } from './claims';
import { generateTokens, loadTokens } from './generate';
import { formatRatio } from '../../src/foundations/contrast';

const repository = fileURLToPath(new URL('../../../../', import.meta.url));
const current = (path: string) => {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
};

for (const { path, contents } of await generateTokens()) {
  const name = relative(repository, path);
  if (current(path) === contents) {
    console.log(`unchanged  ${name}`);
  } else {
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, contents);
    console.log(`written    ${name}`);
  }
}

const tokens = await loadTokens();
const broken = checkClaims(tokens, contrastClaims(tokens)).filter((claim) => !claim.holds);
for (const claim of broken) {
  console.warn(
    `contrast: ${claim.foreground} on ${claim.background} is ${formatRatio(claim.ratio)}, claimed ${claim.min}:1`,
  );
}
if (broken.length > 0) process.exitCode = 1;
