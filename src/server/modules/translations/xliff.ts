/**
 * XLIFF 1.2, the file translators' tools read and write (issue 46): a tiny writer that escapes every
 * text, and a small reader for what such tools send back. The reader knows no DTDs: a DOCTYPE (and with
 * it any entity definition) is refused, so no entity is ever expanded; only XML's five named entities
 * and character references are read. Its input is bounded by the import's size limit.
 */

export interface XliffUnit {
  /** `rooms/3/name`: resource, record id, field. */
  id: string;
  source: string;
  target: string;
}

export interface XliffDocument {
  targetLanguage: string;
  units: XliffUnit[];
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};
/** Characters XML 1.0 cannot carry at all, even as references (the owner's texts refuse them anyway). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: these are the characters it removes
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;

/** Text and attribute values escaped; a carriage return kept as a reference (XML reads a bare one as \n). */
const escapeXml = (text: string) =>
  text
    .replace(NOT_XML, '')
    .replace(/[&<>"']/g, (c) => ESCAPES[c] ?? c)
    .replace(/\r/g, '&#13;');

/** One language's units as an XLIFF 1.2 file, English as the source. */
export function writeXliff({ targetLanguage, units }: XliffDocument): string {
  const lines = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<xliff version="1.2" xmlns="urn:oasis:names:tc:xliff:document:1.2">',
    `  <file original="kanimbla-translations" source-language="en" target-language="${escapeXml(targetLanguage)}" datatype="plaintext">`,
    '    <body>',
  ];
  for (const unit of units) {
    lines.push(
      `      <trans-unit id="${escapeXml(unit.id)}" xml:space="preserve">`,
      `        <source>${escapeXml(unit.source)}</source>`,
      `        <target>${escapeXml(unit.target)}</target>`,
      '      </trans-unit>',
    );
  }
  lines.push('    </body>', '  </file>', '</xliff>', '');
  return lines.join('\n');
}

/** A file that is not XLIFF this reader accepts; the message says why. */
export class XliffError extends Error {}

interface XmlElement {
  name: string;
  attributes: Record<string, string>;
  children: XmlNode[];
}
type XmlNode = XmlElement | string;

const NAMED_ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };
const NAME = /^[A-Za-z_][\w.:-]*/;
/** Deeper than any XLIFF file: a guard against a file built to exhaust the stack. */
const MAX_DEPTH = 64;

function decodeEntities(text: string): string {
  if (/&(?![^;&\s]{1,10};)/.test(text)) throw new XliffError('A bare "&" in the text: write it as &amp;');
  return text.replace(/&([^;&\s]{1,10});/g, (whole, entity: string) => {
    if (entity in NAMED_ENTITIES) return NAMED_ENTITIES[entity] as string;
    const code = entity.startsWith('#x')
      ? Number.parseInt(entity.slice(2), 16)
      : entity.startsWith('#')
        ? Number.parseInt(entity.slice(1), 10)
        : Number.NaN;
    if (!Number.isInteger(code) || code < 1 || code > 0x10ffff || (code >= 0xd800 && code <= 0xdfff)) {
      throw new XliffError(
        `Unknown entity ${whole}: only &amp; &lt; &gt; &quot; &apos; and character references`,
      );
    }
    return String.fromCodePoint(code);
  });
}

