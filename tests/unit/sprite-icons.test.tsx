import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { icons } from 'lucide-react';
import { createElement } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SpriteIcon, spriteIconComponent } from '../../src/client/components/ui/sprite-icon.js';
import {
  FEATURE_ICONS as ABOUT_FEATURE_SPRITE_ICONS,
  aboutBadgeSpriteIcon,
} from '../../src/client/features/about/about-section.js';
import { AMENITY_SPRITE_ICONS, amenitySpriteIcon } from '../../src/client/features/amenities/amenity-icon.js';
import {
  ATTRACTION_CATEGORY_SPRITE_ICONS,
  attractionCategorySpriteIcon,
} from '../../src/client/features/attractions/category-icons.js';
import {
  GUEST_INFO_SPRITE_ICONS,
  guestInfoSpriteIcon,
} from '../../src/client/features/guest-info/guest-info-icons.js';
import {
  ROOM_FEATURE_SPRITE_ICONS,
  roomFeatureSpriteIcon,
} from '../../src/client/features/rooms/room-feature-icon.js';
import { ARRIVAL_NOTES } from '../../src/client/features/stay/check-in-help-section.js';
import { CHECK_IN_SPRITE_ICONS } from '../../src/client/features/stay/check-in-icons.js';
import { buildIconSprite, inlineIconSprite } from '../../src/server/modules/icons/sprite.js';
import { SPRITE_ICON_IDS, SPRITE_ICONS, type SpriteIconId } from '../../src/shared/icons/sprite-icons.js';
import { spriteSymbolId } from '../../src/shared/icons/sprite-symbol.js';
import { SITE_SETTINGS_DEFAULTS } from '../../src/shared/schemas/site-settings.js';
import { CHECK_IN_ICON_KEYS } from '../../src/shared/text/check-in-content.js';
import {
  AMENITY_ICON_KEYS,
  ATTRACTION_CATEGORY_ICON_KEYS,
  GUEST_INFO_ICON_KEYS,
  ROOM_FEATURE_ICON_KEYS,
} from '../../src/shared/text/icon-keys.js';

const CONTENT_MAPS: Record<string, Readonly<Record<string, SpriteIconId>>> = {
  amenities: AMENITY_SPRITE_ICONS,
  'guest information': GUEST_INFO_SPRITE_ICONS,
  'attraction categories': ATTRACTION_CATEGORY_SPRITE_ICONS,
  'check-in sections': CHECK_IN_SPRITE_ICONS,
  'room features': ROOM_FEATURE_SPRITE_ICONS,
  'about highlights': ABOUT_FEATURE_SPRITE_ICONS,
};

/** What lucide-react itself renders for an icon, without its `<svg>` wrapper. */
function lucideDrawing(name: keyof typeof icons): string {
  const component = icons[name];
  return renderToStaticMarkup(createElement(component)).replace(/^<svg[^>]*>|<\/svg>$/g, '');
}

/**
 * The sprite ids the client's components name themselves: `<SpriteIcon id="…">` (or
 * `id={cond ? '…' : '…'}`) and `spriteIconComponent('…')`.
 */
