import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { DARK_CLASS } from '../../../client/lib/theme.js';
import type { ImagePreload } from '../../../shared/hero-image.js';
import { htmlLang, type Locale, SOURCE_LOCALE } from '../../../shared/locales.js';
import type { PageMeta } from '../../../shared/page-meta.js';
import { PAGE_STATE_ELEMENT_ID } from '../../../shared/page-state.js';
import { inlineIconSprite } from '../../modules/icons/sprite.js';
import { CLIENT_DIST_DIR, PUBLIC_DIR } from '../../paths.js';
import { clientStartScript, WEB_APP_MANIFEST_URL } from './client-start-script.js';
import { type CriticalCss, classNamesIn, createCriticalCss } from './critical-css.js';

interface ManifestChunk {
  file: string;
  isDynamicEntry?: boolean;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export interface ClientAssets {
  scripts: string[];
  /** Stylesheets linked (render-blocking): the dev server's, and a split page's own CSS if it has any. */
  styles: string[];
  /**
   * The entry's CSS in the built app (decision 0022): each page inlines the part its HTML uses as a
   * `<style>`, so the first paint waits for no stylesheet request, and loads the whole file without
   * blocking (`media="print"`, switched to `all` by the entry script).
   */
  inlineStyles: { href: string; css: string; critical: CriticalCss }[];
  /** Fonts the first view needs (the subsets named `*-core`), preloaded. */
  fontPreloads: string[];
  preloads: string[];
  /**
   * Start the client after the first frame, from `clientStartScript` (decision 0024): the built app. The
   * development server's client is a `<script type="module">` and starts at once.
   */
  startAfterFirstPaint: boolean;
  /** The CSS and chunks of each lazily imported module, by its source path (the manifest key). */
  lazyModules: Record<string, { styles: string[]; preloads: string[] }>;
}

const CLIENT_ENTRY = 'src/client/entry-client.tsx';
const NO_ASSETS: ClientAssets = {
  scripts: [],
  styles: [],
  inlineStyles: [],
  fontPreloads: [],
  preloads: [],
  startAfterFirstPaint: false,
  lazyModules: {},
};
/**
 * The fonts every page shows at once: scripts/subset-fonts.mjs names them `<family>-core.woff2` (a
 * language's build has its own copies under `assets/<locale>/`).
 */
const CORE_FONT_URL = /\/assets\/(?:[a-z]{2}\/)?[a-z-]+-core-[\w-]+\.woff2/g;

/**
 * `npm run dev` (NODE_ENV=development): the page loads the client from Vite's dev server, which the browser
 * reaches through the same origin (Vite proxies everything else to this server), with hot module
 * replacement. The stylesheet is linked as well as imported, so the server-rendered page is styled
 * before the scripts run.
 */
export const DEV_CLIENT_ASSETS: ClientAssets = {
  scripts: ['/@vite/client', `/${CLIENT_ENTRY}`],
  styles: ['/src/client/styles.css'],
  inlineStyles: [],
  fontPreloads: [],
  preloads: [],
  startAfterFirstPaint: false,
  lazyModules: {},
};

/** React Fast Refresh's preamble, which @vitejs/plugin-react expects before any component module runs. */
export const DEV_REFRESH_PREAMBLE = `import RefreshRuntime from '/@react-refresh';
RefreshRuntime.injectIntoGlobalHook(window);
window.$RefreshReg$ = () => {};
window.$RefreshSig$ = () => (type) => type;
window.__vite_plugin_react_preamble_installed__ = true;`;

/** A CSP source allowing exactly this inline script: `'sha256-…'` of its text (decision 0020). */
export const scriptHashSource = (js: string) =>
  `'sha256-${createHash('sha256').update(js, 'utf8').digest('base64')}'`;

/**
 * The entry script, its CSS and the chunks it imports statically, from Vite's manifest: the build of
 * one language (decision 0093; English's manifest is `manifest.json`, another's `manifest-<locale>.json`).
 */
export function loadClientAssets(distDir = CLIENT_DIST_DIR, locale: Locale = SOURCE_LOCALE): ClientAssets {
  const manifestPath = path.join(
    distDir,
    locale === SOURCE_LOCALE ? '.vite/manifest.json' : `.vite/manifest-${locale}.json`,
  );
  if (!existsSync(manifestPath)) return NO_ASSETS;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const entry = manifest[CLIENT_ENTRY];
  if (!entry) return NO_ASSETS;
  // A chunk and everything it imports statically.
  const closure = (key: string) => {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visit = (k: string) => {
      const chunk = manifest[k];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      for (const css of chunk.css ?? []) styles.add(css);
      for (const child of chunk.imports ?? []) visit(child);
    };
    visit(key);
    return { files, styles };
  };
  const main = closure(CLIENT_ENTRY);
  main.files.delete(entry.file);
  const lazyModules: ClientAssets['lazyModules'] = {};
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isDynamicEntry) continue;
    const own = closure(key);
    lazyModules[key] = {
      styles: [...own.styles].filter((f) => !main.styles.has(f)).map((f) => `/${f}`),
      preloads: [...own.files].filter((f) => !main.files.has(f) && f !== entry.file).map((f) => `/${f}`),
    };
  }
  const inlineStyles = [...main.styles].map((f) => {
    const css = readFileSync(path.join(distDir, f), 'utf8');
    return { href: `/${f}`, css, critical: createCriticalCss(css) };
  });
  return {
    scripts: [`/${entry.file}`],
    styles: [],
    inlineStyles,
    fontPreloads: [...new Set(inlineStyles.flatMap(({ css }) => css.match(CORE_FONT_URL) ?? []))],
    preloads: [...main.files].map((f) => `/${f}`),
    startAfterFirstPaint: true,
    lazyModules,
  };
}

