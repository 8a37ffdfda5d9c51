import type { LottoRound, YeekeeShot } from '@ug99/contract';
import type { YeekeeFullList, YeekeeList } from '../api/yeekee-types.ts';
import { round } from './fixtures.ts';

export const yeekeeCategory = {
  category_id: 9,
  code: 'yeekee' as const,
  name: 'หวยยี่กี',
  image: '/media/lotto/yeekee.svg',
};

export function yeekeeRound(overrides: Partial<LottoRound> = {}): LottoRound {
  return round({ round_id: 21, title: 'ยี่กี รอบที่ 5', category: yeekeeCategory, ...overrides });
}

export function shot(seq: number, number: string, member = '08x-xxx-5678'): YeekeeShot {
  return { seq, number, member, at: new Date(Date.UTC(2026, 10, 21, 3, 0, seq)).toISOString() };
}

/** The numbers given as shots 1..n. */
export const shotsOf = (numbers: string[]) => numbers.map((n, i) => shot(i + 1, n));

export function yeekeeList(shots: YeekeeShot[], overrides: Partial<YeekeeList> = {}): YeekeeList {
  return {
    round_id: 21,
    status: 'open',
    close_at: yeekeeRound().close_at,
    shots: [...shots].reverse().slice(0, 50),
    sum: shots.reduce((s, x) => s + Number(x.number), 0),
    count: shots.length,
    ...overrides,
  };
}

export function yeekeeFullList(shots: YeekeeShot[], overrides: Partial<YeekeeFullList> = {}): YeekeeFullList {
  return {
    round_id: 21,
    status: 'resulted',
    close_at: new Date(Date.now() - 60_000).toISOString(),
    shots,
    sum: shots.reduce((s, x) => s + Number(x.number), 0),
    count: shots.length,
    result: null,
    ...overrides,
  };
}

/**
 * A stand-in for the browser's EventSource (jsdom has none): each opened feed is kept so a test can push
 * events into it or drop it.
 */
export class FakeEventSource {
  static opened: FakeEventSource[] = [];
  readonly url: string;
  closed = false;
  private listeners = new Map<string, ((event: MessageEvent) => void)[]>();

  constructor(url: string) {
    this.url = url;
    FakeEventSource.opened.push(this);
  }

  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener]);
  }

  close() {
    this.closed = true;
  }

  /** A server-sent event: unnamed (`message`) unless `name` is given. */
  push(data: unknown, name = 'message') {
    for (const listener of this.listeners.get(name) ?? []) {
      listener(new MessageEvent(name, { data: JSON.stringify(data) }));
    }
  }

  open() {
    for (const listener of this.listeners.get('open') ?? []) listener(new MessageEvent('open'));
  }

  drop() {
    for (const listener of this.listeners.get('error') ?? []) listener(new MessageEvent('error'));
  }

  static latest(): FakeEventSource {
    const source = FakeEventSource.opened.at(-1);
    if (!source) throw new Error('no feed opened');
    return source;
  }
}
