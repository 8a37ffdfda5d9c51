import type { LottoRound } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/shared/store/keys.ts';
import { MAX_NUMBER_SETS, useLottoStore } from './store.ts';
import { pricedBill, round } from './test/fixtures.ts';

const input = { round_id: 11, agent_id: 1, lines: [{ type: '2top' as const, number: '58', amount: 10 }] };

beforeEach(() => {
  useLottoStore.setState({ rounds: {}, billCache: null, billInputData: null, numberSets: [] });
});

describe('lotto store', () => {
  it('a successful validation caches the priced bill and its input', () => {
    useLottoStore.getState().billValidated(input, pricedBill());
    expect(useLottoStore.getState().billInputData).toEqual(input);
    expect(useLottoStore.getState().billCache?.total).toBe(10);
  });

  it('fetching a round clears the cached bill and input and remembers the round', () => {
    useLottoStore.getState().billValidated(input, pricedBill());
    const fetched: LottoRound = round();
    useLottoStore.getState().roundFetched(fetched);
    expect(useLottoStore.getState().billCache).toBeNull();
    expect(useLottoStore.getState().billInputData).toBeNull();
    expect(useLottoStore.getState().rounds[fetched.round_id]).toEqual(fetched);
  });

  it('new pricing from rate_changed replaces the cached bill and keeps the input', () => {
    useLottoStore.getState().billValidated(input, pricedBill());
    useLottoStore.getState().billRepriced(pricedBill({ rate: 45 }));
    expect(useLottoStore.getState().billCache?.lines[0]?.rate).toBe(45);
    expect(useLottoStore.getState().billInputData).toEqual(input);
  });

  it('keeps only the number sets across visits, newest first, one per name, at most 20', () => {
    const { saveNumberSet } = useLottoStore.getState();
    for (let i = 0; i < MAX_NUMBER_SETS + 2; i++) saveNumberSet({ name: `ชุด ${i}`, lines: [] });
    saveNumberSet({ name: 'ชุด 21', lines: [{ type: '2top', number: '12' }] });
    const sets = useLottoStore.getState().numberSets;
    expect(sets).toHaveLength(MAX_NUMBER_SETS);
    expect(sets[0]).toEqual({ name: 'ชุด 21', lines: [{ type: '2top', number: '12' }] });
    expect(sets.filter((s) => s.name === 'ชุด 21')).toHaveLength(1);
    useLottoStore.getState().billValidated(input, pricedBill());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.lotto) ?? '{}') as { state: object };
    expect(Object.keys(stored.state)).toEqual(['numberSets']);
  });
});
