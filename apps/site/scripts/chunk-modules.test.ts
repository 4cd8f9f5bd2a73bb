import { describe, expect, it } from 'vitest';
import { modulePath } from './chunk-modules';

describe('modulePath', () => {
  const root = '/work/klinik';

  it('names a file of the repository by its path from the root', () => {
    expect(modulePath('/work/klinik/packages/ui/src/lib/cn.ts', root)).toBe(
      'packages/ui/src/lib/cn.ts',
    );
  });

  it("names a package's file without pnpm's store folder, its version or a query", () => {
    expect(
      modulePath(
        '/work/klinik/node_modules/.pnpm/lucide-react@1.75.0_react@19.3.1/node_modules/lucide-react/dist/esm/icons/clock.mjs?v=1',
        root,
      ),
    ).toBe('node_modules/lucide-react/dist/esm/icons/clock.mjs');
    expect(modulePath('/work/klinik/node_modules/clsx/dist/clsx.mjs', root)).toBe(
      'node_modules/clsx/dist/clsx.mjs',
    );
  });

  it("names the bundler's own modules without their \\0", () => {
    expect(modulePath('\0rolldown/runtime.js', root)).toBe('rolldown/runtime.js');
  });
});
