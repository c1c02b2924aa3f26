#!/usr/bin/env node
// `npm run fonts:subset`: cuts the two variable fonts (Inter, Playfair Display, from @fontsource-variable)
// down to what the site shows, into src/client/fonts/, and writes src/client/fonts/fonts.css (their
// @font-face rules and metric-matched fallback faces). Both are committed, so a build needs no font tools.
// Needs fonttools with brotli (Debian: `apt-get install fonttools python3-brotli`) and, for the fallback
// metrics, the Liberation fonts (`fonts-liberation`; metric-compatible with Arial and Times New Roman).
// Decision 0022 says why these ranges and weights.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const OUT_DIR = 'src/client/fonts';
const PYTHON = process.env.FONTTOOLS_PYTHON ?? '/usr/bin/python3';
const LIBERATION = process.env.LIBERATION_DIR ?? '/usr/share/fonts/truetype/liberation';
/** The site uses 400, 500, 600, and 700 for <strong>. */
const WEIGHT_RANGE = [400, 700];
/** Default OpenType features, plus `tnum` for Tailwind's `tabular-nums`. */
const FEATURES = 'kern,liga,calt,ccmp,locl,mark,mkmk,rlig,tnum';

/**
 * Preloaded: printable ASCII, the Latin-1 characters the texts use (no-break space, ©, °, ·, ×) with
 * the accented letters of everyday loanwords (à â ç è é ê ë î ï ô ö ü: café, crème, naïve, entrée),
 * and the typographic punctuation (’ “ ” – — … • ‹ ›, €, ™): every character of the demo content and of
 * the spec's texts. The rest of Latin-1 (~80 glyphs, a quarter of the preloaded bytes) is in LATIN_REST.
 */
const CORE =
  'U+20-7E,U+A0,U+A9,U+B0,U+B7,U+D7,U+E0,U+E2,U+E7-EB,U+EE-EF,U+F4,U+F6,U+FC,' +
  'U+2013-2014,U+2018-201A,U+201C-201E,U+2022,U+2026,U+2032-2033,U+2039-203A,U+20AC,U+2122,U+2212';
/**
 * The rest of fontsource's `latin` file (the Latin-1 CORE leaves out, then its other ranges), fetched
 * only by a page that shows one of these characters.
 */
const LATIN_REST =
  'U+A1-A8,U+AA-AF,U+B1-B6,U+B8-D6,U+D8-DF,U+E1,U+E3-E6,U+EC-ED,U+F0-F3,U+F5,U+F7-FB,U+FD-FF,' +
  'U+131,U+152-153,U+2BB-2BC,U+2C6,U+2DA,U+2DC,U+304,U+308,U+329,U+2000-2012,U+2015-2017,U+201B,U+201F-2021,' +
  'U+2023-2025,U+2027-2031,U+2034-2038,U+203B-206F,U+2191,U+2193,U+2215,U+FEFF,U+FFFD';
/** fontsource's `latin-ext` range (ā, ł, ő…), which an owner's text may contain; fetched only when shown. */
const LATIN_EXT =
  'U+100-2BA,U+2BD-2C5,U+2C7-2CC,U+2CE-2D7,U+2DD-2FF,U+304,U+308,U+329,U+1D00-1DBF,U+1E00-1E9F,U+1EF2-1EFF,' +
  'U+2020,U+20A0-20AB,U+20AD-20C0,U+2113,U+2C60-2C7F,U+A720-A7FF';

const FAMILIES = [
  {
    family: 'Inter Variable',
    fallback: 'Inter Fallback',
    name: 'inter',
    files: 'node_modules/@fontsource-variable/inter/files/inter',
    // Body text is 400; labels and buttons 500–600 (matched on 600 by the bold fallback face).
    local: {
      regular: ['Arial', 'ArialMT', 'Liberation Sans', 'LiberationSans'],
      bold: ['Arial Bold', 'Arial-BoldMT', 'Liberation Sans Bold', 'LiberationSans-Bold'],
    },
    metricsFiles: { regular: 'LiberationSans-Regular.ttf', bold: 'LiberationSans-Bold.ttf' },
    matchWeights: { regular: 400, bold: 600 },
  },
  {
    family: 'Playfair Display Variable',
    fallback: 'Playfair Display Fallback',
    name: 'playfair-display',
    files: 'node_modules/@fontsource-variable/playfair-display/files/playfair-display',
    // Headings are 600 (font-semibold); a few are 400.
    local: {
      regular: ['Times New Roman', 'TimesNewRomanPSMT', 'Liberation Serif', 'LiberationSerif'],
      bold: [
        'Times New Roman Bold',
        'TimesNewRomanPS-BoldMT',
        'Liberation Serif Bold',
        'LiberationSerif-Bold',
      ],
    },
    metricsFiles: { regular: 'LiberationSerif-Regular.ttf', bold: 'LiberationSerif-Bold.ttf' },
    matchWeights: { regular: 400, bold: 600 },
  },
];