/** Parses the elements of an XML document (no DTD, no processing beyond the prolog). */
function parseXml(xml: string): XmlElement {
  let at = 0;
  const fail = (why: string): never => {
    const line = xml.slice(0, at).split('\n').length;
    throw new XliffError(`Not a valid XLIFF file (line ${line}): ${why}`);
  };
  const skipMisc = () => {
    for (;;) {
      while (at < xml.length && /\s/.test(xml[at] as string)) at++;
      if (xml.startsWith('<?', at)) {
        const end = xml.indexOf('?>', at);
        if (end === -1) fail('an unclosed <?…?>');
        at = end + 2;
      } else if (xml.startsWith('<!--', at)) {
        const end = xml.indexOf('-->', at + 4);
        if (end === -1) fail('an unclosed comment');
        at = end + 3;
      } else if (xml.startsWith('<!', at) && !xml.startsWith('<![CDATA[', at)) {
        fail('a DOCTYPE or entity declaration, which this import does not read');
      } else return;
    }
  };
  const parseElement = (depth: number): XmlElement => {
    if (depth > MAX_DEPTH) fail('elements nested too deeply');
    if (xml[at] !== '<') fail('an element was expected');
    at++;
    const name = NAME.exec(xml.slice(at, at + 200))?.[0] ?? fail('an element without a name');
    at += name.length;
    const attributes: Record<string, string> = {};
    for (;;) {
      while (/\s/.test(xml[at] ?? '')) at++;
      if (xml.startsWith('/>', at)) {
        at += 2;
        return { name, attributes, children: [] };
      }
      if (xml[at] === '>') {
        at++;
        break;
      }
      const attribute = NAME.exec(xml.slice(at, at + 200))?.[0] ?? fail(`a broken attribute in <${name}>`);
      at += attribute.length;
      while (/\s/.test(xml[at] ?? '')) at++;
      if (xml[at] !== '=') fail(`attribute ${attribute} without a value`);
      at++;
      while (/\s/.test(xml[at] ?? '')) at++;
      const quote = xml[at];
      if (quote !== '"' && quote !== "'") fail(`attribute ${attribute}'s value is not quoted`);
      const end = xml.indexOf(quote as string, at + 1);
      if (end === -1) fail(`attribute ${attribute}'s value is not closed`);
      attributes[attribute] = decodeEntities(xml.slice(at + 1, end));
      at = end + 1;
    }
    const children: XmlNode[] = [];
    for (;;) {
      if (at >= xml.length) fail(`<${name}> is not closed`);
      if (xml.startsWith('</', at)) {
        const end = xml.indexOf('>', at);
        if (end === -1 || xml.slice(at + 2, end).trim() !== name) fail(`</${name}> expected`);
        at = end + 1;
        return { name, attributes, children };
      }
      if (xml.startsWith('<![CDATA[', at)) {
        const end = xml.indexOf(']]>', at);
        if (end === -1) fail('an unclosed CDATA section');
        children.push(xml.slice(at + 9, end));
        at = end + 3;
      } else if (xml.startsWith('<!--', at)) {
        const end = xml.indexOf('-->', at + 4);
        if (end === -1) fail('an unclosed comment');
        at = end + 3;
      } else if (xml.startsWith('<!', at) || xml.startsWith('<?', at)) {
        fail('a declaration inside the document');
      } else if (xml[at] === '<') {
        children.push(parseElement(depth + 1));
      } else {
        const end = xml.indexOf('<', at);
        const text = xml.slice(at, end === -1 ? xml.length : end);
        children.push(decodeEntities(text));
        at += text.length;
      }
    }
  };
  if (xml.charCodeAt(0) === 0xfeff) at = 1; // a byte-order mark
  skipMisc();
  const root = parseElement(0);
  skipMisc();
  if (at < xml.length) fail('text after the document');
  return root;
}

/** An element's name without its namespace prefix. */
const localName = (name: string) => name.slice(name.indexOf(':') + 1);
const elementsOf = (element: XmlElement, name: string) =>
  element.children.filter(
    (child): child is XmlElement => typeof child !== 'string' && localName(child.name) === name,
  );

/** The text of an element; inline markup a tool added (`<g>`, `<mrk>`) is read through to its text. */
function textOf(element: XmlElement): string {
  return element.children.map((child) => (typeof child === 'string' ? child : textOf(child))).join('');
}

/** The `<trans-unit>`s of a body, in document order, those inside `<group>`s too. */
function unitsIn(element: XmlElement): XmlElement[] {
  return element.children.flatMap((child) => {
    if (typeof child === 'string') return [];
    const name = localName(child.name);
    if (name === 'trans-unit') return [child];
    return name === 'group' ? unitsIn(child) : [];
  });
}

/** The units of an XLIFF 1.2 file (every `<file>`'s), and the language it is a translation into. */
export function readXliff(xml: string): XliffDocument {
  const root = parseXml(xml);
  if (localName(root.name) !== 'xliff')
    throw new XliffError('Not an XLIFF file: its root element is not <xliff>');
  const files = elementsOf(root, 'file');
  if (files.length === 0) throw new XliffError('The XLIFF file has no <file> element');
  const targetLanguage = files[0]?.attributes['target-language'] ?? '';
  const units: XliffUnit[] = [];
  for (const file of files) {
    for (const body of elementsOf(file, 'body')) {
      const unitElements = unitsIn(body);
      for (const unit of unitElements) {
        const id = unit.attributes.id;
        if (!id) throw new XliffError('A <trans-unit> has no id');
        const source = elementsOf(unit, 'source')[0];
        const target = elementsOf(unit, 'target')[0];
        units.push({ id, source: source ? textOf(source) : '', target: target ? textOf(target) : '' });
      }
    }
  }
  return { targetLanguage, units };
}
