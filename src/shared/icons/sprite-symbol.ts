/*
 * How a page names the sprite's symbols (decision 0033). Apart from the list of icons
 * (`sprite-icons.ts`), which the browser must not download.
 */

/**
 * The element id of an icon's `<symbol>`, in the sprite and in the page (prefixed: a page's own ids,
 * such as its sections', never meet an icon's). Icons are drawn with `<use href="#icon-…">`.
 */
export const spriteSymbolId = (id: string) => `icon-${id}`;

/**
 * On the page's hidden `<svg>` that holds the symbols: its value is the versioned URL of the whole
 * sprite, which the client loads once it has started.
 */
export const ICON_SPRITE_ATTRIBUTE = 'data-icon-sprite';
