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

/**
 * A number set this browser remembered before sets were kept on the server: the (type, number) pairs of a
 * bill, without amounts, under a name. Nothing saves them any more; the bet form offers them for upload
 * to the member's account once, then forgets them (docs/rules/lotto.md#number-sets).
 */
export interface DeviceNumberSet {
  name: string;
  lines: { type: LottoBetType; number: string }[];
}

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
  /** Sets saved on this device before the server kept them, until the member answers the upload offer. */
  numberSets: DeviceNumberSet[];
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
  /** The member uploaded the device's sets or declined: they are not offered again. */
  forgetDeviceSets: () => void;
}

/**
 * The lotto store of the specification (rounds, results, billDetail, billRate, billCache, billInputData)
 * plus the number sets an older version remembered on this device. Only those are kept across visits
 * (`ug99-lotto`), until they are uploaded or declined: a priced bill is only good for the round and the
 * moment it was priced.
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
      forgetDeviceSets: () => set({ numberSets: [] }),
    }),
    {
      name: STORAGE_KEYS.lotto,
      storage: createJSONStorage(() => localStorage),
      partialize: (state) => ({ numberSets: state.numberSets }),
    },
  ),
);
