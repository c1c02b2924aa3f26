/**
 * Stylised, deterministic pictures of the chalet and the Blue Mountains, drawn as SVG and rendered by
 * sharp. Nothing can be downloaded, so the demo pictures (seed-assets/demo/, written by
 * scripts/generate-demo-pictures.ts) and the static hero images are generated here, at development time:
 * the server only copies the committed files and never runs this code.
 *
 * Every scene is drawn on a canvas 1000 units high whose width follows the requested aspect ratio, so a
 * 16:9 hero and a 4:3 gallery picture are both composed for their frame rather than cropped. A seeded
 * pseudo-random generator makes the output byte-for-byte stable for a given kind, size and seed.
 *
 * Rendering cost: flat fills are cheap; gradient fills cost about 0.5 ms per shape at 1600x1200 and
 * filters far more, so gradients are kept to the large shapes and filters are not used.
 */
import sharp from 'sharp';
import type { SceneKind } from '../../src/server/demo/scene-kinds.js';

export type { SceneKind };

export interface SceneSize {
  width: number;
  height: number;
}

export interface SceneOptions {
  /** Varies palette and composition while staying deterministic (default: the kind itself). */
  seed?: string | number;
  /** WebP quality, 1..100 (default 78). */
  quality?: number;
  /** WebP encoder effort, 0..6 (default 2: fast; the committed pictures use more). */
  effort?: number;
}

// ---------------------------------------------------------------------------------------------------
// Deterministic randomness

/** FNV-1a hash of a text, used to turn a seed into a generator state. */
export function hashSeed(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: small, fast and good enough for pictures. */
export class Rng {
  private state: number;
  constructor(seed: number) {
    this.state = seed >>> 0 || 0x9e3779b9;
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }
  range(min: number, max: number): number {
    return min + (max - min) * this.next();
  }
  int(min: number, max: number): number {
    return Math.floor(this.range(min, max + 1));
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)];
  }
  chance(p: number): boolean {
    return this.next() < p;
  }
}

/** Smooth 1D value noise in [0, 1]. */
class Noise1D {
  private readonly values: number[];
  constructor(rng: Rng, size = 256) {
    this.values = Array.from({ length: size }, () => rng.next());
  }
  at(x: number): number {
    const size = this.values.length;
    const i = Math.floor(x);
    const t = x - i;
    const a = this.values[((i % size) + size) % size];
    const b = this.values[(((i + 1) % size) + size) % size];
    const s = t * t * (3 - 2 * t);
    return a + (b - a) * s;
  }
  fbm(x: number, octaves = 4): number {
    let sum = 0;
    let norm = 0;
    let amp = 1;
    let freq = 1;
    for (let o = 0; o < octaves; o++) {
      sum += amp * this.at(x * freq + o * 17.3);
      norm += amp;
      amp *= 0.5;
      freq *= 2.03;
    }
    return sum / norm;
  }
}

// ---------------------------------------------------------------------------------------------------
// Maths and colour

type Pt = readonly [number, number];
type Stop = readonly [offset: number, color: string, opacity?: number];

const clamp = (v: number, lo = 0, hi = 1) => Math.min(hi, Math.max(lo, v));
const lerp = (a: number, b: number, t: number) => a + (b - a) * t;
const smoothstep = (a: number, b: number, v: number) => {
  const t = clamp((v - a) / (b - a));
  return t * t * (3 - 2 * t);
};
/** Compact number for SVG output. */
const n = (v: number) => String(Math.round(v * 10) / 10);
const f3 = (v: number) => String(Math.round(v * 1000) / 1000);

function rgb(hex: string): [number, number, number] {
  const h = hex.replace('#', '');
  return [
    Number.parseInt(h.slice(0, 2), 16),
    Number.parseInt(h.slice(2, 4), 16),
    Number.parseInt(h.slice(4, 6), 16),
  ];
}

/** Linear blend of two #rrggbb colours. */
export function mix(a: string, b: string, t: number): string {
  const ca = rgb(a);
  const cb = rgb(b);
  const out = ca.map((v, i) => Math.round(lerp(v, cb[i], clamp(t))));
  return `#${out.map((v) => v.toString(16).padStart(2, '0')).join('')}`;
}
const darken = (c: string, t: number) => mix(c, '#000000', t);
const lighten = (c: string, t: number) => mix(c, '#ffffff', t);

// ---------------------------------------------------------------------------------------------------
// SVG primitives

const attr = (extra: string) => (extra ? ` ${extra}` : '');
const rect = (x: number, y: number, w: number, h: number, fill: string, extra = '') =>
  `<rect x="${n(x)}" y="${n(y)}" width="${n(w)}" height="${n(h)}" fill="${fill}"${attr(extra)}/>`;
const ellipse = (cx: number, cy: number, rx: number, ry: number, fill: string, extra = '') =>
  `<ellipse cx="${n(cx)}" cy="${n(cy)}" rx="${n(rx)}" ry="${n(ry)}" fill="${fill}"${attr(extra)}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, extra = '') =>
  `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${fill}"${attr(extra)}/>`;
const path = (d: string, fill: string, extra = '') => `<path d="${d}" fill="${fill}"${attr(extra)}/>`;
const poly = (pts: readonly Pt[], fill: string, extra = '') =>
  `<polygon points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="${fill}"${attr(extra)}/>`;
const line = (x1: number, y1: number, x2: number, y2: number, stroke: string, width: number, extra = '') =>
  `<line x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${n(y2)}" stroke="${stroke}" stroke-width="${n(width)}"${attr(extra)}/>`;
const polyline = (pts: readonly Pt[], stroke: string, width: number, extra = '') =>
  `<polyline points="${pts.map(([x, y]) => `${n(x)},${n(y)}`).join(' ')}" fill="none" stroke="${stroke}" stroke-width="${n(width)}"${attr(extra)}/>`;
/** Translucency without group compositing (a plain `opacity` attribute makes librsvg render offscreen). */
const op = (o: number) => `fill-opacity="${f3(o)}" stroke-opacity="${f3(o)}"`;

interface Box2 {
  x: number;
  y: number;
  w: number;
  h: number;
}

/** Collects defs and shapes of one picture. */
class Canvas {
  readonly H = 1000;
  readonly W: number;
  private readonly defs: string[] = [];
  private readonly parts: string[] = [];
  private ids = 0;

  constructor(
    size: SceneSize,
    readonly rng: Rng,
    /** The seed as text: scenes may pick a variant from it (e.g. 'autumn'). */
    readonly seed = '',
  ) {
    this.W = Math.round((1000 * size.width) / size.height);
  }

  private nextId(prefix: string): string {
    this.ids += 1;
    return `${prefix}${this.ids}`;
  }

  private stops(stops: readonly Stop[]): string {
    return stops
      .map(
        ([o, color, opacity]) =>
          `<stop offset="${f3(o)}" stop-color="${color}"${opacity === undefined ? '' : ` stop-opacity="${f3(opacity)}"`}/>`,
      )
      .join('');
  }

  /** A linear gradient; coordinates are fractions of the shape's box unless `user` is set. */
  linear(stops: readonly Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1, user = false): string {
    const id = this.nextId('l');
    const units = user ? ' gradientUnits="userSpaceOnUse"' : '';
    this.defs.push(
      `<linearGradient id="${id}" x1="${f3(x1)}" y1="${f3(y1)}" x2="${f3(x2)}" y2="${f3(y2)}"${units}>${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A radial gradient in the shape's box (so it follows an ellipse's proportions). */
  radial(stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
    const id = this.nextId('r');
    this.defs.push(
      `<radialGradient id="${id}" cx="${f3(cx)}" cy="${f3(cy)}" r="${f3(r)}" fx="${f3(fx)}" fy="${f3(fy)}">${this.stops(stops)}</radialGradient>`,
    );
    return `url(#${id})`;
  }

  /** A clip path made of the given shapes; returns the attribute value. */
  clip(shapes: string): string {
    const id = this.nextId('c');
    this.defs.push(`<clipPath id="${id}">${shapes}</clipPath>`);
    return `url(#${id})`;
  }

  add(...shapes: string[]): void {
    this.parts.push(...shapes);
  }

  /** Adds shapes inside a group (e.g. clipped or semi-transparent). */
  group(attrs: string, draw: () => void): void {
    this.parts.push(`<g ${attrs}>`);
    draw();
    this.parts.push('</g>');
  }

  toSvg(size: SceneSize): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}" viewBox="0 0 ${this.W} ${this.H}" preserveAspectRatio="xMidYMid slice"><defs>${this.defs.join('')}</defs>${this.parts.join('')}</svg>`;
  }
}

// ---------------------------------------------------------------------------------------------------
// Shared scenery

/** Soft light: an ellipse filled with a radial gradient fading to transparent. */
function glow(
  c: Canvas,
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  color: string,
  strength = 1,
): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    c.radial([
      [0, color, 0.9 * strength],
      [0.35, color, 0.45 * strength],
      [1, color, 0],
    ]),
  );
}

/** A contact shadow on the ground. */
function softShadow(c: Canvas, cx: number, cy: number, rx: number, ry: number, strength = 0.35): string {
  return ellipse(
    cx,
    cy,
    rx,
    ry,
    c.radial([
      [0, '#000000', strength],
      [0.6, '#000000', strength * 0.45],
      [1, '#000000', 0],
    ]),
  );
}

function skyRect(c: Canvas, stops: readonly Stop[], box: Box2 = { x: 0, y: 0, w: c.W, h: c.H }): string {
  return rect(box.x, box.y, box.w, box.h, c.linear(stops));
}

/** Darkened corners, like a photograph. */
function vignette(c: Canvas, strength = 0.35): void {
  c.add(
    rect(
      0,
      0,
      c.W,
      c.H,
      c.radial([
        [0, '#000000', 0],
        [0.62, '#000000', 0],
        [1, '#000000', strength],
      ]),
    ),
  );
}

/** Horizontal band of mist, strongest in its middle. */
function mistBand(
  c: Canvas,
  x: number,
  y: number,
  w: number,
  h: number,
  color: string,
  strength: number,
): string {
  return rect(
    x,
    y,
    w,
    h,
    c.linear([
      [0, color, 0],
      [0.55, color, strength],
      [1, color, 0],
    ]),
  );
}

function stars(c: Canvas, count: number, maxY: number, x0 = 0, w = c.W): void {
  const { rng } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const r = rng.next() ** 3 * 2 + 0.5;
    out.push(circle(x0 + rng.next() * w, rng.next() ** 1.3 * maxY, r, '#ffffff', op(rng.range(0.35, 1))));
  }
  c.add(out.join(''));
}

function clouds(c: Canvas, count: number, yMin: number, yMax: number, color: string, strength: number): void {
  const { rng } = c;
  for (let i = 0; i < count; i++) {
    const cx = rng.range(-100, c.W + 100);
    const cy = rng.range(yMin, yMax);
    const w = rng.range(220, 520);
    c.add(
      ellipse(
        cx,
        cy,
        w,
        w * rng.range(0.06, 0.12),
        c.radial([
          [0, color, strength],
          [1, color, 0],
        ]),
      ),
    );
  }
}

interface RidgeOptions {
  scale: number;
  plateau?: number;
  rough?: number;
  step?: number;
}

/** Points along a ridge line; values are plateau-shaped like the Blue Mountains' sandstone tablelands. */
function ridgePoints(rng: Rng, x0: number, x1: number, baseY: number, amp: number, o: RidgeOptions) {
  const noise = new Noise1D(rng);
  const fine = new Noise1D(rng);
  const step = o.step ?? 6;
  const pts: { x: number; y: number; v: number }[] = [];
  for (let x = x0; x <= x1 + step; x += step) {
    let v = clamp((noise.fbm(x / o.scale, 4) - 0.22) / 0.56);
    if (o.plateau) v = lerp(v, smoothstep(0.35, 0.62, v), o.plateau);
    let y = baseY - amp * v;
    if (o.rough) y -= o.rough * (fine.fbm(x / 7, 2) - 0.3);
    pts.push({ x, y, v });
  }
  return pts;
}

interface MountainOptions {
  box?: Box2;
  horizon: number;
  bottom: number;
  layers: number;
  far: string;
  near: string;
  haze: string;
  mist?: number;
  cliffs?: boolean;
  cliffColor?: string;
  ampFar?: number;
  ampNear?: number;
  /** Draw only the first `upTo` layers (e.g. to place things between layers). */
  from?: number;
  upTo?: number;
}

/** Layered ridges with aerial perspective: far ones pale and blue, near ones darker, mist in between. */
function mountains(c: Canvas, o: MountainOptions): void {
  const box = o.box ?? { x: 0, y: 0, w: c.W, h: c.H };
  const sy = box.h / 1000;
  const bottomEdge = box.y + box.h + 10;
  const ampFar = o.ampFar ?? 70;
  const ampNear = o.ampNear ?? 190;
  for (let i = o.from ?? 0; i < (o.upTo ?? o.layers); i++) {
    const t = o.layers === 1 ? 1 : i / (o.layers - 1);
    const baseY = box.y + sy * (lerp(o.horizon, o.bottom, t ** 1.25) + c.rng.range(-12, 12));
    const amp = sy * lerp(ampFar, ampNear, t);
    const rng = new Rng(hashSeed(`ridge${i}`) ^ Math.floor(c.rng.next() * 1e9));
    const plateau = o.cliffs ? lerp(0.85, 0.1, smoothstep(0.3, 0.85, t)) : 0.3;
    const pts = ridgePoints(rng, box.x - 10, box.x + box.w + 10, baseY, amp, {
      scale: lerp(180, 360, t) * sy,
      plateau,
      rough: lerp(0, 10, t) * sy,
      step: Math.max(3, 7 * sy),
    });
    const color = mix(o.far, o.near, t ** 0.8);
    const top = Math.min(...pts.map((p) => p.y));
    const d = `M${n(box.x - 10)},${n(bottomEdge)}L${pts.map((p) => `${n(p.x)},${n(p.y)}`).join('L')}L${n(box.x + box.w + 10)},${n(bottomEdge)}Z`;
    c.add(
      path(
        d,
        c.linear([
          [0, color],
          [Math.min(1, ((baseY - top) / (bottomEdge - top)) * 1.2), mix(color, o.haze, 0.12 + 0.3 * (1 - t))],
          [1, mix(color, o.haze, 0.1)],
        ]),
      ),
    );
    if (o.cliffs && t > 0.05 && t < 0.75) {
      // Sandstone escarpments under the rims of the plateaus.
      const cliff = mix(o.cliffColor ?? '#d8924f', o.haze, 0.08 + 0.5 * (1 - t) ** 1.5);
      const ch = sy * lerp(16, 70, t);
      const jag = new Noise1D(rng);
      const depthAt = (p: { x: number; v: number }) =>
        ch * smoothstep(0.55, 0.8, p.v) * (0.45 + 0.8 * jag.fbm(p.x / (40 * sy), 3));
      // Cut into faces of slightly different shade: some catch the light, some are in shadow.
      const faces: string[] = [];
      for (let start = 0; start < pts.length - 1; ) {
        const end = Math.min(pts.length - 1, start + rng.int(6, 26));
        const slice = pts.slice(start, end + 1);
        start = end;
        if (slice.every((p) => depthAt(p) < 0.5)) continue;
        const upper = slice.map((p) => [p.x, p.y + 4 * sy] as Pt);
        const lower = slice.map((p) => [p.x, p.y + 4 * sy + depthAt(p)] as Pt).reverse();
        faces.push(poly([...upper, ...lower], mix(cliff, mix(cliff, color, 0.5), rng.range(0, 0.55))));
      }
      c.add(faces.join(''));
    }
    if (o.mist && i < o.layers - 1) {
      // Patches of mist pooled in the valleys in front of this ridge.
      for (let k = 0; k < 3; k++) {
        const mw = box.w * rng.range(0.25, 0.55);
        const mx = box.x + rng.range(0, box.w);
        const mh = sy * lerp(70, 40, t);
        c.add(
          ellipse(
            mx,
            baseY - mh * 0.2,
            mw,
            mh,
            c.radial([
              [0, o.haze, o.mist * (1 - t * 0.7)],
              [0.6, o.haze, o.mist * 0.5 * (1 - t * 0.7)],
              [1, o.haze, 0],
            ]),
          ),
        );
      }
    }
  }
}

interface TreeStyle {
  trunk: string;
  trunkDark: string;
  leaves: readonly string[];
  /** Canopy density, 0.5 sparse .. 1.5 dense. */
  density?: number;
}

const GUM_DAY: TreeStyle = {
  trunk: '#e4ddd0',
  trunkDark: '#9d958a',
  leaves: ['#3f5a3a', '#56704a', '#6f875c', '#8a9c70'],
};

