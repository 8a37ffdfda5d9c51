import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import type { Db } from '#db/client.ts';
import { testDatabases } from '#testing/databases.ts';
import type { AccountRef } from './accounts.ts';
import { isLedgerError } from './errors.ts';
import type { LedgerErrorCode } from './errors.ts';
import { placeHold, postHold, voidHold } from './holds.ts';
import { checkInvariants } from './invariants.ts';
import { transfer, transferMany } from './transfer.ts';
import type { TransferInput } from './transfer.ts';
import { balancesOf, newKey, openFundedMember, useLedgerDatabase } from './ledger.testing.ts';

/**
 * Random sequences of transfers, multi-leg transfers, holds, posts, voids and replays, checked step by
 * step against a model that only knows the rules: member accounts never go below zero, system accounts
 * may, a key moves money once, a hold resolves once.
 */
const amount = fc.bigInt({ min: 1n, max: 3_000n });
const accountIndex = fc.nat({ max: 5 });
const memberIndex = fc.nat({ max: 3 });

const step = fc.oneof(
  fc.record({ kind: fc.constant('transfer' as const), from: accountIndex, to: accountIndex, amount }),
  fc.record({
    kind: fc.constant('many' as const),
    legs: fc.array(fc.record({ from: accountIndex, to: accountIndex, amount }), {
      minLength: 2,
      maxLength: 3,
    }),
  }),
  fc.record({ kind: fc.constant('hold' as const), from: memberIndex, amount }),
  fc.record({ kind: fc.constant('post' as const), hold: fc.nat() }),
  fc.record({ kind: fc.constant('void' as const), hold: fc.nat() }),
  fc.record({ kind: fc.constant('replay' as const), earlier: fc.nat(), tamper: fc.boolean() }),
);
type Step = typeof step extends fc.Arbitrary<infer S> ? S : never;

type ModelHold = { key: string; from: number; amount: bigint; status: 'pending' | 'posted' | 'voided' };

const PENDING = 6;
const PAYOUT = 4;

class Model {
  readonly accounts: AccountRef[];
  balance: bigint[] = [];
  readonly holds: ModelHold[] = [];
  readonly done: TransferInput[] = [];

  constructor(members: [number, number]) {
    const [a, b] = members;
    this.accounts = [
      { member: a, wallet: 1 },
      { member: a, wallet: 2 },
      { member: b, wallet: 1 },
      { member: b, wallet: 3 },
      { system: 'gateway_cash' },
      { system: 'lotto_stakes' },
      { system: 'withdrawals_pending' },
    ];
  }

  isMember = (i: number) => i < 4;

  /** What the ledger must answer to a single transfer, applying it to the model when it succeeds. */
  expectTransfer(from: number, to: number, value: bigint, funded = this.balance): LedgerErrorCode | 'ok' {
    if (from === to) return 'SAME_ACCOUNT';
    if (this.isMember(from) && funded[from]! < value) return 'INSUFFICIENT_FUNDS';
    funded[from]! -= value;
    funded[to]! += value;
    return 'ok';
  }
}

async function outcomeOf(work: Promise<unknown>): Promise<LedgerErrorCode | 'ok'> {
  try {
    await work;
    return 'ok';
  } catch (err) {
    if (isLedgerError(err)) return err.code;
    throw err;
  }
}

async function run(db: Db, model: Model, s: Step): Promise<void> {
  const input = (from: number, to: number, value: bigint): TransferInput => ({
    key: newKey('prop'),
    from: model.accounts[from]!,
    to: model.accounts[to]!,
    amount: value,
    reason: 'operator_adjustment',
    memo: 'property',
    createdBy: 'property',
    at: new Date(),
  });

  if (s.kind === 'transfer') {
    const t = input(s.from, s.to, s.amount);
    const expected = model.expectTransfer(s.from, s.to, s.amount);
    expect(await outcomeOf(transfer(db, t))).toBe(expected);
    if (expected === 'ok') model.done.push(t);
  } else if (s.kind === 'many') {
    const legs = s.legs.map((l) => input(l.from, l.to, l.amount));
    const trial = [...model.balance];
    // Malformed legs are refused before anything moves; then the legs run in order until one fails.
    const malformed = s.legs.some((l) => l.from === l.to);
    const results = malformed ? [] : s.legs.map((l) => model.expectTransfer(l.from, l.to, l.amount, trial));
    const expected = malformed ? 'SAME_ACCOUNT' : (results.find((r) => r !== 'ok') ?? 'ok');
    expect(await outcomeOf(transferMany(db, legs))).toBe(expected);
    if (expected === 'ok') model.balance = trial;
  } else if (s.kind === 'hold') {
    const key = newKey('prop-hold');
    const expected = model.expectTransfer(s.from, PENDING, s.amount);
    const placing = placeHold(db, {
      key,
      from: model.accounts[s.from]!,
      pending: model.accounts[PENDING]!,
      amount: s.amount,
      reason: 'withdraw',
      createdBy: 'property',
      at: new Date(),
    });
    expect(await outcomeOf(placing)).toBe(expected);
    if (expected === 'ok') model.holds.push({ key, from: s.from, amount: s.amount, status: 'pending' });
  } else if (s.kind === 'post' || s.kind === 'void') {
    const hold = model.holds[s.hold % Math.max(model.holds.length, 1)];
    if (!hold) return;
    const wanted = s.kind === 'post' ? 'posted' : 'voided';
    const resolving =
      s.kind === 'post'
        ? postHold(db, { key: hold.key, to: model.accounts[PAYOUT]!, createdBy: 'property', at: new Date() })
        : voidHold(db, { key: hold.key, reason: 'withdraw_refund', createdBy: 'property', at: new Date() });
    const expected = hold.status === 'pending' || hold.status === wanted ? 'ok' : 'HOLD_ALREADY_RESOLVED';
    expect(await outcomeOf(resolving)).toBe(expected);
    if (hold.status === 'pending') {
      model.expectTransfer(PENDING, s.kind === 'post' ? PAYOUT : hold.from, hold.amount);
      hold.status = wanted;
    }
  } else {
    const earlier = model.done[s.earlier % Math.max(model.done.length, 1)];
    if (!earlier) return;
    const before = await balancesOf(db, model.accounts);
    const replay = s.tamper ? { ...earlier, amount: earlier.amount + 1n } : earlier;
    expect(await outcomeOf(transfer(db, replay))).toBe(s.tamper ? 'IDEMPOTENCY_CONFLICT' : 'ok');
    expect(await balancesOf(db, model.accounts)).toEqual(before);
  }
}

describe.each(testDatabases())('ledger properties on $kind', (target) => {
  const { db } = useLedgerDatabase(target);

  it('after every step of any sequence the invariants hold and balances follow the rules', async () => {
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 40 }), async (steps) => {
        const members: [number, number] = [
          await openFundedMember(db(), 5_000n),
          await openFundedMember(db(), 2_000n),
        ];
        const model = new Model(members);
        model.balance = await balancesOf(db(), model.accounts);
        for (const s of steps) {
          await run(db(), model, s);
          expect(await checkInvariants(db())).toEqual([]);
          expect(await balancesOf(db(), model.accounts)).toEqual(model.balance);
        }
      }),
      { numRuns: 30 },
    );
  }, 120_000);
});
