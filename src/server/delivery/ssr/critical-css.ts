/**
 * Critical CSS (decision 0022): the rules of the built stylesheet that can apply to a server-rendered
 * page, chosen by the class names its HTML uses. The stylesheet is Tailwind's output: almost every
 * rule is one utility class, so a rule is kept when every class its selector requires is on the page.
 * Anything the page may need later (a menu opened, the header once scrolled, another page reached
 * without a reload) comes with the whole stylesheet, which loads without blocking the first paint.
 */

interface CssNode {
  /** The text before `{` (a selector list or an at-rule's prelude), or a whole `@…;` statement. */
  prelude: string;
  /** Nested rules of a grouping at-rule (@layer, @media, @supports, @container); else undefined. */
  children?: CssNode[];
  /** The block's text between the braces, for rules kept or dropped whole. */
  body?: string;
}

const GROUPING_AT_RULE = /^@(layer|media|supports|container)\b/;

/** Splits CSS into its top-level rules, skipping comments and respecting strings and escapes. */
function parseBlocks(css: string): CssNode[] {
  const nodes: CssNode[] = [];
  let start = 0;
  let i = 0;
  const skipString = (at: number) => {
    const quote = css[at];
    let j = at + 1;
    while (j < css.length && css[j] !== quote) j += css[j] === '\\' ? 2 : 1;
    return j + 1;
  };
  while (i < css.length) {
    const c = css[i];
    if (c === '\\') i += 2;
    else if (c === '"' || c === "'") i = skipString(i);
    else if (c === '/' && css[i + 1] === '*') {
      const end = css.indexOf('*/', i + 2);
      i = end === -1 ? css.length : end + 2;
      start = i;
    } else if (c === ';') {
      const statement = css.slice(start, i + 1).trim();
      if (statement) nodes.push({ prelude: statement });
      i += 1;
      start = i;
    } else if (c === '{') {
      // Find the matching brace.
      let depth = 1;
      let j = i + 1;
      while (j < css.length && depth > 0) {
        const d = css[j];
        if (d === '\\') j += 2;
        else if (d === '"' || d === "'") j = skipString(j);
        else {
          if (d === '{') depth += 1;
          else if (d === '}') depth -= 1;
          j += 1;
        }
      }
      const prelude = css.slice(start, i).trim();
      const body = css.slice(i + 1, j - 1);
      nodes.push(
        GROUPING_AT_RULE.test(prelude) ? { prelude, children: parseBlocks(body) } : { prelude, body },
      );
      i = j;
      start = i;
    } else i += 1;
  }
  return nodes;
}

/** A CSS identifier as written in a selector (`md\:p-4`, `\32 xl\:flex`) → the class name. */
function unescapeIdentifier(escaped: string): string {
  return escaped.replace(/\\([0-9a-fA-F]{1,6}) ?|\\([\s\S])/g, (_, hex: string | undefined, char: string) =>
    hex ? String.fromCodePoint(Number.parseInt(hex, 16)) : char,
  );
}

/** Top-level commas only: `:is(.a, .b)` stays one selector. */
function splitSelectorList(list: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let from = 0;
  for (let i = 0; i < list.length; i++) {
    const c = list[i];
    if (c === '\\') i += 1;
    else if (c === '(' || c === '[') depth += 1;
    else if (c === ')' || c === ']') depth -= 1;
    else if (c === ',' && depth === 0) {
      parts.push(list.slice(from, i));
      from = i + 1;
    }
  }
  parts.push(list.slice(from));
  return parts;
}

/**
 * Removes what a match does not need: `:not(…)`, `:has(…)` and attribute selectors. The insides of
 * `:where(…)` and `:is(…)` stay (Tailwind writes `space-y-4` as `:where(.space-y-4>…)`).
 */
