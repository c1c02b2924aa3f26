import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigSchema } from '../../src/server/config.js';
import { ROOT_DIR } from '../../src/server/paths.js';

/*
 * The documents name files of the repository; a file moved or removed leaves them wrong without anything
 * failing. This test reads README.md and docs/**.md and names every cited path that does not exist, so
 * its failure is the list of what to fix (file, line, path).
 */

/** The folders a path cited in backquotes starts with: a repo path, not a command or a URL. */
const REPO_PATH = /^(?:src|tests|scripts|docs|public|seed-assets)\//;

/**
 * A shorter path, written from inside a part of the tree (`delivery/cache/render-cache.ts`,
 * `features/rooms/queries.ts`): a file name under a folder, looked up under each of `SHORT_PATH_BASES`.
 */
const SHORT_PATH = /^[a-z0-9_-][\w.-]*\/[\w./-]*\.(?:ts|tsx|mjs|js|json|sql|css|md)$/;
const SHORT_PATH_BASES = [
  '',
  'src/',
  'src/server/',
  'src/client/',
  'src/shared/',
  'src/server/modules/',
  'src/client/features/',
];
const NOT_OURS = /^(?:node_modules|dist|data|\.ci|\.github)\//;

/**
 * Placeholders and globs a document writes on purpose: `src/server/modules/<resource>/`,
 * `tests/api/render-cache*.test.ts`, `docs/decisions/NNNN-….md`, `tests/api/x.test.ts`.
 */
const PLACEHOLDERS: readonly RegExp[] = [
  /<[^>]*>/, // <resource>, <name>
  /[*?{}[\]]/, // globs and braces
  /…|\.\.\./, // an elided part
  /\bNNNN\b/, // a decision number to be given
  /(?:^|\/)x(?:\.[a-z.]+|\/|$)/, // "x": any file
  /\$/, // a shell variable
];

/**
 * A decision is history: a path it cites may since have moved or gone, when the document says so right
 * after it: `old/path` (now `new/path`), `old/path` (removed by decision 0060); or before it: "moved
 * from `old/path`".
 */
