import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { icons } from 'lucide-react';
import { type ComponentType, createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { adminApi } from '../../../shared/admin-routes.js';
import { SPRITE_ICON_IDS, SPRITE_ICONS, type SpriteIconId } from '../../../shared/icons/sprite-icons.js';
import { ICON_SPRITE_ATTRIBUTE, spriteSymbolId } from '../../../shared/icons/sprite-symbol.js';

// Type check: every sprite icon names an icon of lucide-react's `icons` record (canonical names).
SPRITE_ICONS satisfies Readonly<Record<SpriteIconId, keyof typeof icons>>;

/**
 * Each icon from its own module, `lucide-react/icons/<id>` (a sprite id is lucide's file name, and the
 * test checks it draws the canonical icon): lucide-react's index defines all of its ~1,700 icons, and
 * loading it held ~25 MB of the server's memory for the ~100 it draws (decision 0052). Loaded once,
 * when this module is, so the sprite is there before the first page.
 */
const COMPONENTS: ReadonlyMap<SpriteIconId, ComponentType> = new Map(
  await Promise.all(
    SPRITE_ICON_IDS.map(
      async (id) => [id, (await import(`lucide-react/icons/${id}`)).default as ComponentType] as const,
    ),
  ),
);

export interface IconSprite {
  /** The SVG document: one `<symbol id="…">` per sprite icon. */
  svg: string;
  /** The same, gzipped once. */
  gzipped: Buffer;
  /** Short content hash; the page links the sprite as `/icons.svg?v=<hash>`. */
  hash: string;
  /** The versioned URL the pages use. */
  url: string;
  /** Each icon's `<symbol>` by its element id (`icon-…`), for the symbols a page inlines. */
  symbols: ReadonlyMap<string, string>;
}

const SVG_ELEMENT = /^<svg\b([^>]*)>([\s\S]*)<\/svg>$/;

/**
 * One icon as a `<symbol>`: lucide's drawing without its `<svg>` wrapper. The presentation attributes
 * (fill none, stroke currentColor, width 2, round caps and joins) stay off the symbol and go on the
 * `<svg>` that uses it (SpriteIcon), where the drawing inherits them.
 */
function renderSymbol(id: SpriteIconId): string {
  const component = COMPONENTS.get(id);
  if (!component) throw new Error(`Sprite icon '${id}': lucide-react has no icon '${id}'`);
  const markup = renderToStaticMarkup(createElement(component));
  const match = SVG_ELEMENT.exec(markup);
  if (!match) throw new Error(`Sprite icon '${id}': unexpected markup from lucide-react`);
  const [, attributes, inner] = match;
  const viewBox = /\sviewBox="([^"]*)"/.exec(attributes)?.[1] ?? '0 0 24 24';
  return `<symbol id="${spriteSymbolId(id)}" viewBox="${viewBox}">${inner}</symbol>`;
}

export function buildIconSprite(): IconSprite {
  const symbols = new Map(SPRITE_ICON_IDS.map((id) => [spriteSymbolId(id), renderSymbol(id)]));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg">${[...symbols.values()].join('')}</svg>\n`;
  const hash = createHash('sha256').update(svg).digest('hex').slice(0, 12);
  return {
    svg,
    gzipped: gzipSync(svg, { level: 9 }),
    hash,
    url: `${adminApi.iconSprite}?v=${hash}`,
    symbols,
  };
}

/** `<use href="#icon-…">` as React writes it. */
const SYMBOL_USE = /<use href="#(icon-[a-z0-9-]+)"/g;

/**
 * The page's sprite (decision 0033): a hidden `<svg>` with the symbols its HTML uses, so the first view
 * draws its icons without a request, and the URL of the whole sprite, which the built app's start script
 * loads once the client starts (icons it renders later: other pages, opened panels). With `all` (the
 * development server, which has no start script) it holds every symbol.
 */
export function inlineIconSprite(
  html: string,
  { all = false, sprite = iconSprite() }: { all?: boolean; sprite?: IconSprite } = {},
): string {
  const ids = new Set<string>(all ? sprite.symbols.keys() : []);
  for (const match of html.matchAll(SYMBOL_USE)) ids.add(match[1]);
  const symbols = [...ids].map((id) => sprite.symbols.get(id) ?? '').join('');
  return `<svg ${ICON_SPRITE_ATTRIBUTE}="${sprite.url}" aria-hidden="true" style="display:none">${symbols}</svg>`;
}

let sprite: IconSprite | undefined;

/** The sprite of this process, built on first use (a few milliseconds; the icons never change at run time). */
export function iconSprite(): IconSprite {
  sprite ??= buildIconSprite();
  return sprite;
}
