import { randomUUID } from 'node:crypto';
import { PAYMENT_CHANNELS } from '@ug99/contract';
import { signWebhook } from '@ug99/sandbox-gateway';
import { newRegistration } from '#testing/members.ts';
import { paymentEventBody } from '#testing/payments.ts';

/**
 * The member traffic of `npm run bench:cluster` (docs/CAPACITY.md#bench-cluster): what a member does on
 * a draw evening, sent through nginx as a browser and the payment gateway would. Each worker loops over
 * one member's actions, picked by weight; every HTTP request is timed on its own.
 */

export type Member = { phone: string; password: string; token: string };

/** The first PromptPay sub-channel the site offers a member (the traffic's deposits go through it). */
export async function promptpaySubChannel(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/member/payment/channels`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const body = (await res.json()) as { data?: { kind: string; sub_channels: { id: number }[] }[] };
  const id = body.data?.find((c) => c.kind === 'promptpay')?.sub_channels[0]?.id;
  if (id === undefined) throw new Error(`no PromptPay sub-channel: ${JSON.stringify(body)}`);
  return id;
}
export type Kind = 'browse' | 'login' | 'deposit' | 'bet';

/** Shares of the member actions: mostly reading pages, then bets, deposits, and a few logins. */
export const MIX: Record<Kind, number> = { browse: 0.6, bet: 0.25, deposit: 0.1, login: 0.05 };

/** The calls a page view makes: the HTML, the agent config, banners, the lotto and game lobbies. */
const BROWSE: { method: 'GET' | 'POST'; url: string; body?: object }[] = [
  { method: 'GET', url: '/' },
  { method: 'POST', url: '/api/agent/config', body: { agent_code: 'ug99' } },
  { method: 'GET', url: '/api/banner?agent_code=ug99' },
  { method: 'GET', url: '/api/lotto/lobby' },
  { method: 'GET', url: '/api/game/lobby?category=slot' },
];

/** One timed request; `failure` says why a failed one failed (HTTP status, error code or network). */
export type Sample = { kind: Kind; ms: number; ok: boolean; failure?: string };

export class TrafficClient {
  readonly samples: Sample[] = [];

  constructor(
    private readonly base: string,
    private readonly gatewaySecret: string,
    private readonly roundId: number,
    private readonly promptpaySubChannel: number,
  ) {}

  /** One timed request; a network error or a non-2xx answer or an `error` other than 0 counts as failed. */
  private async request(
    kind: Kind,
    method: string,
    url: string,
    init: { body?: string; headers?: Record<string, string> } = {},
  ) {
    const started = performance.now();
    let ok: boolean;
    let failure: string | undefined;
    let json: { error?: number; data?: Record<string, unknown> } | undefined;
    try {
      const res = await fetch(`${this.base}${url}`, { method, body: init.body, headers: init.headers });
      const text = await res.text();
      json = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : undefined;
      ok = res.ok && (json === undefined || json.error === 0);
      if (!ok) failure = `${kind} ${url.split('?')[0]}: HTTP ${res.status}, error ${json?.error ?? '-'}`;
    } catch (err) {
      ok = false;
      failure = `${kind} ${url}: ${err instanceof Error ? err.message : String(err)}`;
    }
    this.samples.push({ kind, ms: performance.now() - started, ok, ...(failure ? { failure } : {}) });
    return json;
  }

  private json(kind: Kind, url: string, body: object, token?: string) {
    return this.request(kind, 'POST', url, {
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
  }

  async register(): Promise<Member> {
    const form = newRegistration();
    const body = await this.json('login', '/api/register', form);
    const token = body?.data?.access_token;
    if (typeof token !== 'string') throw new Error(`registration failed: ${JSON.stringify(body)}`);
    return { phone: form.phone, password: form.password, token };
  }

  async browse(): Promise<void> {
    for (const call of BROWSE) {
      if (call.body) await this.json('browse', call.url, call.body);
      else await this.request('browse', call.method, call.url);
    }
  }

  async login(m: Member): Promise<void> {
    const body = await this.json('login', '/api/login', { username: m.phone, password: m.password });
    const token = body?.data?.access_token;
    if (typeof token === 'string') m.token = token;
  }

  /** A PromptPay intent, then the gateway's signed webhook for it: the credit path end to end. */
  async deposit(m: Member, baht: number): Promise<void> {
    const qr = await this.json(
      'deposit',
      '/api/payment/generate_qr',
      { channel_id: PAYMENT_CHANNELS.promptpay.id, sub_channel_id: this.promptpaySubChannel, amount: baht },
      m.token,
    );
    const reference = qr?.data?.reference;
    if (typeof reference !== 'string') return;
    const event = paymentEventBody(`evt_bench_${randomUUID()}`, reference, BigInt(baht * 100));
    const timestamp = Math.floor(Date.now() / 1000);
    await this.request('deposit', 'POST', '/api/payment/webhook/sandbox', {
      body: event,
      headers: {
        'content-type': 'application/json',
        'x-gateway-timestamp': String(timestamp),
        'x-gateway-signature': signWebhook(this.gatewaySecret, timestamp, event),
      },
    });
  }

  /** A one-line lotto bill of 1 ฿ on a random two-digit number. */
  async bet(m: Member): Promise<void> {
    const number = String(Math.floor(Math.random() * 100)).padStart(2, '0');
    await this.json(
      'bet',
      '/api/lotto/bill/create',
      {
        round_id: this.roundId,
        agent_id: 1,
        request_id: randomUUID(),
        lines: [{ type: '2top', number, amount: 1 }],
      },
      m.token,
    );
  }

  async act(m: Member): Promise<void> {
    let pick = Math.random();
    for (const [kind, share] of Object.entries(MIX) as [Kind, number][]) {
      pick -= share;
      if (pick > 0) continue;
      if (kind === 'browse') return this.browse();
      if (kind === 'login') return this.login(m);
      if (kind === 'deposit') return this.deposit(m, 100);
      return this.bet(m);
    }
  }
}
