import { parseAst } from 'vite';
import { describe, expect, it } from 'vitest';
import { exportStatements, rewriteBarrelImports, type Origin } from './direct-imports';

describe('exportStatements', () => {
  it('tells the names a module declares from those it re-exports', () => {
    const code = [
      "export * from './facts';",
      "export * as contract from './contract';",
      "export { Button, buttonVariants as variants } from './button';",
      "export { default as Search } from './icons/search.mjs';",
      'export const phone = "022";',
      'export function telHref() {}',
      'export class Clock {}',
      'export type Remote = { status: string };',
      'const local = 1;',
      'export { local as renamed };',
      'export default local;',
    ].join('\n');

    const { own, from, star } = exportStatements(code, 'ts');

    expect([...own].sort()).toEqual(
      ['Clock', 'Remote', 'contract', 'default', 'phone', 'renamed', 'telHref'].sort(),
    );
    expect(Object.fromEntries(from)).toEqual({
      Button: { source: './button', name: 'Button' },
      variants: { source: './button', name: 'buttonVariants' },
      Search: { source: './icons/search.mjs', name: 'default' },
    });
    expect(star).toEqual(['./facts']);
  });
});

describe('rewriteBarrelImports', () => {
  const origins: Record<string, Origin> = {
    Clock: { id: '/icons/clock.mjs', name: 'default' },
    clinic: { id: '/clinic/facts.ts', name: 'clinic' },
  };
  const origin = async (_barrel: string, name: string) => origins[name];
  const rewrite = (code: string) =>
    rewriteBarrelImports(code, parseAst(code), ['lucide-react', '@klinik/clinic'], origin);

  it('imports each name from the module that declares it, under its local name', async () => {
    const code =
      "import { Clock as Icon } from 'lucide-react';\nimport { clinic } from '@klinik/clinic';\nIcon(clinic);";

    expect(await rewrite(code)).toBe(
      'import { default as Icon } from "/icons/clock.mjs";\n' +
        'import { clinic as clinic } from "/clinic/facts.ts";\nIcon(clinic);',
    );
  });

  it('leaves on the barrel a name it cannot place, and drops an import of nothing', async () => {
    const code =
      "import { Clock, createLucideIcon } from 'lucide-react';\nimport {} from '@klinik/clinic';";

    expect(await rewrite(code)).toBe(
      'import { default as Clock } from "/icons/clock.mjs";' +
        'import { createLucideIcon } from "lucide-react";\n',
    );
  });

  it('leaves other packages, namespace imports and default imports as they are', async () => {
    const code =
      "import * as Icons from 'lucide-react';\nimport clinic from '@klinik/clinic';\nimport { useState } from 'react';";

    expect(await rewrite(code)).toBeNull();
  });
});