function spriteIconsNamedInSource(): string[] {
  const ids: string[] = [];
  const root = path.resolve('src/client');
  for (const file of readdirSync(root, { recursive: true, encoding: 'utf8' })) {
    if (!/\.tsx?$/.test(file)) continue;
    const source = readFileSync(path.join(root, file), 'utf8');
    for (const match of source.matchAll(/<SpriteIcon\s+id=(?:"([^"]+)"|\{([^}]*)\})/g)) {
      if (match[1]) ids.push(match[1]);
      else for (const literal of (match[2] ?? '').matchAll(/'([^']+)'/g)) ids.push(literal[1]);
    }
    for (const match of source.matchAll(/spriteIconComponent\('([^']+)'\)/g)) ids.push(match[1]);
    // A component passing a sprite id on (`<Fact icon="users" …>` on an experience's page).
    for (const match of source.matchAll(/\bicon="([a-z-]+)"/g)) ids.push(match[1]);
  }
  return ids;
}

describe('content icon maps', () => {
  it('give every icon key an icon of the sprite', () => {
    const keys = (list: readonly string[]) => list.filter((key) => key !== 'television').sort();
    expect(Object.keys(AMENITY_SPRITE_ICONS).sort()).toEqual(keys(AMENITY_ICON_KEYS));
    expect(Object.keys(GUEST_INFO_SPRITE_ICONS).sort()).toEqual([...GUEST_INFO_ICON_KEYS].sort());
    expect(Object.keys(ATTRACTION_CATEGORY_SPRITE_ICONS).sort()).toEqual(
      [...ATTRACTION_CATEGORY_ICON_KEYS].sort(),
    );
    expect(Object.keys(CHECK_IN_SPRITE_ICONS).sort()).toEqual([...CHECK_IN_ICON_KEYS].sort());
    expect(Object.keys(ROOM_FEATURE_SPRITE_ICONS).sort()).toEqual([...ROOM_FEATURE_ICON_KEYS].sort());
    expect(Object.keys(ABOUT_FEATURE_SPRITE_ICONS).sort()).toEqual(
      [...SITE_SETTINGS_DEFAULTS.aboutBadges].sort(),
    );
    for (const map of Object.values(CONTENT_MAPS)) {
      for (const id of Object.values(map)) expect(SPRITE_ICON_IDS).toContain(id);
    }
  });

  it('keep the defaults for unknown names', () => {
    expect(amenitySpriteIcon('no such icon')).toBe('package');
    expect(amenitySpriteIcon(null)).toBe('package');
    expect(guestInfoSpriteIcon('no such icon')).toBe('info');
    expect(aboutBadgeSpriteIcon('Sauna')).toBe('thermometer-sun');
    expect(aboutBadgeSpriteIcon('Hot tub')).toBe('circle-check');
    expect(aboutBadgeSpriteIcon('constructor')).toBe('circle-check');
    expect(guestInfoSpriteIcon(undefined)).toBe('info');
    expect(attractionCategorySpriteIcon('map-pin')).toBe('map-pin');
    expect(attractionCategorySpriteIcon('no such icon')).toBe('map-pin');
    expect(roomFeatureSpriteIcon('Something plain')).toBe('check');
  });

  it('keep the icons chosen before the sprite', () => {
    const lucideName = (id: SpriteIconId) => SPRITE_ICONS[id];
    expect(lucideName(amenitySpriteIcon('first aid'))).toBe('BriefcaseMedical');
    expect(lucideName(amenitySpriteIcon('television'))).toBe('Tv');
    expect(lucideName(guestInfoSpriteIcon('question'))).toBe('CircleQuestionMark');
    expect(lucideName(guestInfoSpriteIcon('map'))).toBe('Map');
    expect(lucideName(guestInfoSpriteIcon('gear'))).toBe('Backpack');
    expect(lucideName(guestInfoSpriteIcon('quiet'))).toBe('VolumeX');
    expect(lucideName(attractionCategorySpriteIcon('hiking'))).toBe('Footprints');
    expect(lucideName(CHECK_IN_SPRITE_ICONS.dog)).toBe('PawPrint');
    expect(lucideName(roomFeatureSpriteIcon('Wood fire heating'))).toBe('Flame');
    expect(lucideName(ABOUT_FEATURE_SPRITE_ICONS['Native Wildlife'])).toBe('Squirrel');
  });

  it('list no icon that nothing shows (every sprite icon costs bytes)', () => {
    const used = new Set<string>([
      ...Object.values(CONTENT_MAPS).flatMap((map) => Object.values(map)),
      ...ARRIVAL_NOTES.map((note) => note.icon),
      ...spriteIconsNamedInSource(),
    ]);
    expect(SPRITE_ICON_IDS.filter((id) => !used.has(id))).toEqual([]);
  });
});

describe('SPRITE_ICONS', () => {
  it('names each icon by lucide’s own kebab-case name', () => {
    const kebab = (name: string) =>
      name
        .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
        .replace(/([A-Za-z])([0-9])/g, '$1-$2')
        .toLowerCase();
    for (const [id, name] of Object.entries(SPRITE_ICONS)) expect(id).toBe(kebab(name));
  });
});

describe('buildIconSprite', () => {
  const sprite = buildIconSprite();

  it('draws every listed icon as a symbol with lucide’s own drawing', () => {
    expect(sprite.svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"><symbol ')).toBe(true);
    const symbols = [...sprite.svg.matchAll(/<symbol ([^>]*)>(.*?)<\/symbol>/g)];
    expect(symbols.map(([, attributes]) => /id="([^"]+)"/.exec(attributes)?.[1])).toEqual(
      SPRITE_ICON_IDS.map(spriteSymbolId),
    );
    for (const [, attributes, drawing] of symbols) {
      const id = /id="icon-([^"]+)"/.exec(attributes)?.[1] as SpriteIconId;
      expect(attributes).toBe(`id="${spriteSymbolId(id)}" viewBox="0 0 24 24"`);
      expect(drawing).toBe(lucideDrawing(SPRITE_ICONS[id]));
    }
  });

  it('leaves stroke and fill to the svg that uses a symbol', () => {
    // Only lucide's own drawing details remain (e.g. the filled hole of key-round).
    const wrappers = sprite.svg.match(/<(?:svg|symbol)\b[^>]*>/g) ?? [];
    expect(wrappers).toHaveLength(SPRITE_ICON_IDS.length + 1);
    for (const tag of wrappers) expect(tag).not.toMatch(/\s(?:stroke|fill|class|style|width|height)[-=]/);
  });

  it('is versioned by a hash of its content', () => {
    expect(sprite.hash).toMatch(/^[0-9a-f]{12}$/);
    expect(buildIconSprite().hash).toBe(sprite.hash);
    expect(sprite.url).toBe(`/icons.svg?v=${sprite.hash}`);
  });
});

