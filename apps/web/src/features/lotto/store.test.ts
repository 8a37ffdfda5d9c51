import type { LottoRound } from '@ug99/contract';
import { beforeEach, describe, expect, it } from 'vitest';
import { STORAGE_KEYS } from '@/shared/store/keys.ts';
import { useLottoStore } from './store.ts';
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

  it('keeps only the device sets of before across visits, until they are forgotten', () => {
    const sets = [{ name: 'ชุดเก่า', lines: [{ type: '2top' as const, number: '12' }] }];
    useLottoStore.setState({ numberSets: sets });
    useLottoStore.getState().billValidated(input, pricedBill());
    const stored = JSON.parse(localStorage.getItem(STORAGE_KEYS.lotto) ?? '{}') as {
      state: { numberSets: unknown };
    };
    expect(stored.state).toEqual({ numberSets: sets });
    useLottoStore.getState().forgetDeviceSets();
    expect(JSON.parse(localStorage.getItem(STORAGE_KEYS.lotto) ?? '{}')).toMatchObject({
      state: { numberSets: [] },
    });
  });
});