/** An irregular, lobed outline (a leaf clump, a bush, a cloud). */
function blob(rng: Rng, cx: number, cy: number, rx: number, ry: number, lobes = 9): string {
  const pts: Pt[] = [];
  for (let i = 0; i < lobes; i++) {
    const a = (i / lobes) * Math.PI * 2 + rng.range(-0.2, 0.2);
    const k = rng.range(0.62, 1.05);
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const mid = (a: Pt, b: Pt): Pt => [(a[0] + b[0]) / 2, (a[1] + b[1]) / 2];
  const start = mid(pts[lobes - 1], pts[0]);
  let d = `M${n(start[0])},${n(start[1])}`;
  for (let i = 0; i < lobes; i++) {
    const p = pts[i];
    const m = mid(p, pts[(i + 1) % lobes]);
    d += `Q${n(p[0])},${n(p[1])} ${n(m[0])},${n(m[1])}`;
  }
  return `${d}Z`;
}

/** A eucalypt: pale, forking trunk and sparse clumps of grey-green leaves. */
function gumTree(c: Canvas, x: number, groundY: number, h: number, style: TreeStyle, lean = 0): string {
  const { rng } = c;
  const out: string[] = [];
  const canopy: string[] = [];
  const base = h * 0.05;

  const limb = (x0: number, y0: number, angle: number, length: number, w0: number, depth: number): void => {
    const segments = 5;
    const left: Pt[] = [];
    const right: Pt[] = [];
    let px = x0;
    let py = y0;
    let a = angle;
    for (let s = 0; s <= segments; s++) {
      const w = lerp(w0, w0 * 0.35, s / segments);
      const nx = Math.cos(a + Math.PI / 2);
      const ny = Math.sin(a + Math.PI / 2);
      left.push([px - nx * w, py - ny * w]);
      right.push([px + nx * w, py + ny * w]);
      if (s < segments) {
        a += rng.range(-0.16, 0.16);
        px += Math.cos(a) * (length / segments);
        py += Math.sin(a) * (length / segments);
      }
    }
    out.push(poly([...left, ...[...right].reverse()], style.trunk));
    // Shade along the right-hand side of the limb.
    const inner = right.map(([rx, ry], s) => [lerp(rx, left[s][0], 0.45), lerp(ry, left[s][1], 0.45)] as Pt);
    out.push(poly([...right, ...inner.reverse()], style.trunkDark, op(0.55)));
    if (depth < 2) {
      const forks = depth === 0 ? rng.int(2, 3) : rng.int(1, 2);
      for (let f = 0; f < forks; f++) {
        const along = rng.range(0.45, 0.8);
        const idx = Math.round(along * segments);
        const [lx, ly] = left[idx];
        const [rx, ry] = right[idx];
        const bx = (lx + rx) / 2;
        const by = (ly + ry) / 2;
        const side = f % 2 === 0 ? -1 : 1;
        limb(
          bx,
          by,
          angle + side * rng.range(0.35, 0.8),
          length * rng.range(0.45, 0.65),
          w0 * 0.5,
          depth + 1,
        );
      }
    }
    // Clumps of leaves at the end of the smaller limbs, each shaded below and lit above.
    if (depth >= 1 || rng.chance(0.4)) {
      const clumps = Math.round(rng.range(9, 14) * (style.density ?? 1));
      const r = h * rng.range(0.038, 0.05);
      for (let k = 0; k < clumps; k++) {
        const cx = px + rng.range(-2.8, 2.8) * r;
        const cy = py + rng.range(-1.4, 0.7) * r + Math.abs(cx - px) * 0.25;
        const rx = r * rng.range(0.6, 1.1);
        const ry = rx * rng.range(0.45, 0.65);
        canopy.push(path(blob(rng, cx + rx * 0.1, cy + ry * 0.3, rx, ry, 7), style.leaves[0], op(0.94)));
        canopy.push(
          path(
            blob(rng, cx - rx * 0.12, cy - ry * 0.2, rx * 0.72, ry * 0.68, 7),
            rng.pick(style.leaves.slice(1)),
            op(0.9),
          ),
        );
      }
    }
  };

  limb(x, groundY, -Math.PI / 2 + lean, h * 0.62, base, 0);
  return out.join('') + canopy.join('');
}

/** A row of small, dense trees used for forest edges. */
function treeline(
  c: Canvas,
  x0: number,
  x1: number,
  baseY: number,
  height: number,
  colors: readonly string[],
): string {
  const { rng } = c;
  const out: string[] = [];
  for (let x = x0; x < x1; x += height * rng.range(0.18, 0.32)) {
    const h = height * rng.range(0.6, 1.1);
    const color = rng.pick(colors);
    out.push(ellipse(x, baseY - h * 0.55, h * rng.range(0.2, 0.32), h * 0.5, color));
  }
  return out.join('');
}

/** A tree fern: a dark trunk topped by a radiating crown of fronds. */
function treeFern(c: Canvas, x: number, groundY: number, h: number, color: string): string {
  const { rng } = c;
  const out: string[] = [];
  const topY = groundY - h;
  out.push(
    poly(
      [
        [x - h * 0.035, groundY],
        [x + h * 0.035, groundY],
        [x + h * 0.025, topY],
        [x - h * 0.025, topY],
      ],
      '#3b2e25',
    ),
  );
  const fronds = 11;
  for (let i = 0; i < fronds; i++) {
    const a = Math.PI + (i / (fronds - 1)) * Math.PI + rng.range(-0.1, 0.1);
    const len = h * rng.range(0.45, 0.6);
    const ex = x + Math.cos(a) * len;
    const ey = topY + Math.sin(a) * len * 0.55 + len * 0.35;
    const mx = x + Math.cos(a) * len * 0.5;
    const my = topY + Math.sin(a) * len * 0.6 - len * 0.05;
    const w = len * 0.09;
    out.push(
      path(
        `M${n(x)},${n(topY)}Q${n(mx - w)},${n(my - w)} ${n(ex)},${n(ey)}Q${n(mx + w)},${n(my + w)} ${n(x)},${n(topY)}Z`,
        i % 2 === 0 ? color : lighten(color, 0.12),
      ),
    );
  }
  return out.join('');
}

function grassTufts(
  c: Canvas,
  x0: number,
  x1: number,
  y0: number,
  y1: number,
  count: number,
  colors: readonly string[],
): string {
  const { rng } = c;
  const out: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = rng.range(x0, x1);
    const y = rng.range(y0, y1);
    const s = lerp(0.4, 1.2, (y - y0) / Math.max(1, y1 - y0)) * rng.range(8, 16);
    out.push(
      path(
        `M${n(x - s)},${n(y)}Q${n(x - s * 0.6)},${n(y - s * 1.2)} ${n(x - s * 0.9)},${n(y - s * 2.2)}Q${n(x - s * 0.2)},${n(y - s)} ${n(x)},${n(y - s * 2.6)}Q${n(x + s * 0.2)},${n(y - s)} ${n(x + s)},${n(y - s * 2)}Q${n(x + s * 0.5)},${n(y - s)} ${n(x + s)},${n(y)}Z`,
        rng.pick(colors),
      ),
    );
  }
  return out.join('');
}

/** Flame tongues of a fire, drawn from the outside in. */
function flames(c: Canvas, x: number, baseY: number, w: number, h: number): string {
  const { rng } = c;
  const out: string[] = [];
  const layers: [string, number][] = [
    ['#d9461b', 1],
    ['#f28a1d', 0.78],
    ['#ffc53d', 0.55],
    ['#fff1b0', 0.3],
  ];
  for (const [color, k] of layers) {
    const tongues = 3;
    for (let i = 0; i < tongues; i++) {
      const cx = x + (i - 1) * w * 0.28 * k + rng.range(-w * 0.05, w * 0.05);
      const tw = w * 0.5 * k;
      const th = h * k * (i === 1 ? 1 : rng.range(0.6, 0.8));
      const tip = cx + rng.range(-tw * 0.4, tw * 0.4);
      out.push(
        path(
          `M${n(cx - tw / 2)},${n(baseY)}C${n(cx - tw / 2)},${n(baseY - th * 0.45)} ${n(cx - tw * 0.05)},${n(baseY - th * 0.55)} ${n(tip)},${n(baseY - th)}C${n(cx + tw * 0.15)},${n(baseY - th * 0.5)} ${n(cx + tw / 2)},${n(baseY - th * 0.4)} ${n(cx + tw / 2)},${n(baseY)}Z`,
          color,
        ),
      );
    }
  }
  return out.join('');
}

/** Kangaroo in profile, facing right; `h` is its height, feet on `groundY`. */
function kangaroo(x: number, groundY: number, h: number, fill: string, flip = false): string {
  const s = h / 100;
  const d =
    'M-38,100C-20,97 -2,92 8,76C12,56 26,36 40,24C43,20 43,14 45,10L44,0L50,8L53,-1L55,9C61,10 67,14 71,19C72,22 69,24 64,24C57,25 53,29 51,35C50,41 49,44 48,46L57,52L59,57L55,57L47,52C46,61 44,71 40,80C39,86 38,90 36,92L53,96C57,97 57,100 53,100L16,100C4,100 -12,101 -38,100Z';
  const k = flip ? -s : s;
  return `<path d="${d}" fill="${fill}" transform="translate(${n(x)} ${n(groundY - 100 * s)}) scale(${f3(k)} ${f3(s)})"/>`;
}

/** Horse in profile, facing right; `h` is the height at the ears. */
function horse(x: number, groundY: number, h: number, fill: string, flip = false): string {
  const s = h / 100;
  const d =
    'M-44,28C-30,22 0,26 14,22C22,14 30,4 36,-4L36,-11L39,-5L41,-10L42,-3C48,2 56,12 61,20C63,24 59,27 55,26C50,24 46,20 43,19C38,26 34,36 31,46C30,52 27,55 26,58L27,78L28,96L30,100L24,100L23,80L22,62L19,62L19,80L18,96L20,100L14,100L14,80L14,60C4,62 -16,62 -26,60L-27,74L-24,84L-24,96L-22,100L-28,100L-30,86L-34,72L-36,72L-33,84L-34,96L-32,100L-38,100L-40,86L-44,70C-47,62 -49,50 -48,40C-52,48 -54,62 -53,74C-56,62 -55,44 -48,32Z';
  const k = flip ? -s : s;
  return `<path d="${d}" fill="${fill}" transform="translate(${n(x)} ${n(groundY - 100 * s)}) scale(${f3(k)} ${f3(s)})"/>`;
}

// ---------------------------------------------------------------------------------------------------
// One-point perspective for interiors

type V3 = readonly [number, number, number];

interface Cam {
  cx: number;
  cy: number;
  f: number;
}

const proj = (cam: Cam, [X, Y, Z]: V3): Pt => [cam.cx + (X * cam.f) / Z, cam.cy + (Y * cam.f) / Z];

function face(cam: Cam, pts: readonly V3[], fill: string, extra = ''): string {
  return poly(
    pts.map((p) => proj(cam, p)),
    fill,
    extra,
  );
}

interface Box3 {
  x0: number;
  x1: number;
  y0: number;
  y1: number;
  z0: number;
  z1: number;
}

interface BoxColors {
  top: string;
  front: string;
  side: string;
  bottom?: string;
}

/** The visible faces of an axis-aligned box (Y grows downwards, the camera sits at the origin). */
function box3(cam: Cam, b: Box3, col: BoxColors, extra = ''): string {
  const out: string[] = [];
  const { x0, x1, y0, y1, z0, z1 } = b;
  if (y0 > 0)
    out.push(
      face(
        cam,
        [
          [x0, y0, z0],
          [x1, y0, z0],
          [x1, y0, z1],
          [x0, y0, z1],
        ],
        col.top,
        extra,
      ),
    );
  if (y1 < 0)
    out.push(
      face(
        cam,
        [
          [x0, y1, z0],
          [x1, y1, z0],
          [x1, y1, z1],
          [x0, y1, z1],
        ],
        col.bottom ?? col.side,
        extra,
      ),
    );
  if (x0 > 0)
    out.push(
      face(
        cam,
        [
          [x0, y0, z0],
          [x0, y0, z1],
          [x0, y1, z1],
          [x0, y1, z0],
        ],
        col.side,
        extra,
      ),
    );
  if (x1 < 0)
    out.push(
      face(
        cam,
        [
          [x1, y0, z0],
          [x1, y0, z1],
          [x1, y1, z1],
          [x1, y1, z0],
        ],
        col.side,
        extra,
      ),
    );
  out.push(
    face(
      cam,
      [
        [x0, y0, z0],
        [x1, y0, z0],
        [x1, y1, z0],
        [x0, y1, z0],
      ],
      col.front,
      extra,
    ),
  );
  return out.join('');
}

interface Room {
  halfW: number;
  floorY: number;
  ceilY: number;
  depth: number;
}

const NEAR = 0.25;

function roomCam(c: Canvas, horizon = 440, f = 1000): Cam {
  return { cx: c.W / 2, cy: horizon, f };
}

interface ShellColors {
  back: string;
  side: string;
  floor: string;
  ceiling: string;
}

