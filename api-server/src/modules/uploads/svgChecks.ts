import { DOMParser, onWarningStopParsing, type Document, type Element, type Node } from '@xmldom/xmldom';

const SVG = 'http://www.w3.org/2000/svg';
/** The namespaces an attribute of a logo may be in, besides none. */
const attributeNamespaces = new Set([
  'http://www.w3.org/1999/xlink',
  'http://www.w3.org/XML/1998/namespace',
  'http://www.w3.org/2000/xmlns/',
]);

/**
 * SVG elements that run code, hold another document, or change attributes (such as an `href`) after
 * loading. A logo needs none of them.
 */
const activeElements = new Set([
  'script',
  'foreignobject',
  'handler',
  'listener',
  'set',
  'animate',
  'animatemotion',
  'animatetransform',
  'discard',
  'iframe',
  'embed',
  'object',
]);

/** Why a logo's SVG is refused. */
export type SvgProblem =
  | 'not SVG'
  | 'document type declaration'
  | 'processing instruction'
  | 'foreign element'
  | 'active element'
  | 'foreign attribute'
  | 'event-handler attribute'
  | 'external link'
  | 'external style reference'
  | 'script URL';

/** True when text looks like an SVG document (and not a binary file claiming to be one). */
export function looksLikeSvg(text: string): boolean {
  return !text.includes('\u0000') && /<svg[\s>]/i.test(text);
}

function parse(text: string): Document | null {
  try {
    // Every warning stops parsing: a file a strict parser doubts is one a browser may read otherwise.
    return new DOMParser({ onError: onWarningStopParsing }).parseFromString(text, 'image/svg+xml');
  } catch {
    return null;
  }
}

/** Browsers ignore whitespace and control characters inside a URL's scheme (`java\tscript:`). */
const compact = (value: string) => value.replace(/[\s\p{Cc}]+/gu, '').toLowerCase();

function styleProblem(css: string): SvgProblem | null {
  const text = compact(css);
  if (text.includes('@import')) return 'external style reference';
  for (const match of text.matchAll(/url\(["']?([^"')]*)/g)) {
    if (!(match[1] ?? '').startsWith('#')) return 'external style reference';
  }
  if (text.includes('javascript:') || text.includes('expression(')) return 'script URL';
  return null;
}

function attributeProblem(element: Element): SvgProblem | null {
  for (const attribute of Array.from(element.attributes)) {
    const name = (attribute.localName ?? attribute.name).toLowerCase();
    if (attribute.namespaceURI && !attributeNamespaces.has(attribute.namespaceURI))
      return 'foreign attribute';
    if (name.startsWith('on')) return 'event-handler attribute';
    const value = compact(attribute.value);
    if (name === 'href' && !value.startsWith('#') && !/^data:image\/(?:png|jpeg|gif|webp);/.test(value))
      return 'external link';
    const problem = styleProblem(attribute.value);
    if (problem) return problem;
  }
  return null;
}

function nodeProblem(node: Node): SvgProblem | null {
  if (node.nodeType === node.DOCUMENT_TYPE_NODE) return 'document type declaration';
  if (node.nodeType === node.PROCESSING_INSTRUCTION_NODE)
    return node.nodeName === 'xml' ? null : 'processing instruction';
  if (node.nodeType === node.TEXT_NODE || node.nodeType === node.CDATA_SECTION_NODE)
    return styleProblem(node.nodeValue ?? '');
  if (node.nodeType !== node.ELEMENT_NODE) return null;
  const element = node as Element;
  if (element.namespaceURI !== null && element.namespaceURI !== SVG) return 'foreign element';
  if (activeElements.has((element.localName ?? element.nodeName).toLowerCase())) return 'active element';
  return attributeProblem(element);
}

/**
 * Why an SVG cannot be served safely, or null when it can. The file is parsed as XML, so a prefixed
 * element (`<s:script>`) or an escaped attribute is judged as a browser reads it. Files with active
 * content or links to other documents are refused rather than rewritten: a logo needs neither.
 */
export function svgProblem(text: string): SvgProblem | null {
  const document = looksLikeSvg(text) ? parse(text) : null;
  const root = document?.documentElement;
  if (!document || root?.localName !== 'svg') return 'not SVG';
  const pending: Node[] = Array.from(document.childNodes);
  for (let node = pending.pop(); node; node = pending.pop()) {
    const problem = nodeProblem(node);
    if (problem) return problem;
    pending.push(...Array.from(node.childNodes));
  }
  return null;
}
