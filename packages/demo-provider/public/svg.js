/* global document */
// A tiny SVG builder for the game pages' art: every drawing is our own shapes, made in the browser
// (no image files, no inline style: colours are SVG attributes, which the page's CSP allows).
const NS = 'http://www.w3.org/2000/svg';

export function svg(tag, attributes = {}, ...children) {
  const node = document.createElementNS(NS, tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, String(value));
  for (const child of children) node.append(child);
  return node;
}

/** A square drawing: `shapes` are [tag, attributes, text?] in a 100 × 100 box. */
export function drawing(shapes, label, viewBox = '0 0 100 100') {
  const root = svg('svg', { viewBox, role: 'img', 'aria-label': label, focusable: 'false' });
  for (const [tag, attributes, text] of shapes) root.append(svg(tag, attributes, ...(text ? [text] : [])));
  return root;
}
