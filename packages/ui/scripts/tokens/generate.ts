/**
 * The design tokens (packages/ui/tokens/*.tokens.json, W3C DTCG format) are the one source of the
 * theme. Terrazzo reads and validates them, resolves their aliases and hands them to three
 * plugins, which write:
 * - src/styles/tokens.generated.css: the Tailwind `@theme` that theme.css imports;
 * - src/foundations/tokens.generated.json: the data of the foundations pages in Storybook;
 * - tokens/figma/variables.generated.json: the request that creates them as Figma variables.
 * `pnpm tokens` writes the files (index.ts); tokens.test.ts fails while they differ from what
 * this writes now.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import {
  build,
  defineConfig,
  parse,
  RECOMMENDED_CONFIG,
  type TokenNormalized,
} from '@terrazzo/parser';
import * as prettier from 'prettier';
import { contrastClaims } from './claims';
import { figmaVariables } from './figma';
import { foundationsData } from './foundations';
import { tailwindTheme } from './tailwind';

/** packages/ui/: the output files are named relative to it. */
export const packageRoot = new URL('../../', import.meta.url);
export const tokensDir = new URL('tokens/', packageRoot);

/** The token files, in the order the theme lists them. */
export const tokenFiles = [
  'color.tokens.json',
  'typography.tokens.json',
  'spacing.tokens.json',
  'radius.tokens.json',
  'shadow.tokens.json',
  'breakpoint.tokens.json',
  'border.tokens.json',
];

export const outputs = {
  css: 'src/styles/tokens.generated.css',
  foundations: 'src/foundations/tokens.generated.json',
  figma: 'tokens/figma/variables.generated.json',
} as const;

function config() {
  return defineConfig(
    {
      outDir: packageRoot.href,
      // Keep the files' order: the theme reads in the order it is written.
      alphabetize: false,
      plugins: [
        tailwindTheme(outputs.css),
        foundationsData(outputs.foundations),
        figmaVariables(outputs.figma),
      ],
      lint: {
        rules: {
          // Terrazzo's checks of the 2025.10 format (colours and dimensions as objects)…
          ...RECOMMENDED_CONFIG,
          // …with dimensions in the format's own units only, and kebab-case names required.
          'core/valid-dimension': ['error', { allowedUnits: ['px', 'rem'] }],
          'core/consistent-naming': ['error', { format: 'kebab-case' }],
        },
      },
    },
    { cwd: packageRoot },
  );
}

export type TokenSource = { filename: URL; src: string };

/** The token files, read; a *.tokens.json missing from `tokenFiles` is an error, not ignored. */
function sources(): TokenSource[] {
  const onDisk = readdirSync(tokensDir).filter((name) => name.endsWith('.tokens.json'));
  const unlisted = onDisk.filter((name) => !tokenFiles.includes(name));
  if (unlisted.length > 0) {
    throw new Error(`Add ${unlisted.join(', ')} to tokenFiles in scripts/tokens/generate.ts`);
  }
  return tokenFiles.map((name) => {
    const filename = new URL(name, tokensDir);
    return { filename, src: readFileSync(filename, 'utf8') };
  });
}

/**
 * Tokens parsed, validated (Terrazzo's checks of the format, then the shape of every contrast
 * claim) and with their aliases resolved: the token files, or other sources for a test.
 */
export async function loadTokens(
  files: TokenSource[] = sources(),
): Promise<Record<string, TokenNormalized>> {
  const { tokens } = await parse(files, { config: config() });
  contrastClaims(tokens);
  return tokens;
}

export type GeneratedFile = { name: string; path: string; contents: string };

/** What the generated files hold now, formatted as Prettier leaves them. */
export async function generateTokens(): Promise<GeneratedFile[]> {
  const cfg = config();
  const { tokens, sources: parsed, resolver } = await parse(sources(), { config: cfg });
  contrastClaims(tokens);
  const { outputFiles } = await build(tokens, { sources: parsed, config: cfg, resolver });
  return Promise.all(
    outputFiles.map(async ({ filename, contents }) => {
      const path = fileURLToPath(new URL(filename, packageRoot));
      const options = await prettier.resolveConfig(path);
      const formatted = await prettier.format(String(contents), { ...options, filepath: path });
      return { name: filename, path, contents: formatted };
    }),
  );
}