/** Floor, ceiling, side walls and back wall, with gentle light falloff towards the viewer. */
function roomShell(c: Canvas, cam: Cam, r: Room, col: ShellColors): void {
  const { halfW: w, floorY: fy, ceilY: cy, depth: d } = r;
  c.add(
    face(
      cam,
      [
        [-w, cy, NEAR],
        [w, cy, NEAR],
        [w, cy, d],
        [-w, cy, d],
      ],
      c.linear([
        [0, darken(col.ceiling, 0.35)],
        [1, col.ceiling],
      ]),
    ),
    face(
      cam,
      [
        [-w, fy, NEAR],
        [w, fy, NEAR],
        [w, fy, d],
        [-w, fy, d],
      ],
      c.linear([
        [0, col.floor],
        [1, darken(col.floor, 0.3)],
      ]),
    ),
    face(
      cam,
      [
        [-w, cy, NEAR],
        [-w, cy, d],
        [-w, fy, d],
        [-w, fy, NEAR],
      ],
      c.linear(
        [
          [0, darken(col.side, 0.3)],
          [1, col.side],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    face(
      cam,
      [
        [w, cy, NEAR],
        [w, cy, d],
        [w, fy, d],
        [w, fy, NEAR],
      ],
      c.linear(
        [
          [0, col.side],
          [1, darken(col.side, 0.3)],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
    face(
      cam,
      [
        [-w, cy, d],
        [w, cy, d],
        [w, fy, d],
        [-w, fy, d],
      ],
      col.back,
    ),
  );
}

/** Timber lining: boards on the walls and floor, beams across the ceiling. */
function timberLines(
  c: Canvas,
  cam: Cam,
  r: Room,
  o: { walls?: string; floor?: string; beams?: string },
): void {
  const { halfW: w, floorY: fy, ceilY: cy, depth: d } = r;
  const out: string[] = [];
  if (o.walls) {
    for (let y = cy + 0.18; y < fy; y += 0.18) {
      const [lx0, ly0] = proj(cam, [-w, y, NEAR]);
      const [lx1, ly1] = proj(cam, [-w, y, d]);
      const [rx1, ry1] = proj(cam, [w, y, d]);
      const [rx0, ry0] = proj(cam, [w, y, NEAR]);
      out.push(
        polyline(
          [
            [lx0, ly0],
            [lx1, ly1],
            [rx1, ry1],
            [rx0, ry0],
          ],
          o.walls,
          1.6,
          op(0.35),
        ),
      );
    }
  }
  if (o.floor) {
    for (let x = -w + 0.16; x < w; x += 0.16) {
      const [x0, y0] = proj(cam, [x, fy, NEAR]);
      const [x1, y1] = proj(cam, [x, fy, d]);
      out.push(line(x0, y0, x1, y1, o.floor, 1.4, op(0.4)));
    }
  }
  c.add(out.join(''));
  if (o.beams) {
    for (let z = 1.2; z < d; z += 1.3) {
      c.add(
        box3(
          cam,
          { x0: -w, x1: w, y0: cy, y1: cy + 0.16, z0: z, z1: z + 0.18 },
          { top: o.beams, front: o.beams, side: darken(o.beams, 0.3), bottom: darken(o.beams, 0.25) },
        ),
      );
    }
  }
}

/** A picture window: a landscape seen through a frame with mullions. */
function windowView(
  c: Canvas,
  b: Box2,
  o: { time?: 'day' | 'dusk' | 'night'; frame?: string; panes?: number; trees?: boolean } = {},
): void {
  const time = o.time ?? 'day';
  const skies: Record<string, Stop[]> = {
    day: [
      [0, '#7fa7cf'],
      [0.6, '#cfe0ec'],
      [1, '#eef2f0'],
    ],
    dusk: [
      [0, '#4c5f8c'],
      [0.5, '#d99a86'],
      [1, '#f5c98e'],
    ],
    night: [
      [0, '#0d1630'],
      [1, '#2b3a63'],
    ],
  };
  const palettes = {
    day: { far: '#a9bbd1', near: '#2f5146', haze: '#e3eaf0' },
    dusk: { far: '#9f8fb0', near: '#2d2f45', haze: '#f0c6a5' },
    night: { far: '#2c3a5e', near: '#0b1020', haze: '#3b4a72' },
  } as const;
  const clip = c.clip(rect(b.x, b.y, b.w, b.h, '#fff'));
  c.group(`clip-path="${clip}"`, () => {
    c.add(skyRect(c, skies[time], b));
    if (time === 'night') stars(c, 40, b.y + b.h * 0.5, b.x, b.w);
    const p = palettes[time];
    mountains(c, {
      box: b,
      horizon: 420,
      bottom: 820,
      layers: 4,
      far: p.far,
      near: p.near,
      haze: p.haze,
      mist: 0.5,
      ampFar: 90,
      ampNear: 200,
    });
    if (o.trees) {
      c.add(gumTree(c, b.x + b.w * 0.12, b.y + b.h * 1.05, b.h * 0.9, { ...GUM_DAY, density: 0.8 }, 0.05));
    }
  });
  const frame = o.frame ?? '#3a2a1f';
  const t = Math.max(4, b.w * 0.018);
  const panes = o.panes ?? 3;
  const out: string[] = [];
  out.push(rect(b.x - t, b.y - t, b.w + 2 * t, t * 1.4, frame));
  out.push(rect(b.x - t, b.y + b.h - t * 0.4, b.w + 2 * t, t * 1.6, frame));
  out.push(rect(b.x - t, b.y - t, t * 1.4, b.h + 2 * t, frame));
  out.push(rect(b.x + b.w - t * 0.4, b.y - t, t * 1.4, b.h + 2 * t, frame));
  for (let i = 1; i < panes; i++) out.push(rect(b.x + (b.w * i) / panes - t * 0.4, b.y, t * 0.8, b.h, frame));
  // A soft reflection across the glass.
  out.push(
    poly(
      [
        [b.x + b.w * 0.55, b.y],
        [b.x + b.w * 0.75, b.y],
        [b.x + b.w * 0.35, b.y + b.h],
        [b.x + b.w * 0.15, b.y + b.h],
      ],
      '#ffffff',
      op(0.07),
    ),
  );
  c.add(out.join(''));
}

function pendantLight(c: Canvas, x: number, topY: number, y: number, r: number, color = '#2b2b2b'): void {
  c.add(
    line(x, topY, x, y - r * 0.6, '#222222', 2),
    glow(c, x, y + r * 1.2, r * 4, r * 3, '#ffd9a0', 0.5),
    path(`M${n(x - r)},${n(y + r * 0.6)}Q${n(x)},${n(y - r * 1.2)} ${n(x + r)},${n(y + r * 0.6)}Z`, color),
    ellipse(x, y + r * 0.6, r * 0.85, r * 0.18, '#ffe7b8'),
  );
}

function plant(c: Canvas, x: number, baseY: number, h: number, pot = '#d8d2c8'): void {
  const { rng } = c;
  const out: string[] = [];
  const pw = h * 0.28;
  for (let i = 0; i < 9; i++) {
    const a = -Math.PI / 2 + rng.range(-1.1, 1.1);
    const len = h * rng.range(0.55, 0.9);
    const ex = x + Math.cos(a) * len * 0.8;
    const ey = baseY - h * 0.35 + Math.sin(a) * len;
    const w = len * 0.16;
    out.push(
      path(
        `M${n(x)},${n(baseY - h * 0.32)}Q${n((x + ex) / 2 - w)},${n((baseY - h * 0.3 + ey) / 2)} ${n(ex)},${n(ey)}Q${n((x + ex) / 2 + w)},${n((baseY - h * 0.3 + ey) / 2 + w)} ${n(x)},${n(baseY - h * 0.32)}Z`,
        rng.pick(['#3f6b3a', '#4f7d45', '#5f8f52', '#355c33']),
      ),
    );
  }
  out.push(
    poly(
      [
        [x - pw, baseY - h * 0.35],
        [x + pw, baseY - h * 0.35],
        [x + pw * 0.78, baseY],
        [x - pw * 0.78, baseY],
      ],
      pot,
    ),
  );
  c.add(out.join(''));
}

// ---------------------------------------------------------------------------------------------------
// Palettes

const STONE = '#8d877d';

// ---------------------------------------------------------------------------------------------------
// Landscapes

function sceneValley(c: Canvas): void {
  const { W, rng } = c;
  const dawn = rng.chance(0.5);
  c.add(
    skyRect(
      c,
      dawn
        ? [
            [0, '#567aab'],
            [0.26, '#a8bfd8'],
            [0.4, '#f2d8bb'],
            [0.46, '#f8e4c8'],
          ]
        : [
            [0, '#3f6fa3'],
            [0.28, '#8fb3d6'],
            [0.44, '#e3ecf2'],
          ],
    ),
  );
  c.add(glow(c, W * 0.7, 420, 640, 300, dawn ? '#fff0cf' : '#ffffff', 0.9));
  clouds(c, 7, 80, 330, '#ffffff', 0.5);
  mountains(c, {
    horizon: 430,
    bottom: 910,
    layers: 7,
    far: '#aab9d2',
    near: '#1f3a3a',
    haze: dawn ? '#dcdde6' : '#cfdbe8',
    mist: 0.5,
    cliffs: true,
    ampFar: 70,
    ampNear: 230,
  });
  // Eucalypts framing the view from the foreground slope.
  const fg = [
    [-30, 1010],
    [W * 0.12, 930],
    [W * 0.24, 960],
    [W * 0.3, 1010],
  ] as Pt[];
  c.add(poly(fg, '#1b2b24'));
  c.add(
    gumTree(
      c,
      W * 0.08,
      990,
      620,
      { trunk: '#cfc6b6', trunkDark: '#6c665c', leaves: ['#1f3326', '#2c4631', '#3e5a3d', '#56704a'] },
      0.06,
    ),
  );
  c.add(
    gumTree(
      c,
      W * 0.94,
      1020,
      520,
      { trunk: '#cfc6b6', trunkDark: '#6c665c', leaves: ['#1f3326', '#2c4631', '#3e5a3d', '#56704a'] },
      -0.08,
    ),
  );
  vignette(c, 0.3);
}

function chaletBuilding(c: Canvas, cx: number, groundY: number, width: number, night: boolean): void {
  const out: string[] = [];
  const w = width;
  const x0 = cx - w / 2;
  const x1 = cx + w / 2;
  const eaveY = groundY - w * 0.55;
  const apexY = eaveY - w * 0.78;
  const depth: Pt = [w * 0.55, -w * 0.2];
  const add = (p: Pt, k = 1): Pt => [p[0] + depth[0] * k, p[1] + depth[1] * k];
  const wall = '#8c5a36';
  const wallSide = '#6e442a';
  const roof = '#2f3439';
  const roofLit = '#454c53';
  const glass = night ? '#ffcf7a' : '#41505c';
  const glassInner = night ? '#ffe3a8' : '#6e8494';

  // Stone base and deck shadow
  out.push(softShadow(c, cx + w * 0.2, groundY + 8, w * 0.95, w * 0.09, 0.45));
  // Side wall (right)
  const A: Pt = [x1, groundY];
  const B: Pt = [x1, eaveY];
  out.push(poly([A, add(A), add(B), B], wallSide));
  // Side wall boards
  for (let i = 1; i < 9; i++) {
    const t = i / 9;
    const p0: Pt = [x1 + depth[0] * t, groundY + depth[1] * t];
    const p1: Pt = [x1 + depth[0] * t, eaveY + depth[1] * t];
    out.push(line(p0[0], p0[1], p1[0], p1[1], '#4d2f1d', 2, op(0.5)));
  }
  // Side windows
  for (const t of [0.25, 0.6]) {
    const wx = x1 + depth[0] * t;
    const wy = groundY + depth[1] * t - w * 0.4;
    const ww = depth[0] * 0.22;
    out.push(
      poly(
        [
          [wx, wy],
          [wx + ww, wy + depth[1] * 0.22 * (ww / (depth[0] * 0.22))],
          [wx + ww, wy + w * 0.22 + depth[1] * 0.22],
          [wx, wy + w * 0.22],
        ],
        glass,
      ),
    );
  }
  // Roof: right plane from the eave to the ridge, with overhang.
  const over = w * 0.09;
  const slope = Math.atan2(apexY - eaveY, cx - x1);
  const eaveR: Pt = [x1 + over * Math.cos(slope + Math.PI), eaveY + over * Math.sin(slope + Math.PI) + 4];
  const eaveL: Pt = [x0 - over * Math.cos(slope + Math.PI), eaveY + over * Math.sin(slope + Math.PI) + 4];
  const apex: Pt = [cx, apexY - 6];
  out.push(
    poly(
      [apex, eaveR, add(eaveR, 1.15), add(apex, 1.15)],
      c.linear(
        [
          [0, roofLit],
          [1, roof],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  // Standing seams on the roof
  for (let i = 1; i < 14; i++) {
    const t = i / 14;
    const a = add(apex, 1.15 * t);
    const b = add(eaveR, 1.15 * t);
    out.push(line(a[0], a[1], b[0], b[1], '#1e2226', 2, op(0.6)));
  }
  // Chimney through the right roof plane
  const ch = add(apex, 0.7);
  const chX = ch[0] + w * 0.1;
  const chY = ch[1] + w * 0.16;
  out.push(
    rect(chX, chY - w * 0.3, w * 0.1, w * 0.32, STONE),
    rect(chX + w * 0.065, chY - w * 0.3, w * 0.035, w * 0.32, '#6f6a62'),
    rect(chX - 4, chY - w * 0.32, w * 0.1 + 8, w * 0.03, '#55514b'),
  );
  // Front gable wall with vertical boards
  const gable: Pt[] = [
    [x0, groundY],
    [x1, groundY],
    [x1, eaveY],
    [cx, apexY],
    [x0, eaveY],
  ];
  out.push(
    poly(
      gable,
      c.linear(
        [
          [0, lighten(wall, 0.12)],
          [1, wall],
        ],
        0,
        0,
        1,
        1,
      ),
    ),
  );
  for (let x = x0 + w / 26; x < x1; x += w / 26) {
    const topY =
      x < cx
        ? eaveY - ((x - x0) / (cx - x0)) * (eaveY - apexY)
        : eaveY - ((x1 - x) / (x1 - cx)) * (eaveY - apexY);
    out.push(line(x, topY + 3, x, groundY, '#5c3920', 1.6, op(0.45)));
  }
  // Stone plinth
  out.push(rect(x0, groundY - w * 0.08, w, w * 0.08, '#7d776d'));
  for (let i = 0; i < 16; i++) {
    out.push(
      rect(
        x0 + (i * w) / 16 + 2,
        groundY - w * 0.075 + (i % 2) * w * 0.035,
        w / 16 - 4,
        w * 0.03,
        '#928b80',
        op(0.7),
      ),
    );
  }
  // Big gable window (pentagon) with mullions
  const gw = w * 0.56;
  const gx0 = cx - gw / 2;
  const gx1 = cx + gw / 2;
  const gBottom = eaveY - w * 0.02;
  const gShoulder = eaveY - w * 0.18;
  const gApex = apexY + w * 0.22;
  const glassShape: Pt[] = [
    [gx0, gBottom],
    [gx1, gBottom],
    [gx1, gShoulder],
    [cx, gApex],
    [gx0, gShoulder],
  ];
  out.push(
    poly(
      glassShape,
      c.linear([
        [0, glassInner],
        [1, glass],
      ]),
    ),
  );
  if (!night) {
    out.push(
      poly(
        [
          [gx0 + gw * 0.1, gBottom],
          [gx0 + gw * 0.35, gBottom],
          [gx0 + gw * 0.7, gShoulder - 20],
          [gx0 + gw * 0.5, gShoulder - 40],
        ],
        '#ffffff',
        op(0.12),
      ),
    );
  }
  for (let i = 1; i < 4; i++) {
    const mx = gx0 + (gw * i) / 4;
    const topY =
      mx < cx
        ? gShoulder - ((mx - gx0) / (cx - gx0)) * (gShoulder - gApex)
        : gShoulder - ((gx1 - mx) / (gx1 - cx)) * (gShoulder - gApex);
    out.push(line(mx, topY, mx, gBottom, '#2a1c12', 5));
  }
  out.push(
    line(gx0, gShoulder, gx1, gShoulder, '#2a1c12', 5),
    polyline([...glassShape, glassShape[0]], '#2a1c12', 7),
  );
  // Balcony across the first floor
  const by = eaveY + w * 0.02;
  out.push(rect(x0 - w * 0.04, by, w * 1.08, w * 0.035, '#5a3823'));
  for (let x = x0 - w * 0.03; x <= x1 + w * 0.03; x += w / 34)
    out.push(rect(x, by - w * 0.13, w * 0.012, w * 0.13, '#6d462c'));
  out.push(rect(x0 - w * 0.04, by - w * 0.14, w * 1.08, w * 0.022, '#5a3823'));
  // Ground floor glazing and door
  const gy = groundY - w * 0.08;
  for (const [fx, fw] of [
    [x0 + w * 0.08, w * 0.22],
    [cx - w * 0.1, w * 0.2],
    [x1 - w * 0.3, w * 0.22],
  ] as const) {
    out.push(
      rect(
        fx,
        gy - w * 0.3,
        fw,
        w * 0.3,
        c.linear([
          [0, glassInner],
          [1, glass],
        ]),
      ),
      rect(fx - 4, gy - w * 0.3 - 4, fw + 8, 8, '#2a1c12'),
      rect(fx + fw / 2 - 2.5, gy - w * 0.3, 5, w * 0.3, '#2a1c12'),
    );
  }
  // Roof barge boards along the gable, drawn last so they overlap the walls.
  out.push(polyline([eaveL, apex, eaveR], '#24282c', w * 0.045, 'stroke-linejoin="miter"'));
  out.push(polyline([eaveL, apex, eaveR], '#e7dccb', w * 0.01, 'stroke-linejoin="miter"'));
  // Front deck and steps
  out.push(
    rect(x0 - w * 0.12, groundY - 6, w * 1.3, 14, '#6a4a33'),
    rect(x0 - w * 0.12, groundY + 8, w * 1.3, 10, '#3e2c1f'),
  );
  c.add(out.join(''));
  if (night) {
    c.add(glow(c, cx, gBottom, gw * 1.1, w * 0.7, '#ffb85c', 0.35));
    c.add(glow(c, cx, groundY + 20, w * 0.9, w * 0.15, '#ffb85c', 0.35));
  }
  // A wisp of chimney smoke
  const sx = chX + w * 0.05;
  const sy = chY - w * 0.34;
  for (let i = 0; i < 5; i++) {
    c.add(
      ellipse(
        sx + i * w * 0.06,
        sy - i * w * 0.06,
        w * (0.04 + i * 0.02),
        w * (0.025 + i * 0.01),
        night ? '#9aa3b8' : '#f4f4f4',
        op(0.35 - i * 0.05),
      ),
    );
  }
}

function sceneChalet(c: Canvas, night: boolean): void {
  const { W } = c;
  const sky: Stop[] = night
    ? [
        [0, '#0e1834'],
        [0.55, '#3a4a7a'],
        [0.8, '#c9826a'],
        [1, '#f0b27a'],
      ]
    : [
        [0, '#4f7fb5'],
        [0.5, '#a5c3df'],
        [0.8, '#e9eef0'],
      ];
  c.add(skyRect(c, sky));
  if (night) stars(c, 90, 380);
  else clouds(c, 6, 90, 300, '#ffffff', 0.55);
  mountains(c, {
    horizon: 420,
    bottom: 640,
    layers: 4,
    far: night ? '#6f6f93' : '#a9bad0',
    near: night ? '#252a3f' : '#47664f',
    haze: night ? '#d9a58f' : '#e6edf1',
    mist: 0.6,
    cliffs: true,
    ampNear: 160,
  });
  const groundY = 800;
  // Meadow slope
  c.add(
    path(
      `M-10,${groundY - 90}C${n(W * 0.3)},${groundY - 130} ${n(W * 0.7)},${groundY - 60} ${n(W + 10)},${groundY - 120}L${n(W + 10)},1010L-10,1010Z`,
      c.linear(
        night
          ? [
              [0, '#2b3526'],
              [1, '#12160f'],
            ]
          : [
              [0, '#8b9a5a'],
              [1, '#4d6332'],
            ],
      ),
    ),
  );
  const trees: TreeStyle = night
    ? { trunk: '#3d3a38', trunkDark: '#1e1c1b', leaves: ['#121a16', '#1a241d', '#223026', '#2a3a2d'] }
    : GUM_DAY;
  c.add(gumTree(c, W * 0.2, groundY - 40, 420, trees, -0.04));
  c.add(gumTree(c, W * 0.84, groundY - 60, 460, trees, 0.05));
  c.add(
    treeline(
      c,
      -20,
      W * 0.28,
      groundY - 80,
      120,
      night ? ['#182219', '#1f2b21'] : ['#3e5636', '#4b6640', '#57704a'],
    ),
  );
  c.add(
    treeline(
      c,
      W * 0.72,
      W + 20,
      groundY - 90,
      130,
      night ? ['#182219', '#1f2b21'] : ['#3e5636', '#4b6640', '#57704a'],
    ),
  );
  chaletBuilding(c, W * 0.46, groundY, Math.min(W * 0.3, 420), night);
  c.add(gumTree(c, W * 0.06, 1040, 760, trees, 0.03));
  c.add(
    grassTufts(
      c,
      0,
      W,
      groundY + 40,
      1000,
      60,
      night ? ['#1a2214', '#222c1a'] : ['#5d7438', '#6b8140', '#4c6130'],
    ),
  );
  vignette(c, night ? 0.45 : 0.28);
}

function sceneDeck(c: Canvas): void {
  const { W, rng } = c;
  const golden = rng.chance(0.6);
  c.add(
    skyRect(
      c,
      golden
        ? [
            [0, '#5a79a8'],
            [0.3, '#c9b3b0'],
            [0.45, '#f6d6a6'],
          ]
        : [
            [0, '#5a8cc0'],
            [0.45, '#cfe0ec'],
          ],
    ),
  );
  c.add(glow(c, W * 0.3, 400, 520, 260, '#fff0c8', 0.8));
  mountains(c, {
    horizon: 380,
    bottom: 700,
    layers: 6,
    far: '#a9b5d0',
    near: '#28443c',
    haze: golden ? '#e9d2c4' : '#d5e1ec',
    mist: 0.5,
    cliffs: true,
  });
  const cam = roomCam(c, 420, 900);
  // Deck boards
  c.add(
    face(
      cam,
      [
        [-6, 1.4, NEAR],
        [6, 1.4, NEAR],
        [6, 1.4, 7],
        [-6, 1.4, 7],
      ],
      c.linear([
        [0, '#a87450'],
        [1, '#6d4a31'],
      ]),
    ),
  );
  const boards: string[] = [];
  for (let z = 0.5; z < 7; z += 0.16) {
    const [x0, y0] = proj(cam, [-6, 1.4, z]);
    const [x1, y1] = proj(cam, [6, 1.4, z]);
    boards.push(line(x0, y0, x1, y1, '#4a3020', 1.2, op(0.5)));
  }
  c.add(boards.join(''));
  c.add(glow(c, W * 0.35, 720, 600, 160, '#ffd9a0', golden ? 0.35 : 0.15));
  // Railing along the edge: posts, top rail and thin balusters
  const railZ = 7;
  const post = { top: '#7a5236', front: '#5e3d27', side: '#4a301f' };
  for (let x = -6; x <= 6; x += 1.5)
    c.add(box3(cam, { x0: x - 0.05, x1: x + 0.05, y0: 0.35, y1: 1.4, z0: railZ - 0.1, z1: railZ }, post));
  for (let x = -6; x <= 6; x += 0.25) {
    const [ax, ay] = proj(cam, [x, 0.38, railZ - 0.05]);
    const [, by] = proj(cam, [x, 1.4, railZ - 0.05]);
    c.add(line(ax, ay, ax, by, '#3d2a1d', 2));
  }
  c.add(
    box3(
      cam,
      { x0: -6, x1: 6, y0: 0.3, y1: 0.38, z0: railZ - 0.12, z1: railZ },
      { top: '#8a5e3e', front: '#5e3d27', side: '#4a301f' },
    ),
  );
  // Two timber deck chairs with cushions and a side table with wine glasses
  const timber = { top: '#b58458', front: '#8e6240', side: '#7a5236' };
  const chair = (x: number, z: number) => {
    c.add(softShadow(c, ...proj(cam, [x, 1.4, z + 0.35]), 110, 18, 0.35));
    for (const lx of [x - 0.38, x + 0.32]) {
      c.add(box3(cam, { x0: lx, x1: lx + 0.06, y0: 0.95, y1: 1.4, z0: z + 0.02, z1: z + 0.08 }, timber));
      c.add(box3(cam, { x0: lx, x1: lx + 0.06, y0: 0.78, y1: 0.84, z0: z, z1: z + 0.62 }, timber));
      c.add(box3(cam, { x0: lx, x1: lx + 0.06, y0: 0.84, y1: 1.4, z0: z + 0.02, z1: z + 0.08 }, timber));
    }
    c.add(box3(cam, { x0: x - 0.34, x1: x + 0.32, y0: 0.98, y1: 1.06, z0: z, z1: z + 0.62 }, timber));
    c.add(
      box3(
        cam,
        { x0: x - 0.32, x1: x + 0.3, y0: 0.9, y1: 0.98, z0: z + 0.02, z1: z + 0.6 },
        { top: '#efe8dc', front: '#d8cfc0', side: '#c9bfae' },
      ),
    );
    // Reclined back with cushion
    c.add(
      face(
        cam,
        [
          [x - 0.34, 0.95, z + 0.6],
          [x + 0.32, 0.95, z + 0.6],
          [x + 0.32, 0.3, z + 0.85],
          [x - 0.34, 0.3, z + 0.85],
        ],
        '#8e6240',
      ),
      face(
        cam,
        [
          [x - 0.3, 0.9, z + 0.56],
          [x + 0.28, 0.9, z + 0.56],
          [x + 0.28, 0.36, z + 0.78],
          [x - 0.3, 0.36, z + 0.78],
        ],
        '#e7dfd1',
      ),
    );
  };
  chair(-1.5, 4.5);
  chair(1.0, 4.6);
  c.add(
    box3(
      cam,
      { x0: -0.4, x1: 0.3, y0: 0.95, y1: 1.02, z0: 4.2, z1: 4.6 },
      { top: '#6b4a33', front: '#4f3624', side: '#3f2b1d' },
    ),
  );
  c.add(
    box3(
      cam,
      { x0: -0.1, x1: 0.0, y0: 1.02, y1: 1.4, z0: 4.35, z1: 4.45 },
      { top: '#3a2a1f', front: '#3a2a1f', side: '#2a1d14' },
    ),
  );
  for (const gxOff of [-0.2, 0.05]) {
    const [gx, gy] = proj(cam, [gxOff, 0.95, 4.3]);
    c.add(
      path(
        `M${n(gx - 7)},${n(gy - 36)}Q${n(gx)},${n(gy - 12)} ${n(gx + 7)},${n(gy - 36)}Z`,
        '#7a1f2b',
        op(0.9),
      ),
      line(gx, gy - 18, gx, gy, '#dddddd', 2),
    );
  }
  // Eucalyptus at the edge of the frame
  c.add(gumTree(c, W * 1.0, 1060, 760, GUM_DAY, -0.2));
  vignette(c, 0.3);
}

function sceneFirePit(c: Canvas): void {
  const { W } = c;
  c.add(
    skyRect(c, [
      [0, '#050a1c'],
      [0.55, '#14224a'],
      [0.75, '#2a3466'],
    ]),
  );
  // Milky Way
  c.add(
    ellipse(
      W * 0.55,
      260,
      W * 0.6,
      70,
      c.radial([
        [0, '#c9cbe8', 0.28],
        [1, '#c9cbe8', 0],
      ]),
      `transform="rotate(-24 ${n(W * 0.55)} 260)"`,
    ),
  );
  stars(c, 260, 600);
  mountains(c, {
    horizon: 520,
    bottom: 660,
    layers: 3,
    far: '#1c2547',
    near: '#0b0f1e',
    haze: '#2c3766',
    mist: 0.3,
    ampNear: 120,
  });
  c.add(
    rect(
      0,
      640,
      W,
      360,
      c.linear([
        [0, '#0c0f14'],
        [1, '#171310'],
      ]),
    ),
  );
  const night: TreeStyle = {
    trunk: '#2a2420',
    trunkDark: '#120f0d',
    leaves: ['#05070a', '#0a0d10', '#0e1216', '#131a1c'],
  };
  c.add(gumTree(c, W * 0.12, 720, 560, night, 0.05), gumTree(c, W * 0.86, 700, 500, night, -0.06));
  const cx = W * 0.5;
  const cy = 800;
  c.add(glow(c, cx, cy - 40, 560, 300, '#ff8c2e', 0.5));
  // Log seats lit on their fire side
  for (const [x, y, w] of [
    [cx - 330, 830, 200],
    [cx + 330, 835, 210],
    [cx, 940, 260],
  ] as const) {
    c.add(softShadow(c, x, y + 28, w * 0.6, 16, 0.5));
    c.add(
      rect(
        x - w / 2,
        y - 22,
        w,
        44,
        c.linear([
          [0, '#a8653a'],
          [1, '#3a2318'],
        ]),
        'rx="20"',
      ),
    );
    c.add(ellipse(x + (x < cx ? w / 2 : -w / 2), y, 14, 22, '#d49a62'));
  }
  // Stone ring
  c.add(ellipse(cx, cy, 150, 42, '#2a2623'));
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * Math.PI * 2;
    const sx = cx + Math.cos(a) * 150;
    const sy = cy + Math.sin(a) * 42;
    const lit = Math.sin(a) < 0 ? 0.2 : 0.6;
    c.add(ellipse(sx, sy, 24, 14, mix('#8f7f6f', '#e0a06a', lit)));
  }
  c.add(ellipse(cx, cy - 2, 118, 28, '#1a0f0a'));
  c.add(flames(c, cx, cy - 6, 150, 230));
  c.add(glow(c, cx, cy - 70, 140, 140, '#ffd36a', 0.6));
  // Sparks
  for (let i = 0; i < 26; i++) {
    c.add(
      circle(
        cx + c.rng.range(-90, 90),
        cy - c.rng.range(200, 480),
        c.rng.range(1, 2.6),
        '#ffc45a',
        op(c.rng.range(0.4, 0.9)),
      ),
    );
  }
  vignette(c, 0.5);
}

function sceneForestWalk(c: Canvas): void {
  const { W, rng } = c;
  // Mirror the composition for some seeds so the walks do not all look alike.
  const flip = rng.chance(0.5);
  const fx = (x: number) => (flip ? W - x : x);
  c.add(
    skyRect(c, [
      [0, '#d7e4d8'],
      [0.5, '#a9c0a6'],
      [1, '#4d6a45'],
    ]),
  );
  // Distant misty trunks
  for (let i = 0; i < 26; i++) {
    const x = rng.range(0, W);
    const w = rng.range(6, 14);
    c.add(rect(x, 0, w, 640, '#aebfae', op(0.7)));
  }
  c.add(treeline(c, -40, W + 40, 640, 260, ['#6f8b68', '#7d9875', '#647f5d']));
  c.add(
    rect(
      0,
      600,
      W,
      400,
      c.linear([
        [0, '#56704a'],
        [1, '#2e4226'],
      ]),
    ),
  );
  // Winding path narrowing into the distance
  c.add(
    path(
      `M${n(fx(W * 0.3))},1010C${n(fx(W * 0.45))},860 ${n(fx(W * 0.62))},760 ${n(fx(W * 0.52))},660L${n(fx(W * 0.55))},655C${n(fx(W * 0.7))},760 ${n(fx(W * 0.68))},880 ${n(fx(W * 0.78))},1010Z`,
      c.linear(
        [
          [0, '#b89c74'],
          [1, '#d8c4a0'],
        ],
        0,
        1,
        0,
        0,
      ),
    ),
  );
  // Light rays
  for (let i = 0; i < 5; i++) {
    const x = W * (0.3 + i * 0.12);
    c.add(
      poly(
        [
          [x, 0],
          [x + 70, 0],
          [x - 140, 1000],
          [x - 320, 1000],
        ],
        '#fff6d6',
        op(0.09),
      ),
    );
  }
  // Mid and near trunks (tall straight blue gums)
  const trunks: [number, number, number][] = [];
  for (let i = 0; i < 9; i++) trunks.push([rng.range(0, W), rng.range(0.35, 1), rng.next()]);
  trunks.sort((a, b) => a[1] - b[1]);
  for (const [x, depth] of trunks) {
    const w = lerp(14, 70, depth);
    const base = lerp(660, 1020, depth);
    const color = mix('#9fae9c', '#e8e1d3', depth);
    c.add(
      rect(
        x - w / 2,
        -10,
        w,
        base + 10,
        c.linear(
          [
            [0, color],
            [0.7, mix(color, '#7a7366', 0.4)],
            [1, color],
          ],
          0,
          0,
          1,
          0,
        ),
      ),
    );
    c.add(rect(x - w / 2, base - 140 * depth, w, 140 * depth, '#5d564b', op(0.3)));
  }
  c.add(
    treeFern(c, fx(W * 0.12), 920, rng.range(360, 460), '#3f6a34'),
    treeFern(c, fx(W * 0.9), 960, rng.range(400, 500), '#4a7a3c'),
    treeFern(c, fx(W * rng.range(0.66, 0.78)), 720, 200, '#5b8a4c'),
  );
  c.add(grassTufts(c, 0, W, 700, 1000, 90, ['#3f5f35', '#4d6f3f', '#5f8450']));
  vignette(c, 0.35);
}

function sandstone(c: Canvas, pts: Pt[], lit: string, shade: string, strata = true): void {
  const { rng } = c;
  c.add(
    poly(
      pts,
      c.linear(
        [
          [0, lit],
          [0.55, mix(lit, shade, 0.45)],
          [1, shade],
        ],
        0,
        0,
        1,
        0.15,
      ),
    ),
  );
  if (!strata) return;
  const xs = pts.map((p) => p[0]);
  const ys = pts.map((p) => p[1]);
  const x0 = Math.min(...xs);
  const x1 = Math.max(...xs);
  const y0 = Math.min(...ys);
  const y1 = Math.max(...ys);
  const noise = new Noise1D(rng);
  const clip = c.clip(poly(pts, '#fff'));
  c.group(`clip-path="${clip}"`, () => {
    const out: string[] = [];
    // Bedding planes: wavy, uneven lines, some dark, a few lit ledges.
    for (let y = y0 + rng.range(8, 20); y < y1; y += rng.range(16, 46)) {
      const seg: Pt[] = [];
      const phase = rng.range(0, 100);
      for (let x = x0; x <= x1 + 30; x += 30) seg.push([x, y + (noise.at(x / 60 + phase) - 0.5) * 10]);
      const ledge = rng.chance(0.25);
      out.push(
        polyline(
          seg,
          ledge ? lighten(lit, 0.25) : darken(shade, 0.3),
          rng.range(1.2, 4),
          op(ledge ? 0.35 : rng.range(0.15, 0.35)),
        ),
      );
    }
    // Weathering streaks running down the face.
    const streaks = Math.round((x1 - x0) / 40);
    for (let i = 0; i < streaks; i++) {
      const x = rng.range(x0, x1);
      const top = rng.range(y0, lerp(y0, y1, 0.5));
      const len = rng.range(0.2, 0.7) * (y1 - y0);
      const w = rng.range(3, 14);
      out.push(
        poly(
          [
            [x - w / 2, top],
            [x + w / 2, top],
            [x + w * 0.2, top + len],
            [x - w * 0.2, top + len],
          ],
          darken(shade, 0.35),
          op(rng.range(0.1, 0.25)),
        ),
      );
    }
    c.add(out.join(''));
  });
}

function sceneWaterfall(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#8fb4d6'],
      [0.5, '#d8e6ee'],
    ]),
  );
  mountains(c, {
    horizon: 240,
    bottom: 360,
    layers: 2,
    far: '#aebdd2',
    near: '#6d8a82',
    haze: '#e3eaf0',
    ampNear: 90,
  });
  const fallX = W * 0.52;
  const lip = 260;
  // Cliffs either side of the fall
  sandstone(
    c,
    [
      [-10, 180],
      [fallX - 60, 230],
      [fallX - 40, lip],
      [fallX - 70, 820],
      [-10, 860],
    ],
    '#d3995f',
    '#7a4b2c',
  );
  sandstone(
    c,
    [
      [fallX + 40, lip],
      [fallX + 70, 210],
      [W + 10, 160],
      [W + 10, 860],
      [fallX + 80, 820],
    ],
    '#b77a47',
    '#6a3f24',
  );
  // Vegetation along the cliff tops
  c.add(treeline(c, -20, fallX - 40, 230, 90, ['#3f5a3a', '#4f6b45', '#5d7a52']));
  c.add(treeline(c, fallX + 60, W + 20, 215, 90, ['#3f5a3a', '#4f6b45', '#5d7a52']));
  // The falling water
  c.add(
    rect(
      fallX - 58,
      lip,
      116,
      560,
      c.linear(
        [
          [0, '#dbe9f0'],
          [0.5, '#f5fbff'],
          [1, '#cfe1ea'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  for (let i = 0; i < 26; i++) {
    const x = fallX - 55 + rng.range(0, 110);
    c.add(
      line(
        x,
        lip + rng.range(0, 40),
        x + rng.range(-4, 4),
        lip + rng.range(300, 560),
        rng.pick(['#ffffff', '#b9d0dc', '#e4f0f6']),
        rng.range(1.5, 4),
        op(0.8),
      ),
    );
  }
  // Pool, mist and rocks
  c.add(
    ellipse(
      fallX,
      870,
      W * 0.42,
      90,
      c.linear([
        [0, '#5f8c92'],
        [1, '#2c4d52'],
      ]),
    ),
  );
  c.add(glow(c, fallX, 820, 260, 120, '#ffffff', 0.8));
  for (let i = 0; i < 12; i++) {
    const x = rng.range(0, W);
    const y = rng.range(880, 1000);
    c.add(ellipse(x, y, rng.range(40, 110), rng.range(20, 45), rng.pick(['#5a5048', '#6e6257', '#4b433c'])));
  }
  c.add(treeFern(c, W * 0.08, 1000, 420, '#3d6a36'), treeFern(c, W * 0.94, 1010, 380, '#4a7a3c'));
  vignette(c, 0.3);
}

function threeSisters(c: Canvas, x: number, baseY: number, scale: number): void {
  const { rng } = c;
  const peaks = [
    { dx: 0, w: 150, h: 310 },
    { dx: 150, w: 132, h: 258 },
    { dx: 272, w: 118, h: 218 },
  ];
  for (const p of peaks.slice().reverse()) {
    const px = x + p.dx * scale;
    const w = p.w * scale;
    const h = p.h * scale;
    const tiers = 7;
    const left: Pt[] = [];
    const right: Pt[] = [];
    for (let k = 0; k <= tiers; k++) {
      const f = k / tiers;
      const y = baseY - h * f * 0.9;
      const half = (w / 2) * (1 - 0.32 * f ** 1.5) * rng.range(0.95, 1.05);
      const step = h * 0.02;
      left.push([px - half, y], [px - half + (k < tiers ? w * 0.035 : 0), y - step]);
      right.push([px + half, y], [px + half - (k < tiers ? w * 0.03 : 0), y - step]);
    }
    const topY = baseY - h;
    const [lx, ly] = left[left.length - 1];
    const [rx, ry] = right[right.length - 1];
    const pts: Pt[] = [...left];
    // Rounded, slightly lumpy crown
    for (let i = 1; i < 10; i++) {
      const t = i / 10;
      pts.push([
        lerp(lx, rx, t),
        lerp(ly, ry, t) - Math.sin(t * Math.PI) ** 0.6 * (ly - topY) * rng.range(0.9, 1.05),
      ]);
    }
    pts.push(...right.reverse());
    sandstone(c, pts, '#e8ad70', '#8d5532');
    // A few shrubs clinging to the ledges
    for (let i = 0; i < 5; i++) {
      const ty = baseY - h * rng.range(0.2, 0.85);
      c.add(path(blob(rng, px + rng.range(-w * 0.35, w * 0.35), ty, w * 0.08, w * 0.04), '#4d5f3c'));
    }
  }
}

function sceneLookout(c: Canvas): void {
  const { W } = c;
  c.add(
    skyRect(c, [
      [0, '#4f7db0'],
      [0.3, '#a9c6de'],
      [0.45, '#eaeef0'],
    ]),
  );
  clouds(c, 5, 80, 260, '#ffffff', 0.6);
  mountains(c, {
    horizon: 400,
    bottom: 540,
    layers: 4,
    far: '#a6b8d2',
    near: '#4a6a66',
    haze: '#d5e1ec',
    mist: 0.5,
    cliffs: true,
    ampFar: 40,
    ampNear: 90,
  });
  // The valley floor: an unbroken sea of eucalypt forest
  c.add(
    rect(
      0,
      570,
      W,
      430,
      c.linear([
        [0, '#5d7f70'],
        [1, '#2c4a39'],
      ]),
    ),
  );
  c.add(forestCanopy(c, 580, 1000, ['#4a6e5c', '#557a66', '#3f604f', '#62856f', '#48695a']));
  c.add(mistBand(c, 0, 540, W, 120, '#e6edf2', 0.55));
  threeSisters(c, W * 0.58, 740, 1.2);
  c.add(treeline(c, W * 0.5, W * 0.95, 760, 50, ['#3d5e49', '#48695a', '#35523f']));
  c.add(mistBand(c, 0, 700, W, 120, '#e6edf2', 0.3));
  // Foreground escarpment and the lookout platform
  sandstone(
    c,
    [
      [-10, 760],
      [W * 0.3, 780],
      [W * 0.42, 850],
      [W * 0.4, 1010],
      [-10, 1010],
    ],
    '#d39558',
    '#6b4128',
  );
  c.add(treeline(c, -20, W * 0.36, 780, 60, ['#3f5a3a', '#4b6640']));
  c.add(
    poly(
      [
        [-10, 880],
        [W * 0.5, 880],
        [W * 0.56, 1010],
        [-10, 1010],
      ],
      c.linear([
        [0, '#bdb3a3'],
        [1, '#857c6e'],
      ]),
    ),
  );
  for (let i = 1; i < 6; i++)
    c.add(line(-10, 880 + i * 24, W * 0.5 + i * 6, 880 + i * 24, '#9a907f', 2, op(0.6)));
  const rail: string[] = [];
  for (let x = 10; x < W * 0.5; x += 60) rail.push(rect(x, 800, 8, 90, '#2f3338'));
  c.add(rail.join(''), rect(0, 800, W * 0.5, 8, '#2f3338'), rect(0, 840, W * 0.5, 5, '#2f3338'));
  c.add(gumTree(c, W * 0.08, 1010, 700, GUM_DAY, 0.04));
  vignette(c, 0.3);
}

function sceneCableCar(c: Canvas): void {
  sceneLookout(c);
  const { W } = c;
  c.add(line(-10, 150, W + 10, 520, '#2a2a2a', 3), line(-10, 170, W + 10, 540, '#2a2a2a', 2));
  const x = W * 0.42;
  const y = 150 + ((x + 10) / (W + 20)) * 370;
  c.add(line(x, y, x, y + 40, '#333', 4));
  c.add(
    rect(x - 90, y + 40, 180, 110, '#c8242b', 'rx="14"'),
    rect(x - 78, y + 55, 156, 55, '#b9d7e6', 'rx="6"'),
    rect(x - 90, y + 120, 180, 14, '#8f1a20'),
  );
  for (let i = 1; i < 4; i++) c.add(rect(x - 78 + i * 39 - 2, y + 55, 4, 55, '#8f1a20'));
}

function streetFacade(
  c: Canvas,
  x: number,
  w: number,
  topY: number,
  baseY: number,
  color: string,
  awning: string,
): void {
  const { rng } = c;
  c.add(rect(x, topY, w, baseY - topY, color));
  c.add(rect(x, topY, w, 22, darken(color, 0.2)), rect(x - 6, topY - 8, w + 12, 12, lighten(color, 0.25)));
  // Upper windows
  const cols = Math.max(2, Math.round(w / 110));
  for (let i = 0; i < cols; i++) {
    const wx = x + ((i + 0.5) * w) / cols - 26;
    c.add(
      rect(wx, topY + 60, 52, 90, '#40505a'),
      rect(wx - 5, topY + 55, 62, 8, lighten(color, 0.3)),
      rect(wx + 24, topY + 60, 4, 90, lighten(color, 0.3)),
    );
  }
  // Shopfront with warm light
  const shopTop = baseY - 210;
  c.add(
    rect(
      x + 16,
      shopTop,
      w - 32,
      200,
      c.linear([
        [0, '#ffe2a8'],
        [1, '#d79a56'],
      ]),
    ),
  );
  for (let i = 1; i < 4; i++) c.add(rect(x + 16 + ((w - 32) * i) / 4 - 3, shopTop, 6, 200, '#2b2622'));
  for (let i = 0; i < 6; i++)
    c.add(
      rect(
        x + 30 + rng.range(0, w - 90),
        shopTop + 120 + rng.range(0, 40),
        rng.range(18, 40),
        rng.range(20, 50),
        rng.pick(['#7a4b2c', '#3b5a3f', '#8c3a2e', '#c9a06a']),
        op(0.7),
      ),
    );
  // Striped awning
  const aw = w + 20;
  const stripes = Math.round(aw / 30);
  for (let i = 0; i < stripes; i++) {
    c.add(
      poly(
        [
          [x - 10 + (i * aw) / stripes, shopTop - 50],
          [x - 10 + ((i + 1) * aw) / stripes, shopTop - 50],
          [x - 20 + ((i + 1) * (aw + 20)) / stripes, shopTop + 10],
          [x - 20 + (i * (aw + 20)) / stripes, shopTop + 10],
        ],
        i % 2 === 0 ? awning : '#f4efe6',
      ),
    );
  }
}

function sceneCafe(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#6d98c4'],
      [0.6, '#d6e4ee'],
    ]),
  );
  mountains(c, {
    horizon: 330,
    bottom: 420,
    layers: 2,
    far: '#a8b9d0',
    near: '#748d8a',
    haze: '#e4ebf0',
    ampNear: 60,
  });
  const baseY = 760;
  const colors = ['#c9b79a', '#a44d3a', '#e0d6c2', '#6f7f6a', '#b8894f'];
  const awnings = ['#2f5d50', '#8c2f2f', '#243b5a', '#9a6b2f'];
  let x = -40;
  while (x < W) {
    const w = rng.range(260, 380);
    streetFacade(c, x, w, rng.range(240, 320), baseY, rng.pick(colors), rng.pick(awnings));
    x += w + 6;
  }
  // Footpath and road
  c.add(rect(0, baseY, W, 100, '#b9b1a4'), rect(0, baseY + 100, W, 160, '#4a4c50'));
  for (let i = 0; i < W; i += 140) c.add(rect(i, baseY + 175, 70, 8, '#e8e2d2'));
  // Street trees: blazing in autumn (Leura's are famous), otherwise summer green
  const leaves = c.seed.includes('autumn')
    ? ['#c9542b', '#e0862f', '#f0b340', '#a8321f', '#d66b2c']
    : ['#4f7d45', '#5f8f52', '#3f6b3a', '#6f9a5a', '#7fa866'];
  const offset = rng.range(-0.06, 0.06);
  for (const tx of [W * (0.18 + offset), W * (0.8 + offset)]) {
    c.add(rect(tx - 10, 470, 20, 300, '#4a3426'));
    const crown: string[] = [];
    for (let i = 0; i < 26; i++) {
      crown.push(
        path(
          blob(
            rng,
            tx + rng.range(-140, 140),
            430 + rng.range(-130, 90),
            rng.range(34, 60),
            rng.range(28, 46),
          ),
          rng.pick(leaves),
        ),
      );
    }
    c.add(crown.join(''));
  }
  // Café tables with umbrellas on the footpath
  for (const tx of [W * (0.36 + offset), W * (0.58 + offset)]) {
    c.add(softShadow(c, tx, baseY + 75, 90, 14));
    c.add(ellipse(tx, baseY + 30, 60, 14, '#f3efe7'), rect(tx - 4, baseY + 30, 8, 45, '#2a2a2a'));
    c.add(line(tx, baseY - 190, tx, baseY + 30, '#3a3a3a', 5));
    c.add(
      path(
        `M${n(tx - 130)},${n(baseY - 150)}Q${n(tx)},${n(baseY - 250)} ${n(tx + 130)},${n(baseY - 150)}Z`,
        '#efe7d6',
      ),
    );
    for (const sx of [-70, 70]) {
      c.add(
        rect(tx + sx - 18, baseY + 20, 36, 8, '#2f2f2f'),
        rect(tx + sx - 18, baseY - 20, 6, 85, '#2f2f2f'),
        rect(tx + sx + 12, baseY + 20, 6, 55, '#2f2f2f'),
      );
    }
    c.add(rect(tx - 10, baseY + 10, 12, 16, '#ffffff'), rect(tx + 14, baseY + 12, 10, 14, '#ffffff'));
  }
  vignette(c, 0.28);
}

function sceneMarket(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#6f9bc6'],
      [0.7, '#e1eaf0'],
    ]),
  );
  mountains(c, {
    horizon: 300,
    bottom: 480,
    layers: 3,
    far: '#a8b9d0',
    near: '#4f6d58',
    haze: '#e4ebf0',
    mist: 0.5,
    ampNear: 90,
  });
  c.add(
    rect(
      0,
      560,
      W,
      440,
      c.linear([
        [0, '#8a9a5c'],
        [1, '#5a6d3a'],
      ]),
    ),
  );
  c.add(gumTree(c, W * 0.1, 600, 380, GUM_DAY), gumTree(c, W * 0.9, 610, 420, GUM_DAY, -0.04));
  const stalls = Math.max(3, Math.round(W / 330));
  for (let i = 0; i < stalls; i++) {
    const x = 40 + (i * (W - 80)) / stalls;
    const w = (W - 80) / stalls - 30;
    const color = rng.pick(['#2f6b5a', '#b5443a', '#2f4f7a', '#c08a2d']);
    const top = 520;
    for (const lx of [x + 6, x + w - 12]) c.add(rect(lx, top, 6, 240, '#5a5a5a'));
    const stripes = 6;
    for (let s = 0; s < stripes; s++) {
      c.add(
        poly(
          [
            [x + (s * w) / stripes, top - 40],
            [x + ((s + 1) * w) / stripes, top - 40],
            [x + ((s + 1) * w) / stripes + 6, top + 20],
            [x + (s * w) / stripes - 6, top + 20],
          ],
          s % 2 === 0 ? color : '#f5f0e6',
        ),
      );
    }
    c.add(rect(x - 4, 680, w + 8, 18, '#8a6a4a'), rect(x, 698, w, 70, '#e9e1d1'));
    // Produce crates
    for (let k = 0; k < 4; k++) {
      const bx = x + 12 + (k * (w - 24)) / 4;
      const bw = (w - 24) / 4 - 8;
      c.add(rect(bx, 640, bw, 40, '#a57a4f'));
      const fruit = rng.pick(['#c0392b', '#e67e22', '#f1c40f', '#6a994e', '#8e44ad', '#d35400']);
      for (let f = 0; f < 6; f++)
        c.add(circle(bx + 8 + (f % 3) * (bw / 3), 640 - 6 + Math.floor(f / 3) * 10, bw / 8, fruit));
    }
  }
  c.add(grassTufts(c, 0, W, 800, 1000, 40, ['#5d7438', '#6b8140', '#4c6130']));
  vignette(c, 0.25);
}

function sceneHotel(c: Canvas): void {
  const { W } = c;
  c.add(
    skyRect(c, [
      [0, '#4a6b9e'],
      [0.35, '#c9aeb0'],
      [0.5, '#f6d9b0'],
    ]),
  );
  c.add(glow(c, W * 0.78, 440, 420, 220, '#fff0c8', 0.8));
  mountains(c, {
    horizon: 430,
    bottom: 560,
    layers: 4,
    far: '#b0a9c4',
    near: '#5a6670',
    haze: '#f1d6bf',
    mist: 0.5,
    cliffs: true,
    ampNear: 80,
  });
  // The long white hotel on the escarpment, with its copper dome
  const baseY = 600;
  const x0 = W * 0.06;
  const x1 = W * 0.8;
  c.add(
    rect(
      x0,
      baseY - 150,
      x1 - x0,
      150,
      c.linear([
        [0, '#f7f3ea'],
        [1, '#d9d1c2'],
      ]),
    ),
  );
  c.add(rect(x0 - 10, baseY - 160, x1 - x0 + 20, 14, '#c9c0b0'));
  const windows: string[] = [];
  for (let x = x0 + 20; x < x1 - 20; x += 44)
    windows.push(rect(x, baseY - 130, 22, 40, '#ffd991'), rect(x, baseY - 70, 22, 40, '#ffe3a8'));
  c.add(windows.join(''));
  const dx = x0 + (x1 - x0) * 0.62;
  c.add(rect(dx - 60, baseY - 260, 120, 110, '#efe9dd'));
  c.add(
    path(
      `M${n(dx - 70)},${n(baseY - 255)}Q${n(dx - 70)},${n(baseY - 380)} ${n(dx)},${n(baseY - 390)}Q${n(dx + 70)},${n(baseY - 380)} ${n(dx + 70)},${n(baseY - 255)}Z`,
      c.linear(
        [
          [0, '#7fae9a'],
          [1, '#4f7f6e'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  c.add(rect(dx - 3, baseY - 420, 6, 34, '#4f7f6e'));
  // Escarpment: a sandstone cliff under the hotel, then forest falling away to the valley
  sandstone(
    c,
    [
      [-10, baseY],
      [W + 10, baseY - 20],
      [W + 10, baseY + 110],
      [W * 0.5, baseY + 130],
      [-10, baseY + 120],
    ],
    '#d9955a',
    '#7a4a2a',
  );
  c.add(treeline(c, -20, W + 20, baseY + 8, 50, ['#2f4333', '#3a5240', '#263829']));
  c.add(
    path(
      `M-10,${baseY + 110}C${n(W * 0.3)},${baseY + 150} ${n(W * 0.6)},${baseY + 120} ${n(W + 10)},${baseY + 100}L${n(W + 10)},1010L-10,1010Z`,
      c.linear([
        [0, '#3b5a46'],
        [1, '#1c2d22'],
      ]),
    ),
  );
  c.add(treeline(c, -20, W + 20, baseY + 170, 70, ['#2f4333', '#3a5240', '#263829']));
  c.add(mistBand(c, 0, baseY + 200, W, 160, '#f1d6bf', 0.35));
  c.add(
    gumTree(
      c,
      W * 0.93,
      1040,
      760,
      { trunk: '#cfc6b6', trunkDark: '#6c665c', leaves: ['#1f3326', '#2c4631', '#3e5a3d', '#56704a'] },
      -0.05,
    ),
  );
  vignette(c, 0.3);
}

function sceneWildlife(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#2e3a66'],
      [0.35, '#8a6a8e'],
      [0.6, '#e59a6a'],
      [0.72, '#f6c27a'],
    ]),
  );
  c.add(glow(c, W * 0.62, 600, 420, 200, '#ffe1a0', 0.9), circle(W * 0.62, 590, 34, '#fff0c2'));
  mountains(c, {
    horizon: 520,
    bottom: 650,
    layers: 4,
    far: '#8e6f8c',
    near: '#2c2534',
    haze: '#f0b080',
    mist: 0.5,
    cliffs: true,
    ampNear: 120,
  });
  c.add(
    rect(
      0,
      680,
      W,
      320,
      c.linear([
        [0, '#3b3128'],
        [1, '#17130f'],
      ]),
    ),
  );
  c.add(mistBand(c, 0, 650, W, 90, '#f3b37f', 0.35));
  const dark = '#14100d';
  c.add(
    gumTree(
      c,
      W * 0.15,
      760,
      620,
      { trunk: '#241c16', trunkDark: '#100c09', leaves: [dark, '#1a1511', '#201a14', '#16120e'] },
      0.05,
    ),
  );
  c.add(
    kangaroo(W * 0.48, 820, 170, dark),
    kangaroo(W * 0.62, 800, 120, dark, true),
    kangaroo(W * 0.75, 830, 95, dark),
  );
  c.add(kangaroo(W * 0.33, 760, 60, '#2a221c'));
  c.add(grassTufts(c, 0, W, 820, 1000, 110, [dark, '#1d1712', '#261e17']));
  for (let i = 0; i < 4; i++)
    c.add(
      path(
        `M${n(W * (0.3 + i * 0.08))},${n(160 + rng.range(0, 60))}l12,-6l12,6`,
        'none',
        `stroke="${dark}" stroke-width="3"`,
      ),
    );
  vignette(c, 0.4);
}

function sceneHorseRiding(c: Canvas): void {
  const { W } = c;
  c.add(
    skyRect(c, [
      [0, '#5d8ec2'],
      [0.6, '#d5e4ee'],
    ]),
  );
  clouds(c, 5, 80, 300, '#ffffff', 0.6);
  mountains(c, {
    horizon: 380,
    bottom: 600,
    layers: 4,
    far: '#a9bad0',
    near: '#3f5e45',
    haze: '#e5ecf1',
    mist: 0.5,
    cliffs: true,
    ampNear: 200,
  });
  c.add(
    path(
      `M-10,640C${n(W * 0.4)},600 ${n(W * 0.6)},660 ${n(W + 10)},620L${n(W + 10)},1010L-10,1010Z`,
      c.linear([
        [0, '#9fae63'],
        [1, '#5c7035'],
      ]),
    ),
  );
  // Post-and-rail fence
  for (let x = 0; x < W; x += 160) c.add(rect(x, 720, 12, 120, '#6b4d33'));
  c.add(rect(0, 740, W, 10, '#7b5a3c'), rect(0, 790, W, 10, '#7b5a3c'));
  c.add(horse(W * 0.4, 900, 230, '#6b3e22'), horse(W * 0.66, 860, 180, '#2c2522', true));
  c.add(gumTree(c, W * 0.88, 700, 520, GUM_DAY, -0.05));
  c.add(grassTufts(c, 0, W, 860, 1000, 70, ['#5d7438', '#6b8140', '#4c6130']));
  vignette(c, 0.25);
}

function sceneCaves(c: Canvas): void {
  const { W, rng } = c;
  c.add(rect(0, 0, W, 1000, '#120c09'));
  c.add(glow(c, W * 0.5, 520, W * 0.55, 420, '#c98a4a', 0.7));
  c.add(glow(c, W * 0.3, 600, 280, 240, '#f3c27a', 0.6), glow(c, W * 0.72, 480, 240, 260, '#9ec3d6', 0.35));
  // Stalactites from the roof and stalagmites from the floor
  for (let i = 0; i < 46; i++) {
    const x = rng.range(-20, W + 20);
    const len = rng.range(60, 320) * (rng.chance(0.3) ? 1.4 : 1);
    const w = rng.range(10, 36);
    const top = rng.range(-20, 120);
    c.add(
      poly(
        [
          [x - w, top],
          [x + w, top],
          [x + rng.range(-3, 3), top + len],
        ],
        rng.pick(['#d8b58a', '#c49a6c', '#e8cfa6', '#a97b52']),
        op(rng.range(0.75, 1)),
      ),
    );
  }
  c.add(
    path(
      `M-10,1010L-10,780C${n(W * 0.2)},720 ${n(W * 0.4)},800 ${n(W * 0.5)},760C${n(W * 0.65)},720 ${n(W * 0.8)},800 ${n(W + 10)},760L${n(W + 10)},1010Z`,
      c.linear([
        [0, '#7a5a3e'],
        [1, '#2a1c12'],
      ]),
    ),
  );
  for (let i = 0; i < 22; i++) {
    const x = rng.range(0, W);
    const h = rng.range(50, 240);
    const w = rng.range(14, 40);
    const base = rng.range(790, 900);
    c.add(
      path(
        `M${n(x - w)},${n(base)}Q${n(x - w * 0.3)},${n(base - h * 0.6)} ${n(x)},${n(base - h)}Q${n(x + w * 0.3)},${n(base - h * 0.6)} ${n(x + w)},${n(base)}Z`,
        rng.pick(['#e3c08f', '#cfa577', '#b98b5c']),
      ),
    );
  }
  // Walkway rail
  c.add(
    polyline(
      [
        [0, 880],
        [W * 0.4, 850],
        [W, 900],
      ],
      '#3a3a3a',
      6,
    ),
    polyline(
      [
        [0, 920],
        [W * 0.4, 890],
        [W, 940],
      ],
      '#3a3a3a',
      4,
    ),
  );
  vignette(c, 0.55);
}

function sceneGarden(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#5f8fc4'],
      [0.45, '#dbe7ef'],
    ]),
  );
  clouds(c, 5, 60, 280, '#ffffff', 0.6);
  mountains(c, {
    horizon: 360,
    bottom: 560,
    layers: 5,
    far: '#a9bad0',
    near: '#3f6048',
    haze: '#d5e1ec',
    mist: 0.5,
    cliffs: true,
  });
  c.add(
    path(
      `M-10,600C${n(W * 0.3)},580 ${n(W * 0.7)},620 ${n(W + 10)},590L${n(W + 10)},1010L-10,1010Z`,
      c.linear([
        [0, '#8fb35f'],
        [1, '#4f7a32'],
      ]),
    ),
  );
  // Autumn trees and conifers of the cool-climate garden
  const trees: [number, number, number][] = [];
  for (let i = 0; i < 8; i++) trees.push([rng.range(0, W), rng.range(600, 690), rng.range(0.6, 1.2)]);
  trees.sort((a, b) => a[1] - b[1]);
  for (const [x, y, s] of trees) {
    c.add(softShadow(c, x + 20 * s, y + 4, 80 * s, 12 * s, 0.3));
    if (rng.chance(0.55)) {
      c.add(rect(x - 6 * s, y - 70 * s, 12 * s, 70 * s, '#4a3426'));
      const colors = rng.chance(0.5)
        ? ['#c9542b', '#e0862f', '#f0b340', '#b8391f']
        : ['#e6a532', '#f2c94c', '#d98a2b', '#c7741f'];
      for (let k = 0; k < 10; k++)
        c.add(
          path(
            blob(
              rng,
              x + rng.range(-60, 60) * s,
              y - 130 * s + rng.range(-50, 40) * s,
              rng.range(30, 46) * s,
              rng.range(24, 36) * s,
            ),
            rng.pick(colors),
          ),
        );
    } else {
      const color = rng.pick(['#2f5a3e', '#3a6b48', '#2b4f3a']);
      for (let k = 0; k < 4; k++) {
        const top = y - 280 * s + k * 55 * s;
        const half = (40 + k * 18) * s;
        c.add(
          poly(
            [
              [x, top],
              [x + half, top + 110 * s],
              [x - half, top + 110 * s],
            ],
            k % 2 ? color : lighten(color, 0.08),
          ),
        );
      }
      c.add(rect(x - 5 * s, y - 16 * s, 10 * s, 16 * s, '#4a3426'));
    }
  }
  // Curving path and flower beds
  c.add(
    path(
      `M${n(W * 0.45)},1010C${n(W * 0.5)},860 ${n(W * 0.38)},760 ${n(W * 0.5)},660L${n(W * 0.53)},660C${n(W * 0.46)},770 ${n(W * 0.62)},870 ${n(W * 0.62)},1010Z`,
      '#d9cbb0',
    ),
  );
  for (const [bx, by, bw] of [
    [W * 0.18, 820, 220],
    [W * 0.8, 840, 240],
  ] as const) {
    c.add(ellipse(bx, by, bw, 60, '#4c3a2a'));
    const flowers: string[] = [];
    for (let k = 0; k < 80; k++) {
      const a = rng.range(0, Math.PI * 2);
      const r = Math.sqrt(rng.next());
      flowers.push(
        circle(
          bx + Math.cos(a) * r * bw * 0.9,
          by + Math.sin(a) * r * 50,
          rng.range(5, 10),
          rng.pick(['#d94f70', '#f2c14e', '#f6f2ee', '#9b5de5', '#ef7b45']),
        ),
      );
    }
    c.add(flowers.join(''));
  }
  vignette(c, 0.25);
}

// ---------------------------------------------------------------------------------------------------
// Interiors

interface BedPalette {
  duvet: string;
  throw: string;
  cushion: string;
  back: string;
  head: string;
}

const BEDROOM_PALETTES: readonly BedPalette[] = [
  { duvet: '#f3efe8', throw: '#6f7d6a', cushion: '#b7835a', back: '#e8dfd2', head: '#7a5236' },
  { duvet: '#eef0f2', throw: '#3f5470', cushion: '#c9b28f', back: '#e3ddd3', head: '#5e4a3a' },
  { duvet: '#f4eee6', throw: '#9a4f3c', cushion: '#d8c3a5', back: '#ebe3d6', head: '#8a6244' },
];

function bed(
  c: Canvas,
  cam: Cam,
  x0: number,
  x1: number,
  zHead: number,
  length: number,
  floorY: number,
  pal: BedPalette,
): void {
  const top = floorY - 0.55;
  const z1 = zHead;
  const z0 = zHead - length;
  c.add(
    softShadow(
      c,
      ...proj(cam, [(x0 + x1) / 2, floorY, z0 + 0.2]),
      (((x1 - x0) * cam.f) / z0) * 0.7,
      20,
      0.35,
    ),
  );
  // Base and mattress
  c.add(
    box3(
      cam,
      { x0, x1, y0: floorY - 0.3, y1: floorY - 0.05, z0, z1 },
      { top: '#5b3f2b', front: '#4a3323', side: '#3d2a1d' },
    ),
  );
  c.add(
    box3(
      cam,
      { x0: x0 + 0.02, x1: x1 - 0.02, y0: top, y1: floorY - 0.3, z0: z0 + 0.02, z1 },
      { top: pal.duvet, front: darken(pal.duvet, 0.12), side: darken(pal.duvet, 0.2) },
    ),
  );
  // Folded throw across the foot
  c.add(
    box3(
      cam,
      { x0: x0 - 0.01, x1: x1 + 0.01, y0: top - 0.03, y1: floorY - 0.28, z0: z0 + 0.15, z1: z0 + 0.65 },
      { top: pal.throw, front: darken(pal.throw, 0.15), side: darken(pal.throw, 0.25) },
    ),
  );
  // Pillows
  const pw = (x1 - x0) / 2 - 0.08;
  for (const px of [x0 + 0.06, x0 + 0.1 + pw]) {
    const [ax, ay] = proj(cam, [px, top - 0.22, z1 - 0.12]);
    const [bx, by] = proj(cam, [px + pw, top, z1 - 0.35]);
    c.add(rect(ax, ay, bx - ax, by - ay, '#fbfaf7', 'rx="14"'));
  }
  const [kx, ky] = proj(cam, [x0 + (x1 - x0) * 0.3, top - 0.16, z1 - 0.45]);
  const [lx, ly] = proj(cam, [x0 + (x1 - x0) * 0.7, top, z1 - 0.55]);
  c.add(rect(kx, ky, lx - kx, ly - ky, pal.cushion, 'rx="10"'));
}

function bedsideLamp(c: Canvas, cam: Cam, x: number, z: number, floorY: number): void {
  c.add(
    box3(
      cam,
      { x0: x - 0.25, x1: x + 0.25, y0: floorY - 0.55, y1: floorY, z0: z - 0.4, z1: z },
      { top: '#6e4c33', front: '#5b3f2b', side: '#4a3323' },
    ),
  );
  const [lx, ly] = proj(cam, [x, floorY - 0.95, z - 0.2]);
  const [bx, by] = proj(cam, [x, floorY - 0.55, z - 0.2]);
  c.add(line(lx, ly, bx, by, '#3a3a3a', 3));
  c.add(glow(c, lx, ly + 10, 170, 150, '#ffd89a', 0.55));
  c.add(
    path(
      `M${n(lx - 30)},${n(ly + 20)}L${n(lx - 20)},${n(ly - 22)}L${n(lx + 20)},${n(ly - 22)}L${n(lx + 30)},${n(ly + 20)}Z`,
      '#f4e3c2',
    ),
  );
}

function sceneBedroom(c: Canvas): void {
  const pal = c.rng.pick(BEDROOM_PALETTES);
  const cam = roomCam(c, 430);
  const room: Room = { halfW: 2.6, floorY: 1.5, ceilY: -1.45, depth: 6 };
  roomShell(c, cam, room, { back: pal.back, side: '#c79b6d', floor: '#8c6442', ceiling: '#d8b48a' });
  timberLines(c, cam, room, { walls: '#8a5f3c', floor: '#5a3d27', beams: '#7a5236' });
  // Picture window above the bed
  const [wx0, wy0] = proj(cam, [-1.5, -1.1, room.depth]);
  const [wx1, wy1] = proj(cam, [1.5, 0.35, room.depth]);
  windowView(
    c,
    { x: wx0, y: wy0, w: wx1 - wx0, h: wy1 - wy0 },
    { time: c.rng.pick(['day', 'dusk'] as const), trees: true },
  );
  // Rug
  c.add(
    face(
      cam,
      [
        [-1.8, 1.49, 2.4],
        [1.8, 1.49, 2.4],
        [1.8, 1.49, 5.2],
        [-1.8, 1.49, 5.2],
      ],
      '#d9cbb5',
    ),
  );
  c.add(
    face(
      cam,
      [
        [-1.65, 1.485, 2.55],
        [1.65, 1.485, 2.55],
        [1.65, 1.485, 5.05],
        [-1.65, 1.485, 5.05],
      ],
      'none',
      'stroke="#b5a287" stroke-width="3"',
    ),
  );
  bedsideLamp(c, cam, -1.55, 5.9, room.floorY);
  bedsideLamp(c, cam, 1.55, 5.9, room.floorY);
  // Headboard
  c.add(
    box3(
      cam,
      { x0: -1.15, x1: 1.15, y0: 0.35, y1: 1.5, z0: 5.85, z1: 5.95 },
      { top: pal.head, front: pal.head, side: darken(pal.head, 0.3) },
    ),
  );
  bed(c, cam, -1.05, 1.05, 5.85, 2.1, room.floorY, pal);
  c.add(glow(c, c.W / 2, 330, 520, 260, '#fff4dc', 0.25));
  plant(c, c.W * 0.08, 960, 300);
  vignette(c, 0.35);
}

function sceneLoft(c: Canvas): void {
  const pal = c.rng.pick(BEDROOM_PALETTES);
  const cam = roomCam(c, 470);
  const w = 2.8;
  const fy = 1.3;
  const ridge = -1.9;
  const eave = 0.6;
  const d = 6;
  // Sloped ceilings (A-frame) meeting at the ridge
  c.add(
    face(
      cam,
      [
        [-w, eave, NEAR],
        [0, ridge, NEAR],
        [0, ridge, d],
        [-w, eave, d],
      ],
      c.linear(
        [
          [0, '#8a5a36'],
          [1, '#c89465'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  c.add(
    face(
      cam,
      [
        [w, eave, NEAR],
        [0, ridge, NEAR],
        [0, ridge, d],
        [w, eave, d],
      ],
      c.linear(
        [
          [0, '#c89465'],
          [1, '#8a5a36'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  for (let z = 0.8; z < d; z += 0.7) {
    const pts = [proj(cam, [-w, eave, z]), proj(cam, [0, ridge, z]), proj(cam, [w, eave, z])];
    c.add(polyline(pts, '#5a3a24', lerp(26, 6, z / d), 'stroke-linejoin="round"'));
  }
  // Knee walls and floor
  c.add(
    face(
      cam,
      [
        [-w, eave, NEAR],
        [-w, eave, d],
        [-w, fy, d],
        [-w, fy, NEAR],
      ],
      '#a8784d',
    ),
  );
  c.add(
    face(
      cam,
      [
        [w, eave, NEAR],
        [w, eave, d],
        [w, fy, d],
        [w, fy, NEAR],
      ],
      '#a8784d',
    ),
  );
  c.add(
    face(
      cam,
      [
        [-w, fy, NEAR],
        [w, fy, NEAR],
        [w, fy, d],
        [-w, fy, d],
      ],
      c.linear([
        [0, '#a47650'],
        [1, '#6d4a31'],
      ]),
    ),
  );
  // Gable end wall with a triangular window
  c.add(
    face(
      cam,
      [
        [-w, fy, d],
        [w, fy, d],
        [w, eave, d],
        [0, ridge, d],
        [-w, eave, d],
      ],
      '#e6d8c4',
    ),
  );
  const tri = [proj(cam, [-1.6, 0.1, d]), proj(cam, [0, -1.5, d]), proj(cam, [1.6, 0.1, d])];
  const xs = tri.map((p) => p[0]);
  const ys = tri.map((p) => p[1]);
  const clip = c.clip(poly(tri, '#fff'));
  c.group(`clip-path="${clip}"`, () => {
    windowView(
      c,
      {
        x: Math.min(...xs),
        y: Math.min(...ys),
        w: Math.max(...xs) - Math.min(...xs),
        h: Math.max(...ys) - Math.min(...ys),
      },
      { time: 'day', panes: 1 },
    );
  });
  c.add(polyline([...tri, tri[0]], '#3a2a1f', 10, 'stroke-linejoin="round"'));
  c.add(line((tri[0][0] + tri[2][0]) / 2, tri[1][1], (tri[0][0] + tri[2][0]) / 2, tri[0][1], '#3a2a1f', 6));
  for (let x = -w + 0.16; x < w; x += 0.16) {
    const [x0, y0] = proj(cam, [x, fy, NEAR]);
    const [x1, y1] = proj(cam, [x, fy, d]);
    c.add(line(x0, y0, x1, y1, '#4f3523', 1.3, op(0.4)));
  }
  c.add(glow(c, c.W / 2, 330, 420, 300, '#fff4dc', 0.3));
  // Low bed on the floor
  bed(c, cam, -1.0, 1.0, 5.6, 2.1, fy, pal);
  plant(c, c.W * 0.86, 900, 260);
  vignette(c, 0.4);
}

function sceneBunkRoom(c: Canvas): void {
  const { rng } = c;
  const cam = roomCam(c, 450);
  const room: Room = { halfW: 2.4, floorY: 1.5, ceilY: -1.4, depth: 5.5 };
  roomShell(c, cam, room, { back: '#e9e2d6', side: '#d2a878', floor: '#9a714c', ceiling: '#e0c29c' });
  timberLines(c, cam, room, { walls: '#8a5f3c', floor: '#5a3d27' });
  const [wx0, wy0] = proj(cam, [0.6, -0.9, room.depth]);
  const [wx1, wy1] = proj(cam, [2.0, 0.2, room.depth]);
  windowView(c, { x: wx0, y: wy0, w: wx1 - wx0, h: wy1 - wy0 }, { time: 'day', panes: 2 });
  // Bunk beds against the back-left
  const bx0 = -2.3;
  const bx1 = -0.4;
  const z1 = 5.45;
  const z0 = 3.4;
  const frame = { top: '#d8b98f', front: '#b89468', side: '#a07e55' };
  for (const px of [bx0, bx1 - 0.1]) {
    c.add(box3(cam, { x0: px, x1: px + 0.1, y0: -1.0, y1: 1.5, z0, z1: z0 + 0.1 }, frame));
  }
  const lower = { duvet: '#4f6d8f', throw: '#f2c14e', cushion: '#e86a5a', back: '', head: '' };
  const upper = { duvet: '#e86a5a', throw: '#4f6d8f', cushion: '#f2c14e', back: '', head: '' };
  bed(c, cam, bx0 + 0.1, bx1 - 0.1, z1, z1 - z0, 1.5, lower);
  c.add(box3(cam, { x0: bx0 + 0.1, x1: bx1 - 0.1, y0: -0.15, y1: 0.0, z0, z1 }, frame));
  bed(c, cam, bx0 + 0.1, bx1 - 0.1, z1, z1 - z0, 0.6, upper);
  c.add(box3(cam, { x0: bx0 + 0.1, x1: bx1 - 0.1, y0: -0.3, y1: -0.22, z0, z1: z0 + 0.06 }, frame));
  // Ladder
  const [la, lat] = proj(cam, [bx1 + 0.05, -0.2, z0 - 0.05]);
  const [, lab] = proj(cam, [bx1 + 0.05, 1.5, z0 - 0.05]);
  c.add(line(la, lat, la, lab, '#a07e55', 8), line(la + 50, lat, la + 50, lab, '#a07e55', 8));
  for (let y = lat + 40; y < lab; y += 55) c.add(line(la, y, la + 50, y, '#b89468', 7));
  // Toys: blocks, a ball and a teddy on the rug
  c.add(
    face(
      cam,
      [
        [0, 1.49, 2.2],
        [2.2, 1.49, 2.2],
        [2.2, 1.49, 4.2],
        [0, 1.49, 4.2],
      ],
      '#f0e3c8',
    ),
  );
  const toyColors = ['#e86a5a', '#f2c14e', '#4f9d69', '#4f6d8f'];
  for (let i = 0; i < 6; i++) {
    const x = rng.range(0.3, 1.8);
    const z = rng.range(3.0, 4.0);
    const s = 0.16;
    c.add(
      box3(
        cam,
        { x0: x, x1: x + s, y0: 1.5 - s, y1: 1.5, z0: z, z1: z + s },
        { top: lighten(toyColors[i % 4], 0.2), front: toyColors[i % 4], side: darken(toyColors[i % 4], 0.2) },
      ),
    );
  }
  const [bx, by] = proj(cam, [1.7, 1.35, 3.6]);
  c.add(
    circle(
      bx,
      by,
      48,
      c.radial(
        [
          [0, '#ffe27a'],
          [1, '#e08a2a'],
        ],
        0.5,
        0.5,
        0.5,
        0.35,
        0.3,
      ),
    ),
  );
  const [tx, ty] = proj(cam, [0.6, 1.2, 3.3]);
  c.add(
    circle(tx, ty + 20, 62, '#b07a4a'),
    circle(tx, ty - 55, 44, '#b07a4a'),
    circle(tx - 34, ty - 92, 16, '#b07a4a'),
    circle(tx + 34, ty - 92, 16, '#b07a4a'),
    circle(tx - 14, ty - 60, 5, '#222'),
    circle(tx + 14, ty - 60, 5, '#222'),
    ellipse(tx, ty - 40, 14, 10, '#e1c29c'),
  );
  // Bunting across the ceiling
  const pts: Pt[] = [];
  for (let i = 0; i <= 10; i++)
    pts.push(proj(cam, [-2.4 + i * 0.48, -1.1 + Math.sin((i / 10) * Math.PI) * 0.3, 4.2]));
  c.add(polyline(pts, '#8a6a4a', 2));
  for (let i = 0; i < 10; i++) {
    const [ax, ay] = pts[i];
    const [bx2, by2] = pts[i + 1];
    c.add(
      poly(
        [
          [ax, ay],
          [bx2, by2],
          [(ax + bx2) / 2, (ay + by2) / 2 + 50],
        ],
        toyColors[i % 4],
      ),
    );
  }
  vignette(c, 0.32);
}

function sceneLivingRoom(c: Canvas): void {
  const cam = roomCam(c, 440);
  const room: Room = { halfW: 3.2, floorY: 1.5, ceilY: -1.6, depth: 6.5 };
  roomShell(c, cam, room, { back: '#cfae87', side: '#b98a5c', floor: '#7e5739', ceiling: '#caa276' });
  timberLines(c, cam, room, { walls: '#7a5233', floor: '#4f3523', beams: '#5e3d27' });
  // Window to the right of the fireplace at dusk
  const [wx0, wy0] = proj(cam, [0.9, -1.2, room.depth]);
  const [wx1, wy1] = proj(cam, [3.0, 0.9, room.depth]);
  windowView(c, { x: wx0, y: wy0, w: wx1 - wx0, h: wy1 - wy0 }, { time: 'dusk', panes: 3, trees: true });
  // Stone chimney breast with the fire
  const fz = room.depth;
  c.add(
    box3(
      cam,
      { x0: -2.4, x1: -0.6, y0: -1.6, y1: 1.5, z0: fz - 0.5, z1: fz },
      { top: '#8d877d', front: '#8d877d', side: '#6f6a62' },
    ),
  );
  const [sx0, sy0] = proj(cam, [-2.4, -1.6, fz - 0.5]);
  const [sx1, sy1] = proj(cam, [-0.6, 1.5, fz - 0.5]);
  const stones: string[] = [];
  for (let y = sy0; y < sy1; y += 30) {
    const row = Math.round((y - sy0) / 30);
    for (let x = sx0 + (row % 2) * 22; x < sx1 - 10; x += 46)
      stones.push(
        rect(
          x + 2,
          y + 2,
          Math.min(42, sx1 - x - 4),
          26,
          c.rng.pick(['#9a948a', '#a39d92', '#857f76', '#b0a99d']),
          'rx="6"',
        ),
      );
  }
  c.add(stones.join(''));
  const [hx0, hy0] = proj(cam, [-2.0, 0.55, fz - 0.5]);
  const [hx1, hy1] = proj(cam, [-1.0, 1.3, fz - 0.5]);
  c.add(rect(hx0, hy0, hx1 - hx0, hy1 - hy0, '#1b120d', 'rx="8"'));
  c.add(glow(c, (hx0 + hx1) / 2, hy1 - 20, hx1 - hx0, hy1 - hy0, '#ff9a3a', 0.8));
  c.add(flames(c, (hx0 + hx1) / 2, hy1 - 14, (hx1 - hx0) * 0.5, (hy1 - hy0) * 0.75));
  c.add(rect(hx0 - 20, hy1, hx1 - hx0 + 40, 16, '#5e5a54'));
  c.add(rect(hx0 - 30, hy0 - 30, hx1 - hx0 + 60, 18, '#5e3d27'));
  // Warm light spilling over the floor
  c.add(glow(c, (hx0 + hx1) / 2, hy1 + 120, 700, 260, '#ff9a3a', 0.4));
  // Rug, coffee table and sofa
  c.add(
    face(
      cam,
      [
        [-1.9, 1.49, 2.6],
        [1.7, 1.49, 2.6],
        [1.7, 1.49, 5.2],
        [-1.9, 1.49, 5.2],
      ],
      '#a85f3f',
    ),
  );
  c.add(
    face(
      cam,
      [
        [-1.75, 1.485, 2.75],
        [1.55, 1.485, 2.75],
        [1.55, 1.485, 5.05],
        [-1.75, 1.485, 5.05],
      ],
      'none',
      'stroke="#e4c9a0" stroke-width="4"',
    ),
  );
  c.add(softShadow(c, ...proj(cam, [-0.2, 1.5, 4.0]), 170, 18));
  c.add(
    box3(
      cam,
      { x0: -0.9, x1: 0.5, y0: 1.05, y1: 1.15, z0: 3.6, z1: 4.4 },
      { top: '#6b4630', front: '#553625', side: '#452c1e' },
    ),
  );
  c.add(
    box3(
      cam,
      { x0: -0.85, x1: 0.45, y0: 1.15, y1: 1.5, z0: 3.65, z1: 4.35 },
      { top: '#4a3022', front: '#3d2719', side: '#33210f' },
    ),
  );
  // Sofa on the right, seen from its side, facing the fire
  const sofa = { top: '#cfc4b2', front: '#b3a793', side: '#a09482' };
  c.add(box3(cam, { x0: 1.2, x1: 2.2, y0: 1.05, y1: 1.5, z0: 2.2, z1: 4.8 }, sofa));
  c.add(
    box3(
      cam,
      { x0: 2.0, x1: 2.35, y0: 0.4, y1: 1.5, z0: 2.2, z1: 4.8 },
      { top: '#dcd2c1', front: '#b3a793', side: '#c3b8a5' },
    ),
  );
  c.add(
    box3(
      cam,
      { x0: 1.15, x1: 2.35, y0: 0.75, y1: 1.5, z0: 2.05, z1: 2.3 },
      { top: '#dcd2c1', front: '#b3a793', side: '#a09482' },
    ),
  );
  const [cx0, cy0] = proj(cam, [1.4, 0.55, 3.8]);
  const [cx1, cy1] = proj(cam, [1.9, 1.05, 3.8]);
  c.add(rect(cx0, cy0, cx1 - cx0, cy1 - cy0, '#6f7d6a', 'rx="14"'));
  // Armchair on the left
  c.add(
    box3(
      cam,
      { x0: -2.6, x1: -1.7, y0: 1.0, y1: 1.5, z0: 2.4, z1: 3.3 },
      { top: '#7a4a34', front: '#643a28', side: '#552f20' },
    ),
  );
  c.add(
    box3(
      cam,
      { x0: -2.8, x1: -2.55, y0: 0.35, y1: 1.5, z0: 2.4, z1: 3.3 },
      { top: '#8a5a40', front: '#643a28', side: '#7a4a34' },
    ),
  );
  c.add(glow(c, c.W * 0.35, 500, 900, 500, '#ffb060', 0.18));
  vignette(c, 0.45);
}

function sceneKitchen(c: Canvas): void {
  const cam = roomCam(c, 420);
  const room: Room = { halfW: 3, floorY: 1.55, ceilY: -1.5, depth: 6 };
  roomShell(c, cam, room, { back: '#ebe6dc', side: '#c9a075', floor: '#8a6444', ceiling: '#d8b48a' });
  timberLines(c, cam, room, { floor: '#5a3d27', beams: '#7a5236' });
  const d = room.depth;
  // Window over the sink
  const [wx0, wy0] = proj(cam, [-0.9, -0.8, d]);
  const [wx1, wy1] = proj(cam, [0.9, 0.3, d]);
  windowView(c, { x: wx0, y: wy0, w: wx1 - wx0, h: wy1 - wy0 }, { time: 'day', panes: 2, trees: true });
  // Lower cabinets, benchtop, splashback and upper cabinets
  const cab = { top: '#f2efe9', front: '#5f6f64', side: '#4d5b51' };
  c.add(box3(cam, { x0: -3, x1: 3, y0: 0.65, y1: 1.55, z0: d - 0.62, z1: d }, cab));
  c.add(
    box3(
      cam,
      { x0: -3, x1: 3, y0: 0.6, y1: 0.66, z0: d - 0.66, z1: d },
      { top: '#efeae2', front: '#d9d3c8', side: '#cfc8bc' },
    ),
  );
  for (let x = -2.8; x < 3; x += 0.6) {
    const [ax, ay] = proj(cam, [x, 0.75, d - 0.62]);
    const [bx, by] = proj(cam, [x + 0.55, 1.5, d - 0.62]);
    c.add(
      rect(ax, ay, bx - ax, by - ay, 'none', `stroke="#4a574d" stroke-width="2"`),
      rect((ax + bx) / 2 - 10, ay + 14, 20, 4, '#c8b27a'),
    );
  }
  for (const [x0, x1] of [
    [-3, -1.2],
    [1.2, 3],
  ] as const) {
    c.add(box3(cam, { x0, x1, y0: -1.3, y1: -0.4, z0: d - 0.35, z1: d }, cab));
  }
  // Range hood and cooktop glow
  c.add(
    box3(
      cam,
      { x0: 1.6, x1: 2.4, y0: -0.4, y1: -0.2, z0: d - 0.5, z1: d },
      { top: '#b9bcbf', front: '#9ea2a6', side: '#8a8e92', bottom: '#6f7377' },
    ),
  );
  // Island bench in the foreground with stools
  c.add(softShadow(c, ...proj(cam, [0, 1.55, 3.3]), 420, 30, 0.35));
  c.add(
    box3(
      cam,
      { x0: -1.6, x1: 1.6, y0: 0.65, y1: 1.55, z0: 2.9, z1: 3.8 },
      { top: '#f5f2ec', front: '#7a5236', side: '#5e3d27' },
    ),
  );
  c.add(
    box3(
      cam,
      { x0: -1.7, x1: 1.7, y0: 0.6, y1: 0.66, z0: 2.85, z1: 3.85 },
      { top: '#f4f1ea', front: '#e2ddd3', side: '#d6d0c4' },
    ),
  );
  // Fruit bowl and flowers on the island
  const [fx, fy] = proj(cam, [-0.6, 0.6, 3.3]);
  c.add(ellipse(fx, fy - 10, 60, 16, '#d9d3c8'));
  for (let i = 0; i < 5; i++)
    c.add(circle(fx - 30 + i * 15, fy - 22 - (i % 2) * 8, 14, ['#e4a23a', '#c0392b', '#8bb14a'][i % 3]));
  const [vx, vy] = proj(cam, [0.7, 0.6, 3.4]);
  c.add(rect(vx - 10, vy - 50, 20, 50, '#cfd9d6'));
  for (let i = 0; i < 7; i++)
    c.add(
      circle(
        vx + c.rng.range(-30, 30),
        vy - 70 - c.rng.range(0, 40),
        9,
        c.rng.pick(['#ffffff', '#f2c14e', '#e3e8c8']),
      ),
    );
  for (const sx of [-1.0, 0, 1.0]) {
    c.add(
      box3(
        cam,
        { x0: sx - 0.2, x1: sx + 0.2, y0: 0.85, y1: 0.95, z0: 2.3, z1: 2.7 },
        { top: '#3a3a3a', front: '#2a2a2a', side: '#222' },
      ),
    );
    for (const lx of [sx - 0.18, sx + 0.14])
      c.add(
        box3(
          cam,
          { x0: lx, x1: lx + 0.04, y0: 0.95, y1: 1.55, z0: 2.32, z1: 2.36 },
          { top: '#2a2a2a', front: '#2a2a2a', side: '#222' },
        ),
      );
  }
  for (const px of [-0.9, 0, 0.9]) {
    const [lx, ly] = proj(cam, [px, -0.55, 3.3]);
    const [, ty] = proj(cam, [px, -1.5, 3.3]);
    pendantLight(c, lx, ty, ly, 34);
  }
  plant(c, c.W * 0.06, 980, 320);
  vignette(c, 0.3);
}

function sceneBathroom(c: Canvas): void {
  const cam = roomCam(c, 430);
  const room: Room = { halfW: 2.4, floorY: 1.5, ceilY: -1.4, depth: 5 };
  roomShell(c, cam, room, { back: '#e3ddd3', side: '#d6cfc3', floor: '#8d857a', ceiling: '#d8b48a' });
  const d = room.depth;
  // Tile grid on the walls and floor
  const out: string[] = [];
  for (let y = -1.4; y <= 1.5; y += 0.3) {
    const [ax, ay] = proj(cam, [-2.4, y, d]);
    const [bx] = proj(cam, [2.4, y, d]);
    out.push(line(ax, ay, bx, ay, '#c9c1b4', 2));
  }
  for (let x = -2.4; x <= 2.4; x += 0.3) {
    const [ax, ay] = proj(cam, [x, -1.4, d]);
    const [, by] = proj(cam, [x, 1.5, d]);
    out.push(line(ax, ay, ax, by, '#c9c1b4', 2));
    const [fx0, fy0] = proj(cam, [x, 1.5, NEAR]);
    const [fx1, fy1] = proj(cam, [x, 1.5, d]);
    out.push(line(fx0, fy0, fx1, fy1, '#6f685f', 1.5, op(0.5)));
  }
  c.add(out.join(''));
  // Tall window with forest outside
  const [wx0, wy0] = proj(cam, [-0.9, -1.15, d]);
  const [wx1, wy1] = proj(cam, [0.9, 0.55, d]);
  windowView(
    c,
    { x: wx0, y: wy0, w: wx1 - wx0, h: wy1 - wy0 },
    { time: 'day', panes: 2, trees: true, frame: '#2b2b2b' },
  );
  // Freestanding bath
  const [bx0, by0] = proj(cam, [-1.25, 0.85, 4.0]);
  const [bx1, by1] = proj(cam, [1.25, 1.5, 4.0]);
  const bw = bx1 - bx0;
  const bh = by1 - by0;
  c.add(softShadow(c, (bx0 + bx1) / 2, by1 + 6, bw * 0.6, 26, 0.4));
  c.add(
    path(
      `M${n(bx0)},${n(by0)}C${n(bx0)},${n(by0 + bh * 0.9)} ${n(bx0 + bw * 0.15)},${n(by1)} ${n(bx0 + bw * 0.3)},${n(by1)}L${n(bx1 - bw * 0.3)},${n(by1)}C${n(bx1 - bw * 0.15)},${n(by1)} ${n(bx1)},${n(by0 + bh * 0.9)} ${n(bx1)},${n(by0)}Z`,
      c.linear(
        [
          [0, '#ffffff'],
          [0.7, '#e9e6e0'],
          [1, '#c9c4bb'],
        ],
        0,
        0,
        1,
        0,
      ),
    ),
  );
  c.add(ellipse((bx0 + bx1) / 2, by0, bw / 2, bh * 0.16, '#f7f6f3'));
  c.add(
    ellipse(
      (bx0 + bx1) / 2,
      by0 + 3,
      bw / 2 - 14,
      bh * 0.12,
      c.linear([
        [0, '#bcd6dc'],
        [1, '#e8f1f2'],
      ]),
    ),
  );
  // Floor-mounted tap
  c.add(
    rect(bx1 + 18, by0 - 110, 8, by1 - by0 + 110, '#2b2b2b'),
    path(`M${n(bx1 + 22)},${n(by0 - 110)}q-40,0 -50,30`, 'none', 'stroke="#2b2b2b" stroke-width="8"'),
  );
  // Towel ladder and stool with candles
  const [lx, ly] = proj(cam, [-2.0, -0.2, 4.6]);
  const [, lby] = proj(cam, [-2.0, 1.5, 4.6]);
  c.add(line(lx, ly, lx - 20, lby, '#7a5236', 6), line(lx + 70, ly, lx + 50, lby, '#7a5236', 6));
  c.add(rect(lx - 10, ly + 80, 90, 160, '#f0e6d6', 'rx="6"'), rect(lx - 10, ly + 150, 90, 14, '#d8c8b0'));
  const [sx, sy] = proj(cam, [1.7, 1.0, 3.5]);
  c.add(
    rect(sx - 40, sy, 80, 14, '#7a5236'),
    rect(sx - 34, sy + 14, 8, 120, '#7a5236'),
    rect(sx + 26, sy + 14, 8, 120, '#7a5236'),
  );
  for (const cx of [sx - 18, sx + 14])
    c.add(rect(cx - 8, sy - 36, 16, 36, '#f6f1e6'), glow(c, cx, sy - 44, 30, 30, '#ffd27a', 0.9));
  plant(c, c.W * 0.84, 900, 300, '#e8e2d6');
  c.add(glow(c, c.W / 2, 380, 520, 300, '#ffffff', 0.25));
  vignette(c, 0.3);
}

function sceneSauna(c: Canvas): void {
  const { rng } = c;
  const cam = roomCam(c, 400);
  const room: Room = { halfW: 2.2, floorY: 1.6, ceilY: -1.2, depth: 4.6 };
  const d = room.depth;
  roomShell(c, cam, room, { back: '#cf9a66', side: '#c58d5a', floor: '#6f4c33', ceiling: '#b98152' });
  timberLines(c, cam, room, { walls: '#8a5a34', floor: '#4a3020' });
  // Small window high on the back wall
  const [wx0, wy0] = proj(cam, [0.6, -0.95, d]);
  const [wx1, wy1] = proj(cam, [1.7, -0.3, d]);
  windowView(c, { x: wx0, y: wy0, w: wx1 - wx0, h: wy1 - wy0 }, { time: 'day', panes: 1, frame: '#6d4426' });
  // Two tiers of slatted benches along the back wall
  const tiers = [
    { top: 0.45, z0: d - 0.65, z1: d },
    { top: 1.05, z0: d - 1.3, z1: d - 0.65 },
  ];
  for (const tier of tiers) {
    c.add(
      box3(
        cam,
        { x0: -2.2, x1: 2.2, y0: tier.top + 0.05, y1: room.floorY, z0: tier.z0 + 0.04, z1: tier.z1 },
        { top: '#b07a4a', front: '#a87444', side: '#93633a' },
      ),
    );
    const [ax, ay] = proj(cam, [-2.2, tier.top + 0.05, tier.z0 + 0.04]);
    const [bx, by] = proj(cam, [2.2, room.floorY, tier.z0 + 0.04]);
    const boards: string[] = [];
    for (let x = ax; x < bx; x += 34) boards.push(line(x, ay, x, by, '#7d5230', 2, op(0.45)));
    c.add(boards.join(''));
    for (let z = tier.z0; z < tier.z1 - 0.02; z += 0.13) {
      c.add(
        box3(
          cam,
          { x0: -2.2, x1: 2.2, y0: tier.top, y1: tier.top + 0.05, z0: z, z1: z + 0.1 },
          { top: '#e6b883', front: '#b98250', side: '#a06c3e' },
        ),
      );
    }
  }
  // Folded towels and a bucket with a ladle
  const [tx, ty] = proj(cam, [-1.2, 0.45, d - 0.35]);
  c.add(
    rect(tx - 60, ty - 34, 120, 34, '#f3efe6', 'rx="8"'),
    rect(tx - 56, ty - 60, 112, 26, '#e2d9c8', 'rx="8"'),
  );
  const [kx, ky] = proj(cam, [0.5, 1.05, d - 0.95]);
  c.add(
    path(
      `M${n(kx - 40)},${n(ky - 70)}L${n(kx + 40)},${n(ky - 70)}L${n(kx + 30)},${n(ky)}L${n(kx - 30)},${n(ky)}Z`,
      '#8a5a34',
    ),
    rect(kx - 42, ky - 52, 84, 7, '#3a3a3a'),
    rect(kx - 36, ky - 22, 72, 7, '#3a3a3a'),
    line(kx + 14, ky - 70, kx + 80, ky - 160, '#6d4426', 7),
  );
  // Heater with stones, glowing, at the front left
  c.add(softShadow(c, ...proj(cam, [-1.35, room.floorY, 3.2]), 140, 20, 0.45));
  c.add(
    box3(
      cam,
      { x0: -1.75, x1: -1.0, y0: 0.65, y1: room.floorY, z0: 2.9, z1: 3.5 },
      { top: '#3b3b3b', front: '#2b2b2b', side: '#222222' },
    ),
  );
  const [hx, hy] = proj(cam, [-1.375, 0.65, 3.1]);
  c.add(glow(c, hx, hy - 20, 320, 180, '#ff7a2a', 0.55));
  for (let i = 0; i < 22; i++) {
    const sx = hx + rng.range(-105, 105);
    const sy = hy - rng.range(-6, 34);
    c.add(
      ellipse(
        sx,
        sy,
        rng.range(16, 26),
        rng.range(10, 16),
        rng.pick(['#6b6560', '#807a73', '#5a5550', '#94887c']),
      ),
    );
  }
  // Steam and warm light
  for (let i = 0; i < 4; i++)
    c.add(ellipse(hx + rng.range(-60, 60), hy - 120 - i * 70, 90 + i * 30, 30 + i * 8, '#ffffff', op(0.07)));
  c.add(glow(c, c.W * 0.85, 360, 360, 300, '#ffd79a', 0.4));
  c.add(rect(0, 0, c.W, c.H, '#ff9a50', op(0.07)));
  vignette(c, 0.45);
}

/** A sea of treetops seen from above, smaller towards the horizon. */
function forestCanopy(c: Canvas, y0: number, y1: number, colors: readonly string[]): string {
  const { rng, W } = c;
  const out: string[] = [];
  for (let y = y0; y < y1; ) {
    const t = (y - y0) / Math.max(1, y1 - y0);
    const r = lerp(9, 38, t);
    // Sparse crowns over the base colour: enough texture to read as forest, cheap to render.
    for (let x = -r + rng.range(0, r); x < W + r; x += r * rng.range(2.2, 3.2)) {
      const rx = r * rng.range(1, 1.3);
      out.push(path(blob(rng, x, y + rng.range(-r * 0.3, r * 0.3), rx, r * 0.62, 6), rng.pick(colors)));
    }
    y += r * 0.85;
  }
  return out.join('');
}

function sceneTearoom(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#5d8ec2'],
      [0.45, '#d5e4ee'],
    ]),
  );
  clouds(c, 4, 80, 260, '#ffffff', 0.6);
  mountains(c, {
    horizon: 340,
    bottom: 560,
    layers: 4,
    far: '#a9bad0',
    near: '#3f5e45',
    haze: '#d5e1ec',
    mist: 0.4,
    cliffs: true,
    ampNear: 220,
  });
  c.add(
    path(
      `M-10,640C${n(W * 0.4)},610 ${n(W * 0.6)},650 ${n(W + 10)},620L${n(W + 10)},1010L-10,1010Z`,
      c.linear([
        [0, '#9fb565'],
        [1, '#5c7035'],
      ]),
    ),
  );
  // Weatherboard cottage with a red iron roof and a deep verandah
  const x0 = W * 0.5 - 330;
  const x1 = W * 0.5 + 330;
  const baseY = 760;
  const wallTop = 560;
  c.add(softShadow(c, W * 0.5, baseY + 10, 420, 30, 0.35));
  c.add(rect(x0, wallTop, x1 - x0, baseY - wallTop, '#efe6d2'));
  const boards: string[] = [];
  for (let y = wallTop + 14; y < baseY; y += 14) boards.push(line(x0, y, x1, y, '#cfc3aa', 1.5));
  c.add(boards.join(''));
  c.add(
    poly(
      [
        [x0 - 40, wallTop + 4],
        [x0 + 120, 420],
        [x1 - 120, 420],
        [x1 + 40, wallTop + 4],
      ],
      c.linear([
        [0, '#a33a32'],
        [1, '#7a2a24'],
      ]),
    ),
  );
  const ribs: string[] = [];
  for (let t = 0.02; t < 1; t += 0.035) {
    ribs.push(
      line(lerp(x0 + 120, x1 - 120, t), 424, lerp(x0 - 40, x1 + 40, t), wallTop, '#6a231e', 2, op(0.6)),
    );
  }
  c.add(ribs.join(''));
  c.add(rect(W * 0.5 + 140, 380, 44, 90, '#8c7a6a'), rect(W * 0.5 + 136, 372, 52, 12, '#6f6054'));
  // Verandah roof and posts
  c.add(
    poly(
      [
        [x0 - 50, wallTop + 20],
        [x1 + 50, wallTop + 20],
        [x1 + 70, wallTop + 70],
        [x0 - 70, wallTop + 70],
      ],
      '#8c2f2f',
    ),
  );
  for (let x = x0 - 50; x <= x1 + 50; x += (x1 - x0 + 100) / 6)
    c.add(rect(x - 6, wallTop + 70, 12, baseY - wallTop - 70, '#f4efe4'));
  c.add(rect(x0 - 70, baseY - 8, x1 - x0 + 140, 16, '#8a6a4a'));
  // Windows glowing warm, and the door
  for (const wx of [x0 + 60, x0 + 200, x1 - 260, x1 - 120])
    c.add(
      rect(
        wx,
        620,
        80,
        90,
        c.linear([
          [0, '#ffe2a8'],
          [1, '#d79a56'],
        ]),
      ),
      rect(wx + 38, 620, 4, 90, '#f4efe4'),
    );
  c.add(rect(W * 0.5 - 35, 610, 70, 140, '#4a5a48'));
  // Tables on the lawn
  for (const tx of [W * 0.16, W * 0.84]) {
    c.add(softShadow(c, tx, 870, 100, 16));
    c.add(
      line(tx, 660, tx, 850, '#3a3a3a', 5),
      path(
        `M${n(tx - 120)},${n(700)}Q${n(tx)},${n(610)} ${n(tx + 120)},${n(700)}Z`,
        rng.pick(['#2f5d50', '#efe7d6', '#8c2f2f']),
      ),
    );
    c.add(ellipse(tx, 820, 70, 16, '#f3efe7'), rect(tx - 4, 820, 8, 50, '#2a2a2a'));
  }
  c.add(gumTree(c, W * 0.06, 900, 620, GUM_DAY, 0.05));
  c.add(grassTufts(c, 0, W, 800, 1000, 60, ['#5d7438', '#6b8140', '#4c6130']));
  vignette(c, 0.25);
}

// ---------------------------------------------------------------------------------------------------
// Bookable experiences (issue 35)

/** Vine rows running down a sunlit slope towards the hills (a Mudgee wine tour). */
function sceneVineyard(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    skyRect(c, [
      [0, '#6f9fd0'],
      [0.45, '#cfe0ec'],
      [0.62, '#f3e2bf'],
    ]),
  );
  clouds(c, 4, 80, 260, '#ffffff', 0.55);
  c.add(glow(c, W * 0.78, 330, 420, 220, '#fff1c8', 0.5));
  mountains(c, {
    horizon: 420,
    bottom: 560,
    layers: 3,
    far: '#b7c3cf',
    near: '#7f8f5a',
    haze: '#efe8d6',
    mist: 0.35,
    ampNear: 110,
  });
  c.add(
    path(
      `M-10,560C${n(W * 0.3)},520 ${n(W * 0.7)},600 ${n(W + 10)},550L${n(W + 10)},1010L-10,1010Z`,
      c.linear([
        [0, '#b79a5c'],
        [1, '#7a5f34'],
      ]),
    ),
  );
  // Rows converge on a vanishing point on the far hill
  const vx = W * 0.58;
  const vy = 560;
  for (let i = -14; i <= 14; i++) {
    const bx = vx + i * W * 0.09;
    const steps = 26;
    for (let k = 0; k < steps; k++) {
      const t = (k + 1) / steps;
      const x = lerp(vx, bx, t ** 1.6);
      const y = lerp(vy, 1040, t ** 1.6);
      const r = lerp(3, 46, t ** 1.6);
      const leaf = mix(rng.pick(['#4f6b2c', '#5d7a33', '#6b8838', '#7b8f3a']), '#c8b67a', 1 - t);
      c.add(ellipse(x, y - r * 0.6, r * 1.1, r * 0.8, leaf));
      if (t > 0.55 && rng.chance(0.35)) {
        c.add(circle(x + rng.range(-r * 0.4, r * 0.4), y - r * 0.2, r * 0.16, '#4a2342'));
      }
    }
  }
  // Cellar door on the rise
  c.add(softShadow(c, W * 0.2, 585, 120, 12));
  c.add(
    rect(W * 0.2 - 110, 520, 220, 62, '#e9e0cf'),
    poly(
      [
        [W * 0.2 - 125, 522],
        [W * 0.2, 478],
        [W * 0.2 + 125, 522],
      ],
      '#8c3b2a',
    ),
  );
  for (const wx of [W * 0.2 - 70, W * 0.2 + 40]) c.add(rect(wx, 540, 30, 24, '#f3c77a'));
  c.add(gumTree(c, W * 0.06, 640, 420, GUM_DAY, 0.04));
  vignette(c, 0.22);
}

/** A table laid for a private chef's dinner by the fire: candles, plates, wine. */
function sceneDinner(c: Canvas): void {
  const { W, rng } = c;
  c.add(
    rect(
      0,
      0,
      W,
      1000,
      c.linear([
        [0, '#2a1d17'],
        [0.6, '#3b2a20'],
        [1, '#1a120e'],
      ]),
    ),
  );
  // Window onto the dusk valley
  c.add(
    rect(
      W * 0.08,
      90,
      W * 0.42,
      360,
      c.linear([
        [0, '#2b3a66'],
        [0.6, '#c6716a'],
        [1, '#f0b27a'],
      ]),
    ),
  );
  c.add(rect(W * 0.08 + W * 0.21 - 5, 90, 10, 360, '#1f1510'), rect(W * 0.08, 260, W * 0.42, 8, '#1f1510'));
  // Fireplace on the right
  c.add(rect(W * 0.68, 170, W * 0.26, 360, '#6c625a'), rect(W * 0.72, 300, W * 0.18, 210, '#120b08'));
  c.add(flames(c, W * 0.81, 505, 150, 170), glow(c, W * 0.81, 440, 320, 220, '#ff9a3c', 0.45));
  c.add(glow(c, W * 0.5, 700, W * 0.6, 300, '#ffb45a', 0.25));
  // The table in perspective, with a linen cloth
  c.add(
    poly(
      [
        [W * 0.18, 600],
        [W * 0.82, 600],
        [W * 1.02, 1010],
        [W * -0.02, 1010],
      ],
      c.linear([
        [0, '#efe7da'],
        [1, '#d9ccb8'],
      ]),
    ),
  );
  // Places: plates, glasses; candles down the middle
  for (const [px, py, r] of [
    [0.3, 660, 48],
    [0.7, 660, 48],
    [0.22, 800, 78],
    [0.78, 800, 78],
  ] as const) {
    const x = W * px;
    c.add(ellipse(x, py, r * 1.3, r * 0.5, '#fbfaf7', 'stroke="#cfc6b8" stroke-width="2"'));
    c.add(ellipse(x, py - 4, r * 0.7, r * 0.26, rng.pick(['#7b3b2c', '#5b6b3a', '#8a5a2e'])));
    const gx = x + (px < 0.5 ? r * 1.5 : -r * 1.5);
    c.add(
      path(
        `M${n(gx - r * 0.22)},${n(py - r * 1.4)}L${n(gx + r * 0.22)},${n(py - r * 1.4)}L${n(gx + r * 0.12)},${n(py - r * 0.9)}L${n(gx - r * 0.12)},${n(py - r * 0.9)}Z`,
        '#6e1f2b',
        op(0.85),
      ),
    );
    c.add(line(gx, py - r * 0.9, gx, py - r * 0.35, '#e8e2d8', 3));
  }
  for (const [cx, cy, h] of [
    [0.44, 690, 90],
    [0.5, 700, 110],
    [0.56, 690, 90],
  ] as const) {
    const x = W * cx;
    c.add(rect(x - 9, cy - h, 18, h, '#f5efe2'), ellipse(x, cy - h - 16, 8, 16, '#ffd27a'));
    c.add(glow(c, x, cy - h - 16, 80, 80, '#ffcf70', 0.55));
  }
  vignette(c, 0.45);
}

/** A wood-fired barrel sauna glowing under the Milky Way, steam rising (sauna-and-stars evening). */
function sceneSaunaStars(c: Canvas): void {
  const { W } = c;
  c.add(
    skyRect(c, [
      [0, '#040817'],
      [0.5, '#111d44'],
      [0.72, '#2a2f5c'],
    ]),
  );
  c.add(
    ellipse(
      W * 0.45,
      240,
      W * 0.7,
      80,
      c.radial([
        [0, '#d2d2ee', 0.3],
        [1, '#d2d2ee', 0],
      ]),
      `transform="rotate(-18 ${n(W * 0.45)} 240)"`,
    ),
  );
  stars(c, 320, 620);
  mountains(c, {
    horizon: 560,
    bottom: 680,
    layers: 3,
    far: '#1b2448',
    near: '#0a0e1c',
    haze: '#2a3464',
    mist: 0.25,
    ampNear: 90,
  });
  c.add(
    rect(
      0,
      680,
      W,
      320,
      c.linear([
        [0, '#0d1014'],
        [1, '#16120f'],
      ]),
    ),
  );
  // The barrel: a cedar cylinder seen end-on at an angle, its glass door glowing
  const bx = W * 0.5;
  const by = 760;
  c.add(softShadow(c, bx + 40, by + 110, 330, 30, 0.6));
  c.add(
    rect(
      bx - 60,
      by - 150,
      360,
      250,
      c.linear([
        [0, '#8a5a34'],
        [1, '#3f2716'],
      ]),
      'rx="30"',
    ),
  );
  for (let i = 0; i < 9; i++)
    c.add(line(bx - 60, by - 130 + i * 27, bx + 300, by - 130 + i * 27, '#2d1b10', 2, op(0.6)));
  c.add(ellipse(bx - 60, by - 25, 120, 128, '#a26c40'), ellipse(bx - 60, by - 25, 100, 108, '#6b4426'));
  c.add(
    rect(
      bx - 100,
      by - 100,
      80,
      160,
      c.linear([
        [0, '#ffd89a'],
        [1, '#e0894a'],
      ]),
      'rx="6"',
    ),
  );
  c.add(glow(c, bx - 60, by - 20, 300, 220, '#ffb060', 0.45));
  // Chimney and steam
  c.add(rect(bx + 210, by - 260, 22, 120, '#2b2b2b'));
  for (let i = 0; i < 6; i++) {
    c.add(
      ellipse(bx + 221 + i * 14, by - 290 - i * 46, 30 + i * 10, 20 + i * 6, '#cfd3e6', op(0.18 - i * 0.025)),
    );
  }
  // A deck and two towels on the rail
  c.add(rect(bx - 360, by + 90, 760, 26, '#5a3b25'));
  c.add(rect(bx - 330, by + 30, 70, 60, '#efe6d6'), rect(bx - 250, by + 30, 70, 60, '#b9c7cf'));
  const night: TreeStyle = {
    trunk: '#2a2420',
    trunkDark: '#120f0d',
    leaves: ['#05070a', '#0a0d10', '#0e1216', '#131a1c'],
  };
  c.add(gumTree(c, W * 0.1, 760, 560, night, 0.05), gumTree(c, W * 0.9, 740, 480, night, -0.05));
  vignette(c, 0.5);
}

// ---------------------------------------------------------------------------------------------------
// Entry points

const DRAW: Record<SceneKind, (c: Canvas) => void> = {
  valley: sceneValley,
  chalet: (c) => sceneChalet(c, false),
  'chalet-dusk': (c) => sceneChalet(c, true),
  bedroom: sceneBedroom,
  loft: sceneLoft,
  'bunk-room': sceneBunkRoom,
  'living-room': sceneLivingRoom,
  kitchen: sceneKitchen,
  bathroom: sceneBathroom,
  sauna: sceneSauna,
  deck: sceneDeck,
  'fire-pit': sceneFirePit,
  'forest-walk': sceneForestWalk,
  waterfall: sceneWaterfall,
  lookout: sceneLookout,
  cafe: sceneCafe,
  tearoom: sceneTearoom,
  wildlife: sceneWildlife,
  caves: sceneCaves,
  garden: sceneGarden,
  'cable-car': sceneCableCar,
  market: sceneMarket,
  hotel: sceneHotel,
  'horse-riding': sceneHorseRiding,
  vineyard: sceneVineyard,
  dinner: sceneDinner,
  'sauna-stars': sceneSaunaStars,
};

/** The SVG source of a scene, sized in pixels. */
export function sceneSvg(kind: SceneKind, size: SceneSize, seed: string | number = kind): string {
  if (!(size.width > 0 && size.height > 0)) throw new RangeError('scene size must be positive');
  const canvas = new Canvas(size, new Rng(hashSeed(`${kind}:${seed}`)), String(seed));
  DRAW[kind](canvas);
  return canvas.toSvg(size);
}

/** Renders a scene to WebP. */
export async function renderScene(
  kind: SceneKind,
  size: SceneSize,
  options: SceneOptions = {},
): Promise<Buffer> {
  const svg = sceneSvg(kind, size, options.seed ?? kind);
  return sharp(Buffer.from(svg))
    .webp({ quality: options.quality ?? 78, effort: options.effort ?? 2 })
    .toBuffer();
}
