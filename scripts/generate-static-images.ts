/**
 * Writes the committed static images into public/: the image placeholder, the default hero variants,
 * the Open Graph card and the favicon. The pictures come from the same scene generator as the demo
 * content, so the default hero matches the seeded hero image (no visible swap when it loads).
 *
 * Run: npx tsx scripts/generate-static-images.ts
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { HERO_SCENE } from '../src/server/demo/content.js';
import { HERO_PORTRAIT_CROP } from '../src/server/modules/images/params.js';
import { cropRegion } from '../src/server/modules/images/pipeline.js';
import { PUBLIC_DIR } from '../src/server/paths.js';
import { SITE } from '../src/shared/site.js';
import { sceneSvg } from './scenes/scenes.js';

const IMAGES_DIR = path.join(PUBLIC_DIR, 'images');
const QUALITY = 78;
const HERO_ASPECT = 1080 / 1920;
/** The spec's mobile hero variant is 800 wide (section 7). */
const MOBILE_HERO_WIDTH = 800;

function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/** A neutral card with a faint mountain-and-sun icon: what a missing picture looks like. */
function placeholderSvg(width: number, height: number): string {
  const s = Math.min(width, height) / 600;
  const cx = width / 2;
  const cy = height / 2;
  const t = (x: number, y: number) => `${(cx + x * s).toFixed(1)},${(cy + y * s).toFixed(1)}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#efece7"/><stop offset="1" stop-color="#e2ded7"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#bg)"/>
  <rect x="${(cx - 110 * s).toFixed(1)}" y="${(cy - 80 * s).toFixed(1)}" width="${(220 * s).toFixed(1)}" height="${(160 * s).toFixed(1)}" rx="${(18 * s).toFixed(1)}" fill="none" stroke="#c9c2b7" stroke-width="${(8 * s).toFixed(1)}"/>
  <circle cx="${(cx + 45 * s).toFixed(1)}" cy="${(cy - 35 * s).toFixed(1)}" r="${(17 * s).toFixed(1)}" fill="#c9c2b7"/>
  <polygon points="${t(-92, 62)} ${t(-30, -10)} ${t(6, 30)} ${t(30, 6)} ${t(92, 62)}" fill="#c9c2b7"/>
</svg>`;
}

/** The favicon: an A-frame chalet in front of two blue ridges. */
const FAVICON_SVG = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">
  <defs><clipPath id="tile"><rect width="64" height="64" rx="14"/></clipPath></defs>
  <g clip-path="url(#tile)">
    <rect width="64" height="64" fill="#1f3a44"/>
    <path d="M0 40 L14 26 L24 34 L38 18 L64 38 V64 H0 Z" fill="#3f6f86"/>
    <path d="M0 48 L18 36 L30 42 L46 30 L64 44 V64 H0 Z" fill="#2c5566"/>
    <path d="M32 14 L50 50 H14 Z" fill="#f4ede2"/>
    <path d="M32 24 L42 46 H22 Z" fill="#c8864f"/>
    <rect x="29" y="36" width="6" height="10" fill="#1f3a44"/>
    <rect x="0" y="50" width="64" height="14" fill="#1f3a44"/>
  </g>
</svg>
`;

/**
 * The same drawing filling a square without rounded corners: the phone rounds or masks it itself. An iPhone
 * fills transparent corners with black, and Android's maskable icons keep only a central circle (the A-frame
 * lies within its 80 % safe zone).
 */
const SQUARE_ICON_SVG = FAVICON_SVG.replace(' rx="14"', '');

/** The Open Graph card: the hero view with the chalet's name. */
function ogSvg(width: number, height: number): string {
  const scene = sceneSvg(HERO_SCENE.kind, { width, height }, HERO_SCENE.seed);
  const overlay = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
  <defs><linearGradient id="fade" x1="0" y1="0" x2="0" y2="1"><stop offset="0.45" stop-color="#0b1a20" stop-opacity="0"/><stop offset="1" stop-color="#0b1a20" stop-opacity="0.78"/></linearGradient></defs>
  <rect width="${width}" height="${height}" fill="url(#fade)"/>
  <text x="64" y="${height - 120}" font-family="Playfair Display, DejaVu Serif, Liberation Serif, serif" font-size="64" font-weight="700" fill="#ffffff">${escapeXml(SITE.name)}</text>
  <text x="66" y="${height - 66}" font-family="Inter, DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#e8eef0">${escapeXml(`${SITE.tagline} · ${SITE.locality}, ${SITE.region}`)}</text>
</svg>`;
  return `${scene}\u0000${overlay}`;
}

async function writeImage(name: string, data: Buffer): Promise<void> {
  const file = path.join(IMAGES_DIR, name);
  writeFileSync(file, data);
  console.log(`${path.relative(process.cwd(), file)}  ${(data.length / 1024).toFixed(1)} KB`);
}

async function main(): Promise<void> {
  mkdirSync(IMAGES_DIR, { recursive: true });

  await writeImage(
    'placeholder.png',
    await sharp(Buffer.from(placeholderSvg(800, 600)))
      .png({ compressionLevel: 9, palette: true })
      .toBuffer(),
  );

  // The landscape default, rendered at its width (crisper than downscaling) from the seeded hero's scene.
  const full = { width: 1920, height: Math.round(1920 * HERO_ASPECT) };
  await writeImage(
    'hero-default-desktop.webp',
    await sharp(Buffer.from(sceneSvg(HERO_SCENE.kind, full, HERO_SCENE.seed)))
      .webp({ quality: QUALITY, effort: 6 })
      .toBuffer(),
  );
  // The mobile default is the portrait crop the hero's portrait screens get (/images/hero-portrait.webp
  // of the seeded hero), so nothing shifts when the picture replaces it.
  const portrait = cropRegion(full.width, full.height, HERO_PORTRAIT_CROP);
  await writeImage(
    'hero-default-mobile.webp',
    await sharp(Buffer.from(sceneSvg(HERO_SCENE.kind, full, HERO_SCENE.seed)))
      .extract(portrait)
      .resize({ width: MOBILE_HERO_WIDTH, height: Math.round(MOBILE_HERO_WIDTH / HERO_PORTRAIT_CROP.aspect) })
      .webp({ quality: QUALITY, effort: 6 })
      .toBuffer(),
  );
  const small = sceneSvg(HERO_SCENE.kind, { width: 320, height: 180 }, HERO_SCENE.seed);
  await writeImage(
    'hero-default-instant.webp',
    await sharp(Buffer.from(small)).resize(64, 36).blur(1.2).webp({ quality: 60, effort: 6 }).toBuffer(),
  );

  const [scene, overlay] = ogSvg(1200, 630).split('\u0000');
  await writeImage(
    'og-image.jpg',
    await sharp(Buffer.from(scene))
      .composite([{ input: Buffer.from(overlay) }])
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer(),
  );

  // An iPhone's home-screen icon (its own size, 180 px) and the installed app's maskable icon.
  for (const [name, size] of [
    ['apple-touch-icon.png', 180],
    ['app-icon-maskable-512.png', 512],
  ] as const) {
    await writeImage(
      name,
      await sharp(Buffer.from(SQUARE_ICON_SVG), { density: (72 * size) / 64 })
        .resize(size, size)
        .png({ compressionLevel: 9, palette: true })
        .toBuffer(),
    );
  }

  const favicon = path.join(PUBLIC_DIR, 'favicon.svg');
  writeFileSync(favicon, FAVICON_SVG);
  console.log(path.relative(process.cwd(), favicon));
}

await main();
