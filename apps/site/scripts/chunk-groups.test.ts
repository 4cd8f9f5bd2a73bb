import { describe, expect, it } from 'vitest';
import { moduleUse, planChunks, type ChunkRules, type ModuleLinks } from './chunk-groups';

/** A graph from `importer: ['static', 'lazy:dynamic']` lines. */
function graph(edges: Record<string, string[]>) {
  const modules = new Map<string, ModuleLinks>();
  const add = (id: string) => {
    if (!modules.has(id)) modules.set(id, { importedIds: [], dynamicallyImportedIds: [] });
    return modules.get(id) as { importedIds: string[]; dynamicallyImportedIds: string[] };
  };
  for (const [importer, imports] of Object.entries(edges)) {
    const module = add(importer);
    for (const target of imports) {
      const lazy = target.startsWith('lazy:');
      const id = lazy ? target.slice('lazy:'.length) : target;
      add(id);
      (lazy ? module.dynamicallyImportedIds : module.importedIds).push(id);
    }
  }
  return (id: string) => modules.get(id);
}

const rules: ChunkRules = {
  entry: 'entry',
  home: 'routes/home',
  isPage: (id) => id.startsWith('routes/'),
  skip: (id) => id.startsWith('react/'),
  folderChunk: (id) =>
    id.startsWith('zod/') || id.startsWith('contract/')
      ? 'validation'
      : id.startsWith('radix/')
        ? 'radix'
        : undefined,
  answers: (id) => (id.startsWith('contract/') ? 'answers' : undefined),
  area: (id) => /^sections\/([^/]+)\//.exec(id)?.[1],
  maxFiles: 8,
  fixedFiles: 5,
};

const routes = [
  'lazy:routes/home',
  'lazy:routes/about',
  'lazy:routes/articles',
  'lazy:routes/article',
  'lazy:routes/contact',
];

function plan(edges: Record<string, string[]>, overrides: Partial<ChunkRules> = {}) {
  const links = graph(edges);
  const planned = planChunks(moduleUse('entry', links, rules.isPage), links, {
    ...rules,
    ...overrides,
  });
  return Object.fromEntries([...planned].filter(([id]) => !id.startsWith('routes/')));
}

describe('moduleUse', () => {
  it('puts what the entry reaches on every page, and the rest on the pages that reach it', () => {
    const links = graph({
      entry: ['layout', 'lazy:routes/home', 'lazy:routes/about'],
      layout: ['lazy:parts/footer'],
      'routes/home': ['button'],
      'routes/about': ['button', 'team'],
      'parts/footer': ['team'],
    });

    const use = moduleUse('entry', links, rules.isPage);

    expect([...(use.get('layout')?.pages ?? [])]).toEqual(['routes/home', 'routes/about']);
    expect([...(use.get('button')?.pages ?? [])]).toEqual(['routes/home', 'routes/about']);
    expect([...(use.get('team')?.pages ?? [])]).toEqual(['routes/about']);
    expect([...(use.get('team')?.roots ?? [])]).toEqual(['routes/about', 'parts/footer']);
  });
});

