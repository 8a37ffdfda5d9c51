import type {
  LottoBetType,
  LottoBillValidateRequest,
  LottoPricedBill,
  LottoRound,
  LottoValidatedBill,
} from '@ug99/contract';
import type { z } from 'zod';
import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';
import { STORAGE_KEYS } from '@/shared/store/keys.ts';
import type { lottoBillDetail, lottoResultList } from '@ug99/contract';
import type { LottoTypeRate } from './api/types.ts';

export type LottoBillDetail = z.infer<typeof lottoBillDetail>;
export type LottoResultList = z.infer<typeof lottoResultList>;

/** A remembered number set: the (type, number) pairs of a bill, without amounts, under a name. */
export interface NumberSet {
  name: string;
  lines: { type: LottoBetType; number: string }[];
}

/** At most this many sets are remembered; saving one more forgets the oldest. */
export const MAX_NUMBER_SETS = 20;

interface LottoState {
  /** Rounds fetched in this visit, by id (the spec's `rounds`). */
  rounds: Record<number, LottoRound>;
  /** The last results list fetched (the spec's `results`). */
  results: LottoResultList;
  /** The bill last opened on the bills page (the spec's `billDetail`). */
  billDetail: LottoBillDetail | null;
  /** The rates of the round being bet on (the spec's `billRate`). */
  billRate: LottoTypeRate[];
  /** The priced bill of the last successful validation (the spec's `billCache`). */
  billCache: LottoValidatedBill | null;
  /** The input that was priced (the spec's `billInputData`): what create sends. */
  billInputData: LottoBillValidateRequest | null;
  numberSets: NumberSet[];
  /** A round was fetched: its page starts from an empty bill (docs/LOTTO.md, "Pages"). */
  roundFetched: (round: LottoRound) => void;
  /** Validation answered error 0: the priced bill and its input are kept for create. */
  billValidated: (input: LottoBillValidateRequest, priced: LottoValidatedBill) => void;
  /**
   * Create answered rate_changed with new pricing: it replaces the cached bill, the input stays, and so
   * do the wallets validate offered (the new pricing does not carry them).
   */
  billRepriced: (priced: LottoPricedBill) => void;
  /** The bill was created (or abandoned): nothing is cached any more. */
  clearBill: () => void;
  setBillRate: (rates: LottoTypeRate[]) => void;
  setResults: (results: LottoResultList) => void;
  setBillDetail: (detail: LottoBillDetail | null) => void;
  saveNumberSet: (set: NumberSet) => void;
  removeNumberSet: (name: string) => void;
}

/**
 * The lotto store of the specification (rounds, results, billDetail, billRate, billCache, billInputData)
 * plus the remembered number sets. Only the number sets are kept across visits (`ug99-lotto`): a priced
 * bill is only good for the round and the moment it was priced.
 */
export const useLottoStore = create<LottoState>()(
  persist(
    (set) => ({
      rounds: {},
      results: [],
      billDetail: null,
      billRate: [],
      billCache: null,
      billInputData: null,
      numberSets: [],
      roundFetched: (round) =>
        set((state) => ({
          rounds: { ...state.rounds, [round.round_id]: round },
          billCache: null,
          billInputData: null,
        })),
      billValidated: (input, priced) => set({ billInputData: input, billCache: priced }),
      billRepriced: (priced) =>
        set((state) => ({
          billCache: state.billCache?.wallets ? { ...priced, wallets: state.billCache.wallets } : priced,
        })),
      clearBill: () => set({ billCache: null, billInputData: null }),
      setBillRate: (billRate) => set({ billRate }),
      setResults: (results) => set({ results }),
      setBillDetail: (billDetail) => set({ billDetail }),
      saveNumberSet: (next) =>
        set((state) => ({
          // The same name replaces the older set; the newest set comes first.
          numberSets: [next, ...state.numberSets.filter((s) => s.name !== next.name)].slice(
            0,
            MAX_NUMBER_SETS,
          ),
        })),
      removeNumberSet: (name) =>
        set((state) => ({ numberSets: state.numberSets.filter((s) => s.name !== name) })),
    }),
    {
      name: STORAGE_KEYS.lotto,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ numberSets: state.numberSets }),
    },
  ),
);