describe('SpriteIcon', () => {
  const EXPECTED =
    '<svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" class="size-4 text-primary"><use href="#icon-wifi"></use></svg>';

  it('draws the icon from the page’s symbol with lucide’s stroke settings', () => {
    expect(renderToStaticMarkup(<SpriteIcon id="wifi" className="size-4 text-primary" />)).toBe(EXPECTED);
  });

  it('gives callers that pick a component one stable component per icon', () => {
    const Wifi = spriteIconComponent('wifi');
    expect(spriteIconComponent('wifi')).toBe(Wifi);
    expect(spriteIconComponent('info')).not.toBe(Wifi);
    expect(renderToStaticMarkup(<Wifi className="size-4 text-primary" aria-hidden="true" />)).toBe(EXPECTED);
  });
});

describe('inlineIconSprite', () => {
  const sprite = buildIconSprite();
  const symbolsIn = (svg: string) => [...svg.matchAll(/<symbol id="([^"]+)"/g)].map((m) => m[1]);

  it('holds the symbols the HTML uses, once each, and names the whole sprite', () => {
    const html = renderToStaticMarkup(
      <div>
        <SpriteIcon id="wifi" />
        <SpriteIcon id="bath" />
        <SpriteIcon id="wifi" />
      </div>,
    );
    const inline = inlineIconSprite(html, { sprite });
    expect(
      inline.startsWith(`<svg data-icon-sprite="${sprite.url}" aria-hidden="true" style="display:none">`),
    ).toBe(true);
    expect(symbolsIn(inline)).toEqual(['icon-wifi', 'icon-bath']);
    expect(inline).toContain(sprite.symbols.get('icon-bath'));
  });

  it('is empty but still names the sprite when the HTML draws no icon', () => {
    const inline = inlineIconSprite('<p>No icons</p>', { sprite });
    expect(symbolsIn(inline)).toEqual([]);
    expect(inline).toContain(`data-icon-sprite="${sprite.url}"`);
  });

  it('holds every symbol for the development server, which has no start script to load them', () => {
    expect(symbolsIn(inlineIconSprite('<p>No icons</p>', { all: true, sprite }))).toEqual([
      ...sprite.symbols.keys(),
    ]);
  });

  it('ignores references to ids that are not icons', () => {
    expect(
      symbolsIn(inlineIconSprite('<use href="#icon-no-such-icon"></use><a href="#about">', { sprite })),
    ).toEqual([]);
  });
});
