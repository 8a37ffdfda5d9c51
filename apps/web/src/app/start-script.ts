/**
 * The one script a page's HTML names (docs/FIRST-LOAD.md#fifth-pass): a classic `async` script at the end
 * of `<body>`, built on its own by `startAfterLoad` in vite.config.ts, which writes the entry and the
 * chunks it imports into its `data-entry` and `data-preload`. It starts the site's code:
 *
 * - on a page the server drew (its data in `#ug99-server-state`), once the page has loaded and its first
 *   screen has been painted.
 *   The markup is already the page, so the HTML, the stylesheet, the fonts and the pictures on the first
 *   screen have the phone's link and CPU to themselves; the code (~130 kB) follows them instead of
 *   sharing the link with them and running before the first frame, which is what delayed the first and
 *   the largest paint by about a second on a slow link.
 * - on any other page (a member's, drawn by the browser), at once.
 */
const data = document.currentScript?.dataset ?? {};

/** Preloads the entry's chunks and loads the entry; without `crossorigin`, as same-origin modules load. */
function start(): void {
  for (const href of (data.preload ?? '').split(' ')) {
    document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));
  }
  document.head.append(Object.assign(document.createElement('script'), { type: 'module', src: data.entry }));
}

/**
 * Resolves after the pictures the page asks for first (`fetchpriority="high"`: the first banner, a lobby's
 * first tiles, the first promotion; the page's largest paint) are decoded and a frame has been painted
 * with them: a requestAnimationFrame callback runs before its frame is painted, so the second one runs
 * after the first frame, and the task it queues after that frame's paint.
 */
async function firstScreenPainted(): Promise<void> {
  const pictures = document.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]');
  await Promise.all([...pictures].map((picture) => picture.decode().catch(() => {})));
  await new Promise((resolve) =>
    requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve))),
  );
}

// An async script delays the `load` event, so it always runs before it.
if (document.getElementById('ug99-server-state')) {
  window.addEventListener('load', () => void firstScreenPainted().then(start), { once: true });
} else start();
