import { create } from 'zustand';
import { affiliateRoutes } from '@ug99/contract';
import { createJSONStorage, persist } from 'zustand/middleware';
import { callApi } from '../api/index.ts';
import { STORAGE_KEYS } from './keys.ts';

/**
 * The referral code a visitor arrived with (`/?ag=ug99&ref=CODE` or `/register?ref=CODE`), kept so the
 * code survives the way from the home page to /register, also after a reload or a return visit
 * (docs/rules/affiliate.md#referral). The latest link followed wins.
 */
interface ReferralState {
  code: string | null;
  setCode: (code: string) => void;
}

export const useReferralStore = create<ReferralState>()(
  persist(
    (set) => ({
      code: null,
      setCode: (code) => set({ code }),
    }),
    { name: STORAGE_KEYS.referral, storage: createJSONStorage(() => localStorage) },
  ),
);

/** What a referral code may look like; anything else in the address is ignored, never sent. */
const REFERRAL_CODE = /^[A-Za-z0-9]{4,32}$/;

/**
 * Keeps the code and counts the visit (POST /api/affiliate/visit: once per visitor and day on the
 * server). Fire and forget: a visit that is not counted must never disturb the page.
 */
export async function rememberReferral(raw: string): Promise<void> {
  const code = raw.trim().toUpperCase();
  if (!REFERRAL_CODE.test(code)) return;
  useReferralStore.getState().setCode(code);
  await callApi(affiliateRoutes.visit, {
    body: { ref: code },
    toastOnFail: false,
    redirectOnUnauthorized: false,
  }).catch(() => undefined);
}