function stripConditions(selector: string): string {
  let out = '';
  let skipDepth = 0;
  let depth = 0;
  for (let i = 0; i < selector.length; i++) {
    const c = selector[i];
    if (c === '\\') {
      if (!skipDepth) out += selector.slice(i, i + 2);
      i += 1;
      continue;
    }
    if (c === '(' || c === '[') {
      depth += 1;
      if (!skipDepth && (c === '[' || /:(not|has)$/.test(selector.slice(0, i)))) skipDepth = depth;
    } else if (c === ')' || c === ']') {
      if (skipDepth === depth) {
        skipDepth = 0;
        depth -= 1;
        continue;
      }
      depth -= 1;
    }
    if (!skipDepth) out += c;
  }
  return out;
}

const CLASS_IN_SELECTOR = /\.((?:\\[0-9a-fA-F]{1,6} ?|\\[\s\S]|[\w-])+)/g;

/** The classes a selector needs on the page (the dark variant's `.dark` is counted as present). */
function requiredClasses(selector: string): string[] {
  return [...stripConditions(selector).matchAll(CLASS_IN_SELECTOR)].map((m) => unescapeIdentifier(m[1]));
}

export interface CriticalCss {
  /** The rules that can apply to a page whose HTML uses these class names. */
  forClasses(classes: ReadonlySet<string>): string;
}

/** Parses the stylesheet once; each call of `forClasses` filters it. */
export function createCriticalCss(css: string): CriticalCss {
  const tree = parseBlocks(css);
  // A selector list's needs, computed once per rule.
  const needs = new WeakMap<CssNode, string[][]>();
  const needsOf = (node: CssNode) => {
    let list = needs.get(node);
    if (!list) {
      list = splitSelectorList(node.prelude).map(requiredClasses);
      needs.set(node, list);
    }
    return list;
  };
  const render = (nodes: CssNode[], classes: ReadonlySet<string>): string => {
    let out = '';
    for (const node of nodes) {
      if (node.children) {
        const inner = render(node.children, classes);
        if (inner) out += `${node.prelude}{${inner}}`;
      } else if (node.body === undefined) {
        out += node.prelude; // `@layer a, b;`, `@import …;`: order and meaning, kept.
      } else if (
        node.prelude.startsWith('@') || // @font-face, @keyframes, @property: apply only when used
        needsOf(node).some((required) => required.every((name) => classes.has(name)))
      ) {
        out += `${node.prelude}{${node.body}}`;
      }
    }
    return out;
  };
  // Pages of one kind use one set of classes until their content changes what they show, so a rebuild
  // after a write usually asks for a set it has seen: the filtered CSS is kept for the last few sets.
  const recent = new Map<string, string>();
  return {
    forClasses: (classes) => {
      const key = [...classes].sort().join(' ');
      let css = recent.get(key);
      if (css === undefined) {
        css = render(tree, classes);
        if (recent.size >= RECENT_CLASS_SETS) recent.delete(recent.keys().next().value as string);
      }
      recent.delete(key);
      recent.set(key, css);
      return css;
    },
  };
}

/** How many class sets' critical CSS is kept (a few per public page is plenty). */
const RECENT_CLASS_SETS = 32;

const HTML_ENTITY: Record<string, string> = {
  '&amp;': '&',
  '&quot;': '"',
  '&#x27;': "'",
  '&lt;': '<',
  '&gt;': '>',
};

/** The class names used by server-rendered HTML (React writes them as `class="…"`). */
export function classNamesIn(html: string): Set<string> {
  const classes = new Set<string>();
  // A page repeats its class attributes many times over (list items, icons): each is split once.
  const seen = new Set<string>();
  for (const match of html.matchAll(/\bclass="([^"]*)"/g)) {
    if (seen.has(match[1])) continue;
    seen.add(match[1]);
    const value = match[1].replace(/&(amp|quot|#x27|lt|gt);/g, (entity) => HTML_ENTITY[entity]);
    for (const name of value.split(/\s+/)) if (name) classes.add(name);
  }
  return classes;
}