/** The page's assets: the entry's, plus the chunk (and its CSS) of the split page being rendered. */
export function withPageModule(assets: ClientAssets, module: string | undefined): ClientAssets {
  const page = module ? assets.lazyModules[module] : undefined;
  if (!page) return assets;
  return {
    ...assets,
    styles: [...assets.styles, ...page.styles],
    preloads: [...assets.preloads, ...page.preloads],
  };
}

const FAVICON_FILE = 'favicon.svg';
/** An iPhone's home-screen icon (180 × 180, no transparency: `npm run images:static`). */
const APPLE_TOUCH_ICON_URL = '/images/apple-touch-icon.png';
let favicon: string | undefined;

/**
 * The favicon written into the page as a `data:` URL (decision 0033): a browser asks for a linked icon
 * as the page loads, beside the fonts the first paint needs. Its file stays at `/favicon.svg`. Read once.
 */
function faviconHref(): string {
  if (favicon !== undefined) return favicon;
  const file = [path.join(CLIENT_DIST_DIR, FAVICON_FILE), path.join(PUBLIC_DIR, FAVICON_FILE)].find((f) =>
    existsSync(f),
  );
  favicon = file
    ? `data:image/svg+xml,${encodeURIComponent(readFileSync(file, 'utf8').trim().replace(/>\s+</g, '><'))}`
    : `/${FAVICON_FILE}`;
  return favicon;
}

/** Open Graph's locale of each language (language_TERRITORY). */
const OG_LOCALES: Record<Locale, string> = {
  en: 'en_AU',
  de: 'de_DE',
  fr: 'fr_FR',
  ja: 'ja_JP',
  ko: 'ko_KR',
  zh: 'zh_CN',
};

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** JSON that is safe inside a <script> element. */
export const safeJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

export interface DocumentOptions {
  meta: PageMeta;
  /** The page's language (`<html lang>`, og:locale); English when not given. */
  locale?: Locale;
  /** The page in every language, `x-default` (English) last: `<link rel="alternate" hreflang>`. */
  alternates?: readonly { hreflang: string; href: string }[];
  /** The owner's site name (og:site_name). */
  siteName: string;
  /** og:title when it differs from the page title (the home page's headline). */
  socialTitle?: string;
  canonicalUrl: string;
  imageUrl: string;
  appHtml: string;
  assets: ClientAssets;
  /** Static inline scripts: the CSP allows each by its hash, so they must not vary per page. */
  inlineScripts: string[];
  /** Inline module scripts (the development preamble), allowed by hash too. */
  inlineModuleScripts?: string[];
  /** Read by the client at start-up from the JSON element PAGE_STATE_ELEMENT_ID. */
  pageState: unknown;
  jsonLd?: unknown;
  /** Responsive images the page shows first (the home page's hero), fetched before the CSS is parsed. */
  imagePreloads?: readonly ImagePreload[];
}

const imagePreloadLink = ({ srcSet, sizes, media }: ImagePreload) =>
  `<link rel="preload" as="image" imagesrcset="${escapeHtml(srcSet)}" imagesizes="${escapeHtml(sizes)}" media="${escapeHtml(media)}" fetchpriority="high">`;

