/**
 * Which chunk each module of the client goes to (vite.config.ts, `codeSplitting`), decided from
 * the module graph and from the folders of the repository, never from a component's name: a
 * component moved within its folder keeps its chunk, and a module goes where the pages that need
 * it are. Pure functions over a graph, tested without a build (chunk-groups.test.ts).
 */

/** What the rules read of a module: the modules it imports, statically and with `import()`. */
export interface ModuleLinks {
  importedIds: readonly string[];
  dynamicallyImportedIds: readonly string[];
}

/** Where a module is needed. */
export interface ModuleUse {
  /** The roots (the entry, each module loaded with `import()`) whose static imports reach it. */
  roots: Set<string>;
  /** The pages (route modules) whose first JavaScript, the entry's and the route's, holds it. */
  pages: Set<string>;
}

/**
 * Walks the graph from the entry. The roots are the entry and every module loaded with
 * `import()`; a module is used by each root whose static imports reach it, and it is on the
 * first JavaScript of every page when the entry reaches it, else of the pages (`isPage`) that do.
 */
export function moduleUse(
  entry: string,
  links: (id: string) => ModuleLinks | null | undefined,
  isPage: (id: string) => boolean,
): Map<string, ModuleUse> {
  const roots = [entry];
  const closures = new Map<string, Set<string>>();
  for (let index = 0; index < roots.length; index += 1) {
    const root = roots[index] as string;
    const reached = new Set<string>();
    const stack = [root];
    while (stack.length > 0) {
      const id = stack.pop() as string;
      const module = reached.has(id) ? undefined : links(id);
      if (!module) continue;
      reached.add(id);
      stack.push(...[...module.importedIds].reverse());
      for (const lazy of module.dynamicallyImportedIds) if (!roots.includes(lazy)) roots.push(lazy);
    }
    closures.set(root, reached);
  }
  const pages = roots.filter(isPage);
  const onEveryPage = closures.get(entry) ?? new Set<string>();
  const use = new Map<string, ModuleUse>();
  for (const [root, reached] of closures) {
    for (const id of reached) {
      const entryUse = use.get(id) ?? { roots: new Set<string>(), pages: new Set<string>() };
      entryUse.roots.add(root);
      use.set(id, entryUse);
    }
  }
  for (const [id, moduleUse] of use) {
    moduleUse.pages = new Set(
      onEveryPage.has(id) ? pages : pages.filter((page) => moduleUse.roots.has(page)),
    );
  }
  return use;
}

/** What the plan is told about the site. */
export interface ChunkRules {
  /** The client's entry module. */
  entry: string;
  /** The home page's route module: its first JavaScript is what `shared` holds. */
  home: string;
  /** Whether a module is a page's route module. */
  isPage: (id: string) => boolean;
  /** A module left to another group (the frameworks), or to Rolldown. */
  skip: (id: string) => boolean;
  /** The chunk a module's folder names outright, if any (zod and the contract, Radix, …). */
  folderChunk: (id: string) => string | undefined;
  /** The chunk of a module loaded later, only to read the API's answers (the contract's schemas). */
  answers: (id: string) => string | undefined;
  /** The site area a module belongs to (its `sections/<area>` folder), if any. */
  area: (id: string) => string | undefined;
  /** The most files a page may start with, and how many every page starts with besides its chunks. */
  maxFiles: number;
  fixedFiles: number;
}

/** The chunk every page but the home page loads: what two or more pages need and no folder names. */
export const PAGES_CHUNK = 'pages';

/** Code unit order, the same on every machine (`localeCompare` follows the locale). */
const byName = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
/** The chunk every page loads: the entry's modules and what the home page shares with others. */
export const SHARED_CHUNK = 'shared';

/**
 * The chunk of each module, by these rules in order (a module with no chunk is left to Rolldown:
 * it goes with the one page, or the parts loaded later, that need it):
 *
 * 1. Everything the entry reaches, the entry included: `shared` (the entry's own file then only
 *    imports it; one file compressed instead of two saves about 270 B gzip on every page).
 * 2. What the home page's first JavaScript needs: `shared` when another page or part needs it
 *    too, else the home page's own chunk.
 * 3. What no page needs at load (parts loaded later): the answers' schemas to `answers`, the
 *    rest to Rolldown.
 * 4. What one page needs at load, and nothing else but the reading of answers: that page's.
 * 5. A folder that names its chunk (`folderChunk`: zod and the contract's schemas, Radix and the
 *    FAQ built on it, the booking area).
 * 6. What only the pages and parts that load one of those chunks need: that chunk (the one the
 *    fewest load).
 * 7. The sections of a site area: `sections-<area>`; anything else: `pages`.
 *
 * Then two corrections, until nothing moves:
 * - A chunk's module imports only from `shared`, `pages`, its own chunk, or a chunk that every
 *   page loading its chunk loads too; otherwise the import joins the importer's chunk (when only
 *   the pages loading it need it) or `pages`: no page downloads a chunk for a module it never runs.
 * - A page that would start with more than `maxFiles` files takes what it needs of its area
 *   chunks from `pages` instead, the smallest area first.
 */