/**
 * Fallback metrics: the web font's line metrics (hhea) and its average advance over English text,
 * relative to the fallback's; the way Next.js and capsize size a fallback face.
 */
const METRICS_PY = `
import json, sys
from fontTools.ttLib import TTFont
from fontTools.varLib import instancer
SAMPLE = "The chalet sits on the edge of the Kanimbla Valley, with views across the Blue Mountains. " \\
  "Check-in is from 3 pm; WELCOME PACK, FIREWOOD & GUEST WI-FI. 0123456789"
def width(font):
    cmap = font.getBestCmap(); hmtx = font["hmtx"]
    return sum(hmtx[cmap[ord(c)]][0] for c in SAMPLE if ord(c) in cmap) / font["head"].unitsPerEm
args = json.loads(sys.argv[1])
web = TTFont(args["web"])
upm = web["head"].unitsPerEm; hhea = web["hhea"]
out = {"ascent": hhea.ascent / upm, "descent": -hhea.descent / upm, "lineGap": hhea.lineGap / upm, "faces": {}}
for face, (weight, fallback_file) in args["faces"].items():
    inst = instancer.instantiateVariableFont(TTFont(args["web"]), {"wght": weight})
    out["faces"][face] = width(inst) / width(TTFont(fallback_file))
print(json.dumps(out))
`;

const tmp = mkdtempSync(path.join(os.tmpdir(), 'subset-fonts-'));
const run = (cmd, args) => execFileSync(cmd, args, { stdio: ['ignore', 'pipe', 'inherit'] }).toString();
const pct = (x) => `${(x * 100).toFixed(2)}%`;
const css = [
  '/* Generated by scripts/subset-fonts.mjs (npm run fonts:subset): do not edit by hand. Decision 0022. */',
];

try {
  for (const f of FAMILIES) {
    // Weights outside 400–700 dropped from both source files.
    for (const part of ['latin', 'latin-ext']) {
      run(PYTHON, [
        '-m',
        'fontTools.varLib.instancer',
        `${f.files}-${part}-wght-normal.woff2`,
        `wght=${WEIGHT_RANGE.join(':')}`,
        '-q',
        '-o',
        path.join(tmp, `${f.name}-${part}.ttf`),
      ]);
    }
    const subsets = [
      { id: 'core', source: 'latin', range: CORE },
      { id: 'latin-rest', source: 'latin', range: LATIN_REST },
      { id: 'latin-ext', source: 'latin-ext', range: LATIN_EXT },
    ];
    for (const s of subsets) {
      const file = `${f.name}-${s.id}.woff2`;
      run(PYTHON, [
        '-m',
        'fontTools.subset',
        path.join(tmp, `${f.name}-${s.source}.ttf`),
        `--unicodes=${s.range}`,
        `--layout-features=${FEATURES}`,
        '--flavor=woff2',
        '--no-hinting',
        '--desubroutinize',
        `--output-file=${path.join(OUT_DIR, file)}`,
      ]);
      console.log(`${OUT_DIR}/${file}: ${(statSync(path.join(OUT_DIR, file)).size / 1024).toFixed(1)} KB`);
      css.push(
        `@font-face {\n  font-family: "${f.family}";\n  font-style: normal;\n  font-display: swap;\n` +
          `  font-weight: ${WEIGHT_RANGE.join(' ')};\n  src: url("./${file}") format("woff2");\n` +
          `  unicode-range: ${s.range};\n}`,
      );
    }
    const m = JSON.parse(
      run(PYTHON, [
        '-c',
        METRICS_PY,
        JSON.stringify({
          web: path.join(tmp, `${f.name}-latin.ttf`),
          faces: {
            regular: [f.matchWeights.regular, path.join(LIBERATION, f.metricsFiles.regular)],
            bold: [f.matchWeights.bold, path.join(LIBERATION, f.metricsFiles.bold)],
          },
        }),
      ]),
    );
    for (const [face, weight] of [
      ['regular', 400],
      ['bold', 700],
    ]) {
      const size = m.faces[face];
      css.push(
        `@font-face {\n  font-family: "${f.fallback}";\n  font-weight: ${weight};\n` +
          `  src: ${f.local[face].map((n) => `local("${n}")`).join(', ')};\n` +
          `  size-adjust: ${pct(size)};\n  ascent-override: ${pct(m.ascent / size)};\n` +
          `  descent-override: ${pct(m.descent / size)};\n  line-gap-override: ${pct(m.lineGap / size)};\n}`,
      );
    }
  }
  writeFileSync(path.join(OUT_DIR, 'fonts.css'), `${css.join('\n')}\n`);
  // In the project's own format, so a regenerated file differs only where the fonts did.
  run('npx', ['biome', 'format', '--write', path.join(OUT_DIR, 'fonts.css')]);
  console.log(`${OUT_DIR}/fonts.css written`);
} finally {
  rmSync(tmp, { recursive: true, force: true });
}