/**
 * The part of the entry's CSS that the page's HTML uses, as a `<style>` (`<\/style` is the same CSS and
 * cannot close the element early). The whole file is linked by `clientStartScript` after the first
 * paint, which also tells Vite's loader of a lazy chunk (it looks for `link[rel=stylesheet][href]`) that
 * the CSS is on the page.
 */
function inlineStyle({ href, critical }: ClientAssets['inlineStyles'][number], classes: ReadonlySet<string>) {
  const css = critical.forClasses(classes).replace(/<\/style/gi, '<\\/style');
  return `<style data-href="${escapeHtml(href)}">${css}</style>`;
}

export function renderDocument(o: DocumentOptions): string {
  // The dark theme's class is set on <html> by a script before the first paint, never in the HTML.
  const pageClasses = o.assets.inlineStyles.length
    ? classNamesIn(o.appHtml).add(DARK_CLASS)
    : new Set<string>();
  const head = [
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    `<title>${escapeHtml(o.meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(o.meta.description)}">`,
    o.meta.noindex ? '<meta name="robots" content="noindex, nofollow">' : '',
    o.meta.notFound ? '' : `<link rel="canonical" href="${escapeHtml(o.canonicalUrl)}">`,
    ...(o.meta.notFound || o.meta.noindex ? [] : (o.alternates ?? [])).map(
      ({ hreflang, href }) =>
        `<link rel="alternate" hreflang="${escapeHtml(hreflang)}" href="${escapeHtml(href)}">`,
    ),
    '<meta property="og:type" content="website">',
    `<meta property="og:site_name" content="${escapeHtml(o.siteName)}">`,
    `<meta property="og:title" content="${escapeHtml(o.socialTitle ?? o.meta.title)}">`,
    `<meta property="og:description" content="${escapeHtml(o.meta.description)}">`,
    `<meta property="og:url" content="${escapeHtml(o.canonicalUrl)}">`,
    `<meta property="og:image" content="${escapeHtml(o.imageUrl)}">`,
    `<meta property="og:locale" content="${OG_LOCALES[o.locale ?? SOURCE_LOCALE]}">`,
    '<meta name="twitter:card" content="summary_large_image">',
    '<meta name="theme-color" content="#2f4f44">',
    `<link rel="icon" href="${escapeHtml(faviconHref())}" type="image/svg+xml">`,
    `<link rel="apple-touch-icon" href="${APPLE_TOUCH_ICON_URL}">`,
    // The built app's start script links the manifest once the client starts (clientStartScript).
    o.assets.startAfterFirstPaint ? '' : `<link rel="manifest" href="${WEB_APP_MANIFEST_URL}">`,
    ...(o.imagePreloads ?? []).map(imagePreloadLink),
    ...o.assets.fontPreloads.map(
      (href) => `<link rel="preload" as="font" type="font/woff2" href="${escapeHtml(href)}" crossorigin>`,
    ),
    ...o.inlineScripts.map((js) => `<script>${js}</script>`),
    ...o.assets.inlineStyles.map((style) => inlineStyle(style, pageClasses)),
    `<script type="application/json" id="${PAGE_STATE_ELEMENT_ID}">${safeJson(o.pageState)}</script>`,
    ...o.assets.styles.map((href) => `<link rel="stylesheet" href="${escapeHtml(href)}">`),
    ...(o.assets.startAfterFirstPaint ? [] : o.assets.preloads).map(
      (href) => `<link rel="modulepreload" href="${escapeHtml(href)}">`,
    ),
    ...(o.inlineModuleScripts ?? []).map((js) => `<script type="module">${js}</script>`),
    o.jsonLd ? `<script type="application/ld+json">${safeJson(o.jsonLd)}</script>` : '',
  ]
    .filter(Boolean)
    .join('\n');
  const scripts = o.assets.startAfterFirstPaint
    ? o.assets.scripts
        .map(
          (src) =>
            `<script data-entry="${escapeHtml(src)}" data-chunks="${escapeHtml(o.assets.preloads.join(' '))}" data-css="${escapeHtml(o.assets.inlineStyles.map(({ href }) => href).join(' '))}">${clientStartScript}</script>`,
        )
        .join('\n')
    : o.assets.scripts.map((src) => `<script type="module" src="${escapeHtml(src)}"></script>`).join('\n');
  return `<!doctype html>\n<html lang="${htmlLang(o.locale ?? SOURCE_LOCALE)}">\n<head>\n${head}\n</head>\n<body>\n${inlineIconSprite(o.appHtml, { all: !o.assets.startAfterFirstPaint })}\n<div id="root">${o.appHtml}</div>\n${scripts}\n</body>\n</html>\n`;
}