export function planChunks(
  use: Map<string, ModuleUse>,
  links: (id: string) => ModuleLinks | null | undefined,
  rules: ChunkRules,
): Map<string, string | null> {
  const plan = new Map<string, string | null>();
  const undecided: string[] = [];
  const folderChunkNames = new Set<string>();
  const later = (id: string, moduleUse: ModuleUse) =>
    [...moduleUse.roots].filter((root) => root !== rules.entry && !moduleUse.pages.has(root));

  for (const [id, moduleUse] of use) {
    if (rules.skip(id)) continue;
    const parts = later(id, moduleUse);
    const folder = rules.folderChunk(id);
    if (moduleUse.roots.has(rules.entry)) plan.set(id, SHARED_CHUNK);
    else if (moduleUse.pages.has(rules.home)) {
      plan.set(id, moduleUse.roots.size > 1 ? SHARED_CHUNK : null);
    } else if (moduleUse.pages.size === 0) plan.set(id, rules.answers(id) ?? null);
    else if (
      moduleUse.pages.size === 1 &&
      (parts.length === 0 || (!folder && parts.every((part) => rules.answers(part))))
    ) {
      plan.set(id, null);
    } else if (folder) {
      plan.set(id, folder);
      folderChunkNames.add(folder);
    } else undecided.push(id);
  }

  const loadedBy = () => {
    const pages = new Map<string, Set<string>>();
    for (const [id, chunk] of plan) {
      if (!chunk) continue;
      const set = pages.get(chunk) ?? new Set<string>();
      for (const page of use.get(id)?.pages ?? []) set.add(page);
      pages.set(chunk, set);
    }
    return pages;
  };

  // Who loads each chunk a folder named: the pages, and the parts loaded later, that need one of
  // its modules.
  const folderChunks = new Map<string, Set<string>>();
  for (const [id, chunk] of plan) {
    if (!chunk || !folderChunkNames.has(chunk)) continue;
    const moduleUse = use.get(id) as ModuleUse;
    const loaders = folderChunks.get(chunk) ?? new Set<string>();
    for (const root of [...moduleUse.pages, ...moduleUse.roots]) loaders.add(root);
    folderChunks.set(chunk, loaders);
  }
  for (const id of undecided) {
    const moduleUse = use.get(id) as ModuleUse;
    const needs = [...moduleUse.pages, ...later(id, moduleUse)];
    const hosts = [...folderChunks]
      .filter(([, loaders]) => needs.every((root) => loaders.has(root)))
      .sort(([a, loadersA], [b, loadersB]) => loadersA.size - loadersB.size || byName(a, b));
    const area = rules.area(id);
    plan.set(id, hosts[0]?.[0] ?? (area ? `sections-${area}` : PAGES_CHUNK));
  }

  // A module the first correction moved once and has to move again goes to `pages`, so two
  // chunks never pass it back and forth.
  const movedOnce = new Set<string>();
  for (let moved = true; moved;) {
    moved = false;
    const pagesOf = loadedBy();
    for (const [id, chunk] of plan) {
      if (!chunk || chunk === SHARED_CHUNK) continue;
      const importerPages = pagesOf.get(chunk) ?? new Set<string>();
      for (const dependency of links(id)?.importedIds ?? []) {
        const target = plan.get(dependency);
        if (!target || target === chunk || target === SHARED_CHUNK) continue;
        if (target === PAGES_CHUNK && chunk !== PAGES_CHUNK) continue;
        const targetPages = pagesOf.get(target) ?? new Set<string>();
        if ([...importerPages].every((page) => targetPages.has(page))) continue;
        const onlyTheirs = [...(use.get(dependency)?.pages ?? [])].every((page) =>
          importerPages.has(page),
        );
        const intoImporter = chunk !== PAGES_CHUNK && onlyTheirs && !movedOnce.has(dependency);
        plan.set(dependency, intoImporter ? chunk : PAGES_CHUNK);
        movedOnce.add(dependency);
        moved = true;
      }
    }

    const chunksOf = new Map<string, Set<string>>();
    for (const [id, chunk] of plan) {
      if (!chunk) continue;
      for (const page of use.get(id)?.pages ?? []) {
        chunksOf.set(page, (chunksOf.get(page) ?? new Set<string>()).add(chunk));
      }
    }
    const sizes = new Map<string, number>();
    for (const chunk of plan.values()) if (chunk) sizes.set(chunk, (sizes.get(chunk) ?? 0) + 1);
    for (const [page, chunks] of [...chunksOf].sort(([a], [b]) => byName(a, b))) {
      const extra = [...chunks].filter((chunk) => chunk !== SHARED_CHUNK);
      if (rules.fixedFiles + extra.length <= rules.maxFiles) continue;
      const areas = extra
        .filter((chunk) => chunk.startsWith('sections-'))
        .sort((a, b) => (sizes.get(a) ?? 0) - (sizes.get(b) ?? 0) || byName(a, b));
      const smallest = areas[0];
      if (!smallest) continue;
      for (const [id, chunk] of plan) {
        if (chunk === smallest && use.get(id)?.pages.has(page)) plan.set(id, PAGES_CHUNK);
      }
      moved = true;
      break;
    }
  }
  return plan;
}

/** What a chunk name function is given by Rolldown: the module graph. */
interface ChunkingContext {
  getModuleInfo: (id: string) => ModuleLinks | null;
}

/**
 * The `name` of a `codeSplitting` group that places every module by `planChunks`, and the plugin
 * that starts a new plan for each build. The plan is made on the first call, once Rolldown knows
 * the whole graph.
 */
export function siteChunks(rules: ChunkRules) {
  let plan: Map<string, string | null> | undefined;
  return {
    plugin: {
      name: 'klinik:site-chunks',
      buildStart() {
        plan = undefined;
      },
    },
    name(id: string, context: ChunkingContext): string | null {
      const links = (module: string) => context.getModuleInfo(module);
      plan ??= planChunks(moduleUse(rules.entry, links, rules.isPage), links, rules);
      return plan.get(id) ?? null;
    },
  };
}
