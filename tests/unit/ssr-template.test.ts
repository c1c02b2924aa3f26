import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { clientStartScript } from '../../src/server/delivery/ssr/client-start-script.js';
import {
  type ClientAssets,
  loadClientAssets,
  renderDocument,
} from '../../src/server/delivery/ssr/template.js';

const CSS =
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-core-AbC_1.woff2)format("woff2")}' +
  '@font-face{font-family:Inter Variable;src:url(/assets/inter-latin-ext-XyZ.woff2)format("woff2")}' +
  '@font-face{font-family:Playfair Display Variable;src:url(/assets/playfair-display-core-Q-9.woff2)format("woff2")}' +
  'body{color:red}.x::after{content:"</style><script>alert(1)</script>"}' +
  '@layer utilities{.flex{display:flex}.hidden{display:none}@media (min-width:48rem){.md\\:p-4{padding:1rem}' +
  '.md\\:grid{display:grid}}.dark\\:bg-card:where(.dark,.dark *){background:#111}' +
  ':where(.space-y-2>:not(:last-child)){margin-top:.5rem}.\\32 xl\\:flex{display:flex}}' +
  '.dark{--background:#000}';

let dist: string;
beforeAll(() => {
  dist = mkdtempSync(path.join(os.tmpdir(), 'ssr-template-'));
  mkdirSync(path.join(dist, '.vite'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets/entry-client-h4sh.css'), CSS);
  writeFileSync(
    path.join(dist, '.vite/manifest.json'),
    JSON.stringify({
      'src/client/entry-client.tsx': {
        file: 'assets/entry-client-j5.js',
        isEntry: true,
        css: ['assets/entry-client-h4sh.css'],
        imports: ['_vendor.js'],
      },
      '_vendor.js': { file: 'assets/vendor-v1.js' },
    }),
  );
});
afterAll(() => rmSync(dist, { recursive: true, force: true }));

const render = (assets: ClientAssets) =>
  renderDocument({
    meta: { title: 'Home', description: 'The chalet' } as never,
    siteName: 'Kanimbla Alpine Chalet',
    canonicalUrl: 'https://chalet.example/',
    imageUrl: 'https://chalet.example/images/og-image.jpg',
    appHtml:
      '<main class="flex md:p-4 dark:bg-card space-y-2 2xl:flex x">Hello <span class="flex">&amp;</span></main>',
    pageState: { queryState: {} },
    assets,
    inlineScripts: ['window.x=1;'],
  });

describe('loadClientAssets', () => {
  it('inlines the entry CSS instead of linking it, and preloads only the core fonts it names', () => {
    const assets = loadClientAssets(dist);
    expect(assets.styles).toEqual([]);
    expect(assets.inlineStyles.map(({ href, css }) => ({ href, css }))).toEqual([
      { href: '/assets/entry-client-h4sh.css', css: CSS },
    ]);
    expect(assets.fontPreloads).toEqual([
      '/assets/inter-core-AbC_1.woff2',
      '/assets/playfair-display-core-Q-9.woff2',
    ]);
    expect(assets.scripts).toEqual(['/assets/entry-client-j5.js']);
    expect(assets.preloads).toEqual(['/assets/vendor-v1.js']);
  });
});

describe('renderDocument', () => {
  it('inlines the rules that the page classes use, and loads the whole file without blocking', () => {
    const html = render(loadClientAssets(dist));
    const head = html.slice(0, html.indexOf('</head>'));
    const inline = head.match(/<style data-href="\/assets\/entry-client-h4sh\.css">(.*?)<\/style>/s)?.[1];
    // Kept: fonts, element rules, the used utilities (also under a media query, the dark variant, a
    // child selector, an escaped digit) and the dark theme's tokens (its class is set by a script).
    expect(inline).toBe(
      CSS.replace(/<\/style/g, '<\\/style')
        .replace('.hidden{display:none}', '')
        .replace('.md\\:grid{display:grid}', ''),
    );
    // No stylesheet link in the HTML: the start script links the whole file after the first paint.
    expect(head).not.toMatch(/<link rel="stylesheet"/);
    expect(html).toContain('data-css="/assets/entry-client-h4sh.css"');
  });

  it('starts the client from the hashed start script after the first paint, not from a module script', () => {
    const html = render(loadClientAssets(dist));
    expect(html).not.toMatch(/<script type="module"|rel="modulepreload"/);
    const start = html.match(
      /<script data-entry="([^"]*)" data-chunks="([^"]*)" data-css="[^"]*">(.*?)<\/script>/s,
    );
    expect(start?.[1]).toBe('/assets/entry-client-j5.js');
    expect(start?.[2]).toBe('/assets/vendor-v1.js');
    expect(start?.[3]).toBe(clientStartScript);
    // The start script is the page's last element, after the server-rendered app.
    expect(html.indexOf('<script data-entry')).toBeGreaterThan(html.indexOf('<div id="root">'));
  });

  it('leaves out the rules of classes the page does not use', () => {
    const assets = loadClientAssets(dist);
    const html = renderDocument({
      meta: { title: 'Home', description: 'The chalet' } as never,
      siteName: 'Kanimbla Alpine Chalet',
      canonicalUrl: 'https://chalet.example/',
      imageUrl: 'https://chalet.example/images/og-image.jpg',
      appHtml: '<main class="hidden">Hello</main>',
      pageState: { queryState: {} },
      assets,
      inlineScripts: [],
    });
    const inline = html.match(/<style[^>]*>(.*?)<\/style>/s)?.[1] ?? '';
    expect(inline).toContain('.hidden{display:none}');
    expect(inline).toContain('body{color:red}');
    expect(inline).toContain('.dark{--background:#000}');
    for (const unused of ['.flex{', 'md\\:p-4', 'dark\\:bg-card', 'space-y-2', '32 xl', '.x::after']) {
      expect(inline).not.toContain(unused);
    }
    // A grouping rule left empty disappears.
    expect(inline).not.toContain('@media');
  });

  it('cannot be closed early by the CSS it inlines', () => {
    const html = render(loadClientAssets(dist));
    expect(html.match(/<\/style>/g)).toHaveLength(1);
    expect(html).toContain('content:"<\\/style><script>alert(1)</script>"');
  });

  it('preloads the core fonts before the inline scripts and the CSS that uses them', () => {
    const html = render(loadClientAssets(dist));
    const preloads = [...html.matchAll(/<link rel="preload" as="font"[^>]*>/g)].map((m) => m[0]);
    expect(preloads).toEqual([
      '<link rel="preload" as="font" type="font/woff2" href="/assets/inter-core-AbC_1.woff2" crossorigin>',
      '<link rel="preload" as="font" type="font/woff2" href="/assets/playfair-display-core-Q-9.woff2" crossorigin>',
    ]);
    expect(html.indexOf(preloads[1])).toBeLessThan(html.indexOf('<script'));
    expect(html.indexOf(preloads[1])).toBeLessThan(html.indexOf('<style'));
  });

  it('links the stylesheets of the dev server as they are', () => {
    const html = render({
      scripts: [],
      styles: ['/src/client/styles.css'],
      inlineStyles: [],
      fontPreloads: [],
      preloads: [],
      startAfterFirstPaint: false,
      lazyModules: {},
    });
    expect(html).toContain('<link rel="stylesheet" href="/src/client/styles.css">');
    expect(html).not.toContain('<style');
  });
});

describe('src/client/fonts/fonts.css (generated by scripts/subset-fonts.mjs)', () => {
  const fontsDir = path.join(import.meta.dirname, '../../src/client/fonts');
  const css = readFileSync(path.join(fontsDir, 'fonts.css'), 'utf8');
  const faces = css.match(/@font-face \{[^}]+\}/g) ?? [];

  it('declares each family in subsets whose files exist, the core one named for the preload', () => {
    for (const family of ['Inter Variable', 'Playfair Display Variable']) {
      const own = faces.filter((face) => face.includes(`font-family: "${family}"`));
      expect(own).toHaveLength(3);
      for (const face of own) {
        const file = face.match(/url\("\.\/([^"]+)"\)/)?.[1] as string;
        expect(readFileSync(path.join(fontsDir, file)).subarray(0, 4).toString()).toBe('wOF2');
        expect(face).toContain('font-display: swap');
        expect(face).toMatch(/unicode-range:\s+U\+/);
      }
      expect(own.some((face) => /url\("\.\/[a-z-]+-core\.woff2"\)/.test(face))).toBe(true);
    }
  });

  it('gives each web font a local fallback face sized to its metrics, regular and bold', () => {
    for (const fallback of ['Inter Fallback', 'Playfair Display Fallback']) {
      const own = faces.filter((face) => face.includes(`font-family: "${fallback}"`));
      expect(own.map((face) => face.match(/font-weight: (\d+)/)?.[1])).toEqual(['400', '700']);
      for (const face of own) {
        expect(face).toMatch(/src:\s+local\("/);
        for (const descriptor of [
          'size-adjust',
          'ascent-override',
          'descent-override',
          'line-gap-override',
        ]) {
          expect(face).toMatch(new RegExp(`${descriptor}: \\d+\\.\\d+%`));
        }
      }
    }
    const styles = readFileSync(path.join(fontsDir, '../styles.css'), 'utf8');
    expect(styles).toContain('--font-sans: "Inter Variable", "Inter Fallback",');
    expect(styles).toContain('--font-serif: "Playfair Display Variable", "Playfair Display Fallback",');
  });
});