describe('planChunks', () => {
  it('given the home page, shares what it needs with another page and keeps the rest its own', () => {
    expect(
      plan({
        entry: ['layout', ...routes],
        'routes/home': ['button', 'hero'],
        'routes/about': ['button'],
      }),
    ).toMatchObject({ entry: 'shared', layout: 'shared', button: 'shared', hero: null });
  });

  it('given two other pages, puts what they share in pages, or in their area', () => {
    expect(
      plan({
        entry: routes,
        'routes/about': ['breadcrumbs', 'sections/about/team'],
        'routes/contact': ['breadcrumbs', 'sections/about/team', 'contact-form'],
      }),
    ).toMatchObject({
      breadcrumbs: 'pages',
      'sections/about/team': 'sections-about',
      'contact-form': null,
    });
  });

  it('given a component moved within its area, keeps its chunk and every other', () => {
    const before = plan({
      entry: routes,
      'routes/about': ['breadcrumbs', 'sections/about/team/team'],
      'routes/contact': ['breadcrumbs', 'sections/about/team/team'],
    });
    const after = plan({
      entry: routes,
      'routes/about': ['breadcrumbs', 'sections/about/people/team-card'],
      'routes/contact': ['breadcrumbs', 'sections/about/people/team-card'],
    });

    expect(after['sections/about/people/team-card']).toBe(before['sections/about/team/team']);
    expect(after.breadcrumbs).toBe(before.breadcrumbs);
  });

  it('names the chunk of a folder, and leaves the frameworks to their own group', () => {
    expect(
      plan({
        entry: ['react/index', ...routes],
        'routes/articles': ['zod/core', 'radix/accordion'],
        'routes/contact': ['zod/core', 'radix/accordion'],
      }),
    ).toEqual({ entry: 'shared', 'zod/core': 'validation', 'radix/accordion': 'radix' });
  });

  it('puts the schemas only the reading of answers needs in answers', () => {
    expect(
      plan({
        entry: ['api-client', ...routes],
        'api-client': ['lazy:contract/read'],
        'contract/read': ['contract/articles', 'zod/core'],
        'routes/articles': ['zod/core'],
        'routes/contact': ['zod/core'],
      }),
    ).toMatchObject({
      'contract/read': 'answers',
      'contract/articles': 'answers',
      'zod/core': 'validation',
    });
  });

  it('keeps with its page what one page needs and only the reading of answers needs besides', () => {
    expect(
      plan({
        entry: ['api-client', ...routes],
        'api-client': ['lazy:contract/read'],
        'contract/read': ['contract/jobs'],
        'contract/jobs': ['careers-facts'],
        'routes/about': ['careers-facts'],
      }),
    ).toMatchObject({ 'careers-facts': null });
  });

  it('hosts in a folder chunk what only the pages loading that chunk need', () => {
    expect(
      plan({
        entry: routes,
        'routes/articles': ['zod/core', 'form-answer'],
        'routes/contact': ['zod/core', 'form-answer'],
        'routes/about': ['breadcrumbs'],
        'routes/article': ['breadcrumbs'],
      }),
    ).toMatchObject({ 'form-answer': 'validation', breadcrumbs: 'pages' });
  });

  it('never hosts what a part loaded later needs, unless that part loads the chunk anyway', () => {
    expect(
      plan({
        entry: ['layout', ...routes],
        layout: ['lazy:parts/header'],
        'parts/header': ['image'],
        'routes/articles': ['zod/core', 'image'],
        'routes/contact': ['zod/core', 'image'],
      }),
    ).toMatchObject({ image: 'pages' });
  });

  it('moves into the importing chunk what it imports from a chunk its pages do not all load', () => {
    expect(
      plan({
        entry: routes,
        'routes/articles': ['zod/core', 'contract/booking'],
        'routes/contact': ['zod/core', 'contract/booking', 'sections/booking/summary'],
        'routes/about': ['sections/booking/summary'],
        'contract/booking': ['booking-rules'],
        'sections/booking/summary': ['booking-rules'],
      }),
    ).toMatchObject({ 'booking-rules': 'pages', 'contract/booking': 'validation' });
  });

  it('given a page over its files, takes its area modules from pages, the smallest area first', () => {
    const areas = ['a', 'b', 'c', 'd'].map((area) => `sections/${area}/part`);
    const planned = plan(
      {
        entry: routes,
        'routes/about': ['breadcrumbs', ...areas, 'sections/a/more'],
        'routes/contact': ['breadcrumbs', ...areas, 'sections/a/more'],
      },
      { maxFiles: 8 },
    );

    // 5 files every page starts with, pages and four areas: 10. The two smallest areas (one
    // module each; by name when equal) move to pages.
    expect(planned).toMatchObject({
      'sections/a/part': 'sections-a',
      'sections/a/more': 'sections-a',
      'sections/b/part': 'pages',
      'sections/c/part': 'pages',
      'sections/d/part': 'sections-d',
    });
  });
});