const HISTORY_NOTE = /^\s*\((?:now|removed|moved|renamed|since removed|later removed|gone)\b/;
/** Or right before it: moved from `old/path` to `new/path`. */
const HISTORY_BEFORE = /\b(?:moved|renamed|removed) from\s*$/;

interface Citation {
  document: string;
  line: number;
  cited: string;
  resolved: string;
}

function markdownFiles(): string[] {
  const files = ['README.md'];
  const walk = (dir: string) => {
    for (const entry of readdirSync(path.join(ROOT_DIR, dir), { withFileTypes: true })) {
      const relative = `${dir}/${entry.name}`;
      if (entry.isDirectory()) walk(relative);
      else if (entry.name.endsWith('.md')) files.push(relative);
    }
  };
  walk('docs');
  return files;
}

/** Trailing punctuation and line references are not part of the path: `a.ts:12`, `a.ts,`, `a.ts#x`. */
function cleanPath(token: string): string {
  return token
    .replace(/[),.;:]+$/, '')
    .replace(/:\d+(?:-\d+)?$/, '')
    .replace(/#.*$/, '');
}

function citationsOf(document: string): Citation[] {
  const citations: Citation[] = [];
  const text = readFileSync(path.join(ROOT_DIR, document), 'utf8');
  const lines = text.split('\n');
  lines.forEach((lineText, index) => {
    const line = index + 1;
    // Backquoted spans: every word of it that starts like a repo path (`npx vitest run tests/api/a.test.ts`).
    for (const match of lineText.matchAll(/`([^`]+)`/g)) {
      const after = lineText.slice((match.index ?? 0) + match[0].length);
      const before = lineText.slice(0, match.index);
      if (HISTORY_NOTE.test(after) || HISTORY_BEFORE.test(before)) continue;
      for (const word of (match[1] ?? '').split(/[\s=(]+/)) {
        const cited = cleanPath(word.replace(/^\.\//, ''));
        if (PLACEHOLDERS.some((pattern) => pattern.test(cited)) || NOT_OURS.test(cited)) continue;
        if (REPO_PATH.test(cited)) citations.push({ document, line, cited, resolved: cited });
        else if (SHORT_PATH.test(cited)) {
          const base = SHORT_PATH_BASES.find((at) => existsSync(path.join(ROOT_DIR, at, cited)));
          citations.push({ document, line, cited, resolved: `${base ?? 'src/'}${cited}` });
        }
      }
    }
    // Links: [text](target), relative to the document unless it starts at the repository's root.
    for (const match of lineText.matchAll(/\]\(([^)\s]+)\)/g)) {
      const target = match[1] ?? '';
      if (/^[a-z][a-z+.-]*:/i.test(target) || target.startsWith('#')) continue;
      const cited = target.replace(/#.*$/, '');
      if (!cited || PLACEHOLDERS.some((pattern) => pattern.test(cited))) continue;
      const resolved = path.posix.normalize(path.posix.join(path.posix.dirname(document), cited));
      citations.push({ document, line, cited, resolved });
    }
  });
  return citations;
}

const documents = markdownFiles();

describe('the documents', () => {
  it('cite only paths that exist', () => {
    const missing = documents
      .flatMap(citationsOf)
      .filter(({ resolved }) => !existsSync(path.join(ROOT_DIR, resolved)))
      .map(({ document, line, cited }) => `${document}:${line}: ${cited}`);
    expect(missing).toEqual([]);
  });

  it('are all read by this test (a document outside docs/ would be missed)', () => {
    expect(documents).toContain('docs/architecture.md');
    expect(documents).toContain('docs/decisions/README.md');
    expect(documents.filter((document) => document.startsWith('docs/decisions/0')).length).toBeGreaterThan(
      60,
    );
  });
});

describe('the decisions', () => {
  const decisions = documents.filter((document) => /^docs\/decisions\/\d{4}-/.test(document)).sort();
  const index = readFileSync(path.join(ROOT_DIR, 'docs/decisions/README.md'), 'utf8');

  it('each have a short title, then their date and status', () => {
    const wrong = decisions.flatMap((document) => {
      const [title = '', meta = ''] = readFileSync(path.join(ROOT_DIR, document), 'utf8').split('\n');
      const number = path.basename(document).slice(0, 4);
      const problems: string[] = [];
      if (!new RegExp(`^# ${number} [^:;.]+$`).test(title)) problems.push(`title "${title}"`);
      // Later decisions are linked: amended by [0044](0044-import-direction-in-full.md), [0060](…).
      const linked = String.raw`\[\d{4}\]\(\d{4}-[a-z0-9-]+\.md\)`;
      const status = new RegExp(
        String.raw`^Date: \d{4}-\d{2}-\d{2} · Status: (accepted|(amended|superseded) by ${linked}(, ${linked})*)$`,
      );
      if (!status.test(meta)) problems.push(`second line "${meta}"`);
      return problems.map((problem) => `${document}: ${problem}`);
    });
    expect(wrong).toEqual([]);
  });

  it('are each listed in docs/decisions/README.md', () => {
    const unlisted = decisions
      .map((document) => path.basename(document))
      .filter((file) => !index.includes(`](${file})`));
    expect(unlisted).toEqual([]);
  });
});

describe('README.md', () => {
  const readme = readFileSync(path.join(ROOT_DIR, 'README.md'), 'utf8');

  it('lists every environment variable the server reads, and every one of .env.example', () => {
    const example = readFileSync(path.join(ROOT_DIR, '.env.example'), 'utf8');
    const fromExample = [...example.matchAll(/^#?\s*([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1] ?? '');
    const variables = new Set([...Object.keys(ConfigSchema.shape), ...fromExample]);
    const unlisted = [...variables].filter((name) => !readme.includes(`\`${name}\``));
    expect(unlisted).toEqual([]);
  });
});
