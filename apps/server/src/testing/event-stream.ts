/**
 * A server-sent events client over fetch for tests: collects the JSON of every `data:` line as it
 * arrives, and the comment lines (keep-alives) apart. `opened` resolves once the first bytes came,
 * which for the member events means the stream is subscribed.
 */
export async function readEventStream<T>(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: T[] = [];
  const comments: string[] = [];
  let firstBytes!: () => void;
  const opened = new Promise<void>((resolve) => (firstBytes = resolve));
  const done = (async () => {
    if (!res.body) return;
    const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
    let buffer = '';
    try {
      for (;;) {
        const { value, done: finished } = await reader.read();
        if (finished) break;
        firstBytes();
        buffer += value;
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          for (const line of block.split('\n')) {
            if (line.startsWith('data: ')) events.push(JSON.parse(line.slice(6)) as T);
            else if (line.startsWith(':')) comments.push(line);
          }
        }
      }
    } catch {
      // aborted by the test
    }
    firstBytes();
  })();
  const until = async (check: () => boolean, ms = 5_000) => {
    const start = Date.now();
    while (!check()) {
      if (Date.now() - start > ms)
        throw new Error(`timed out after ${ms} ms; events: ${JSON.stringify(events)}`);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { res, events, comments, opened, ended: done, until, close: () => controller.abort() };
}
