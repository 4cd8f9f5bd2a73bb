import { describe, expect, it } from 'vitest';
import { classLists, classUsage, lucideImports, spacingSteps, splitClass } from './library-usage';

describe('lucideImports', () => {
  it('lists the imported names, not their local aliases or types', () => {
    const source = `import * as React from 'react';
import { ArrowRight, Clock as Time, type LucideIcon, type LucideProps } from 'lucide-react';
import {
  MapPin,
} from "lucide-react";
import { Button } from '../button/button';`;
    expect(lucideImports(source)).toEqual(['ArrowRight', 'Clock', 'MapPin']);
  });

  it('skips an import of types only', () => {
    const source = `import type { LucideIcon } from 'lucide-react';
import type {
  LucideProps,
} from 'lucide-react';
import { Inbox } from 'lucide-react';`;
    expect(lucideImports(source)).toEqual(['Inbox']);
  });

  it('finds nothing in a file without lucide imports', () => {
    expect(lucideImports("import { cn } from '../../lib/cn';")).toEqual([]);
  });
});

describe('splitClass', () => {
  it('separates variants from the utility, brackets included', () => {
    expect(splitClass('md:hover:-mt-2')).toEqual({ variants: ['md', 'hover'], utility: 'mt-2' });
    expect(splitClass('data-[state=open]:bg-muted')).toEqual({
      variants: ['data-[state=open]'],
      utility: 'bg-muted',
    });
    expect(splitClass('!p-0')).toEqual({ variants: [], utility: 'p-0' });
  });
});

describe('classUsage', () => {
  const sources = [
    `const a = cn('text-3xl font-bold md:text-4xl', className);
     const b = "text-sm text-muted-foreground";
     const c = \`gap-4 p-\${size} md:p-6\`;
     const d = 'Konsultasi Gratis';`,
  ];
  const usage = classUsage(sources, ['sm', '3xl', '4xl']);

  it('counts utilities and variants across class lists', () => {
    expect(usage.utilities['text-3xl']).toBe(1);
    expect(usage.utilities['p-6']).toBe(1);
    expect(usage.variants.md).toBe(2);
  });

  it('leaves out string literals that hold no class', () => {
    expect(usage.utilities.Konsultasi).toBeUndefined();
  });

  it('records the weights that come with each text step', () => {
    expect(usage.weightsByTextStep['3xl']).toEqual({ 'font-bold': 1 });
    expect(usage.weightsByTextStep['4xl']).toEqual({ 'font-bold': 1 });
    expect(usage.weightsByTextStep.sm).toEqual({ '(inherited)': 1 });
  });

  it('reads the words of every kind of string literal', () => {
    expect(classLists('x(\'a b\') + "c"')).toEqual([['a', 'b'], ['c']]);
  });
});

describe('spacingSteps', () => {
  it('collects the spacing numbers of padding, margin, gap and inset utilities, sorted', () => {
    const steps = spacingSteps({ 'p-4': 3, 'mt-4': 1, 'gap-2.5': 2, 'mt-px': 1, 'text-4xl': 5 });
    expect([...steps]).toEqual([
      [2.5, 2],
      [4, 4],
    ]);
  });
});
