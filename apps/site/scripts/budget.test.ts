import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import {
  compareModules,
  imagesWithoutSize,
  initialJavaScript,
  pageModules,
  pageModuleUrls,
  staticImports,
} from './budget';

describe('pageModuleUrls', () => {
  it('lists module scripts and modulepreloads once, and skips data scripts and stylesheets', () => {
    const html = [
      '<link rel="stylesheet" href="/assets/app.css"/>',
      '<link rel="modulepreload" href="/assets/home.js"/>',
      '<link rel="modulepreload" href="/assets/home.js"/>',
      '<script type="application/ld+json">{"@type":"MedicalBusiness"}</script>',
      '<script id="__BOOT__" type="application/json">{}</script>',
      '<script type="module" src="/assets/entry.js"></script>',
    ].join('');
    expect(pageModuleUrls(html)).toEqual(['/assets/home.js', '/assets/entry.js']);
  });

  it('counts the loader, the entry it starts and the chunks it preloads', () => {
    const html =
      '<script id="__BOOT__" type="application/json">{}</script>' +
      '<script type="module" src="/assets/loader.js" data-entry="/assets/entry.js" data-preload="/assets/react.js /assets/home.js"></script>';
    expect(pageModuleUrls(html)).toEqual([
      '/assets/loader.js',
      '/assets/entry.js',
      '/assets/react.js',
      '/assets/home.js',
    ]);
  });

  it('counts what an inline loader starts', () => {
    const html =
      '<script data-entry="/assets/entry.js" data-preload="/assets/react.js">load()</script>';
    expect(pageModuleUrls(html)).toEqual(['/assets/entry.js', '/assets/react.js']);
  });
});

describe('staticImports', () => {
  it('finds import and re-export specifiers but not dynamic import()', () => {
    const code =
      'import{a as b}from"./react.js";import"./side.js";export{c}from"./re.js";export*from"./all.js";' +
      'const lazy=()=>import("./later.js");b(lazy);';
    expect(staticImports(code)).toEqual(['./react.js', './side.js', './re.js', './all.js']);
  });
});

describe('initialJavaScript', () => {
  it('follows static imports once each and weighs every file gzipped at level 9', () => {
    const files: Record<string, string> = {
      '/assets/entry.js': 'import{x}from"./shared.js";import("./lazy.js");x();',
      '/assets/home.js': 'import{x}from"./shared.js";export const y=x;',
      '/assets/shared.js': 'export function x(){return 1}',
      '/assets/lazy.js': 'export const never=1;',
    };
    const read = (path: string) => {
      const text = files[path];
      if (text === undefined) throw new Error(`unexpected read of ${path}`);
      return Buffer.from(text);
    };
    const html =
      '<link rel="modulepreload" href="/assets/home.js"/><script type="module" src="/assets/entry.js"></script>';

    const weighed = initialJavaScript(html, read);

    expect(weighed.map((file) => file.path)).toEqual([
      '/assets/home.js',
      '/assets/shared.js',
      '/assets/entry.js',
    ]);
    const shared = weighed.find((file) => file.path === '/assets/shared.js');
    expect(shared?.gzipBytes).toBe(gzipSync(files['/assets/shared.js'] ?? '', { level: 9 }).length);
  });
});

describe('imagesWithoutSize', () => {
  it('reports images that lack a width or a height, and accepts those with both', () => {
    const html =
      '<img src="/logo.svg" alt="" width="44" height="44"/>' +
      '<img src="/a.svg" alt="A" width="640"/>' +
      '<img alt="B" src="/b.svg">' +
      '<img data-width="1" src="/c.svg" alt="C" height="10"/>';
    expect(imagesWithoutSize(html)).toEqual([
      '<img src="/a.svg" alt="A" width="640"/>',
      '<img alt="B" src="/b.svg">',
      '<img data-width="1" src="/c.svg" alt="C" height="10"/>',
    ]);
  });
});

describe('pageModules', () => {
  it('lists the modules of every file a page starts with, sorted, each once', () => {
    const chunks = {
      'assets/shared-1.js': ['packages/ui/src/primitives/button/button.tsx', 'rolldown/runtime.js'],
      'assets/home-2.js': ['apps/site/src/routes/home.tsx', 'rolldown/runtime.js'],
      'assets/about-3.js': ['apps/site/src/routes/about.tsx'],
    };

    expect(pageModules(['/assets/home-2.js', '/assets/shared-1.js'], chunks)).toEqual([
      'apps/site/src/routes/home.tsx',
      'packages/ui/src/primitives/button/button.tsx',
      'rolldown/runtime.js',
    ]);
  });

  it('fails on a file the build listed no modules for', () => {
    expect(() => pageModules(['/assets/unknown.js'], {})).toThrow('/assets/unknown.js');
  });
});

describe('compareModules', () => {
  const committed = {
    about: ['packages/ui/src/layout/page-hero/page-hero.tsx', 'packages/ui/src/lib/cn.ts'],
    home: ['packages/ui/src/lib/cn.ts'],
    login: ['packages/ui/src/feedback/message-page/message-page.tsx'],
  };

  it('given the same lists, finds no change', () => {
    expect(compareModules(committed, committed)).toEqual([]);
  });

  it('given a page that gained and lost modules, names both, sorted', () => {
    const current = {
      ...committed,
      home: ['packages/ui/src/lib/cn.ts', 'packages/ui/src/primitives/panel/panel.tsx'],
      about: ['packages/ui/src/lib/cn.ts'],
    };

    expect(compareModules(committed, current)).toEqual([
      { page: 'about', gained: [], lost: ['packages/ui/src/layout/page-hero/page-hero.tsx'] },
      { page: 'home', gained: ['packages/ui/src/primitives/panel/panel.tsx'], lost: [] },
    ]);
  });

  it('given a page new to the lists, counts every module as gained; a page gone, as lost', () => {
    const { login: _gone, ...current } = { ...committed, offline: ['packages/ui/src/lib/cn.ts'] };

    expect(compareModules(committed, current)).toEqual([
      {
        page: 'login',
        gained: [],
        lost: ['packages/ui/src/feedback/message-page/message-page.tsx'],
      },
      { page: 'offline', gained: ['packages/ui/src/lib/cn.ts'], lost: [] },
    ]);
  });
});
