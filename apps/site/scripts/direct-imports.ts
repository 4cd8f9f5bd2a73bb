import { readFile } from 'node:fs/promises';
import { parseAst, type Plugin } from 'vite';

/** What a module's export statements say, before any of their sources is resolved. */
export interface ExportStatements {
  /** Names the module declares itself (or imports and exports again). */
  own: Set<string>;
  /** `export { name as exported } from 'source'`, by exported name. */
  from: Map<string, { source: string; name: string }>;
  /** `export * from 'source'`, in order. */
  star: string[];
}

/** A node's name: an identifier's, or a string literal's (`export { x as 'y' }`). */
const nameOf = (node: { type: string; name?: string; value?: unknown }) =>
  node.type === 'Identifier' ? (node.name ?? '') : String(node.value);

/** The export statements of a module's code (TypeScript or JavaScript). */
export function exportStatements(code: string, lang: 'ts' | 'tsx' | 'js'): ExportStatements {
  const own = new Set<string>();
  const from = new Map<string, { source: string; name: string }>();
  const star: string[] = [];
  for (const node of parseAst(code, { lang }).body) {
    if (node.type === 'ExportAllDeclaration') {
      if (node.exported) own.add(nameOf(node.exported));
      else star.push(node.source.value);
    } else if (node.type === 'ExportDefaultDeclaration') {
      own.add('default');
    } else if (node.type === 'ExportNamedDeclaration') {
      const declaration = node.declaration;
      if (declaration?.type === 'VariableDeclaration') {
        for (const declarator of declaration.declarations) {
          if (declarator.id.type === 'Identifier') own.add(declarator.id.name);
        }
      } else if (declaration && 'id' in declaration && declaration.id?.type === 'Identifier') {
        own.add(declaration.id.name);
      }
      for (const specifier of node.specifiers) {
        const exported = nameOf(specifier.exported);
        if (node.source) {
          from.set(exported, { source: node.source.value, name: nameOf(specifier.local) });
        } else {
          own.add(exported);
        }
      }
    }
  }
  return { own, from, star };
}

/** The module that declares a name, and the name it has there. */
export interface Origin {
  id: string;
  name: string;
}

/**
 * `code` with every `import { a, b as c } from '<barrel>'` (for the `barrels` named) turned into
 * one import per name from the module `origin` says declares it. A name `origin` does not find
 * stays on the barrel; a namespace or default import of a barrel stays as it is.
 */
export async function rewriteBarrelImports(
  code: string,
  program: ReturnType<typeof parseAst>,
  barrels: readonly string[],
  origin: (barrel: string, name: string) => Promise<Origin | undefined>,
): Promise<string | null> {
  let output = '';
  let from = 0;
  for (const node of program.body) {
    if (node.type !== 'ImportDeclaration' || !barrels.includes(node.source.value)) continue;
    if (node.specifiers.some((specifier) => specifier.type !== 'ImportSpecifier')) continue;
    const imports: string[] = [];
    const kept: string[] = [];
    for (const specifier of node.specifiers) {
      if (specifier.type !== 'ImportSpecifier') continue;
      const found = await origin(node.source.value, nameOf(specifier.imported));
      if (found) {
        imports.push(
          `import { ${found.name} as ${specifier.local.name} } from ${JSON.stringify(found.id)};`,
        );
      } else {
        kept.push(code.slice(specifier.start, specifier.end));
      }
    }
    // `import { type X } from '<barrel>'` leaves an import of nothing: the barrels named have no
    // side effects, so it goes.
    if (kept.length > 0) {
      imports.push(`import { ${kept.join(', ')} } from ${JSON.stringify(node.source.value)};`);
    }
    output += code.slice(from, node.start) + imports.join('');
    from = node.end;
  }
  return from === 0 ? null : output + code.slice(from);
}

/**
 * The built client imports each name of these packages from the module that declares it
 * (`import { a } from '@klinik/clinic'` becomes an import of packages/clinic/src/facts.ts): the
 * same modules run, but the module graph no longer links every importer to every module a barrel
 * re-exports, so the chunk rules (scripts/chunk-groups.ts) and the budget's module lists see which
 * page needs which module and icon. Only for barrels without side effects; runs after TypeScript
 * is stripped, so type-only names are gone by then.
 */
export function directImports(barrels: readonly string[]): Plugin {
  const statements = new Map<string, Promise<ExportStatements>>();
  const read = (id: string) => {
    let pending = statements.get(id);
    if (!pending) {
      const lang = id.endsWith('.tsx') ? 'tsx' : id.endsWith('.ts') ? 'ts' : 'js';
      pending = readFile(id, 'utf8').then((code) => exportStatements(code, lang));
      statements.set(id, pending);
    }
    return pending;
  };
  return {
    name: 'klinik:direct-imports',
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    enforce: 'post',
    buildStart() {
      statements.clear();
    },
    transform: {
      filter: { id: { exclude: /node_modules/ } },
      async handler(code, id) {
        if (!barrels.some((barrel) => code.includes(barrel))) return null;
        const resolve = async (source: string, importer: string) =>
          (await this.resolve(source, importer))?.id.split('?')[0];
        /** Where `name`, as `module` exports it, is declared: through re-exports, depth first. */
        const declaration = async (
          module: string,
          name: string,
          seen = new Set<string>(),
        ): Promise<Origin | undefined> => {
          if (seen.has(module)) return undefined;
          seen.add(module);
          const exports = await read(module);
          if (exports.own.has(name)) return { id: module, name };
          const reexport = exports.from.get(name);
          if (reexport) {
            const target = await resolve(reexport.source, module);
            return target ? declaration(target, reexport.name, seen) : undefined;
          }
          for (const source of exports.star) {
            const target = await resolve(source, module);
            const found = target ? await declaration(target, name, seen) : undefined;
            if (found) return found;
          }
          return undefined;
        };
        const rewritten = await rewriteBarrelImports(
          code,
          this.parse(code),
          barrels,
          async (barrel, name) => {
            const target = await resolve(barrel, id);
            return target ? declaration(target, name) : undefined;
          },
        );
        return rewritten === null ? null : { code: rewritten, map: null };
      },
    },
  };
}
