// Drafts are sanitised by the server; the browser checks again before showing one, so a
// draft can never carry a script or a link into the page whatever the server sent.
const ALLOWED = new Set([
  'ARTICLE',
  'SECTION',
  'H1',
  'H2',
  'H3',
  'H4',
  'P',
  'BR',
  'HR',
  'STRONG',
  'B',
  'EM',
  'I',
  'U',
  'OL',
  'UL',
  'LI',
  'MARK',
  'BLOCKQUOTE',
]);
const DROPPED = new Set(['SCRIPT', 'STYLE', 'IFRAME', 'OBJECT', 'EMBED', 'TEMPLATE', 'NOSCRIPT']);

function clean(node: Node, into: Node, doc: Document) {
  for (const child of Array.from(node.childNodes)) {
    if (child.nodeType === Node.TEXT_NODE) {
      into.appendChild(doc.createTextNode(child.textContent ?? ''));
    } else if (child instanceof Element) {
      if (DROPPED.has(child.tagName)) continue;
      if (!ALLOWED.has(child.tagName)) {
        clean(child, into, doc);
        continue;
      }
      const copy = doc.createElement(child.tagName.toLowerCase());
      if (child.tagName === 'MARK' && child.getAttribute('data-gap') === 'true') {
        copy.setAttribute('data-gap', 'true');
      }
      clean(child, copy, doc);
      into.appendChild(copy);
    }
  }
}

/** HTML with only plain structure and emphasis left: no attributes, scripts, styles or links. */
export function sanitizeHtml(html: string): string {
  const doc = new DOMParser().parseFromString(`<body>${html}</body>`, 'text/html');
  const out = doc.createElement('div');
  clean(doc.body, out, doc);
  return out.innerHTML;
}
