import type {
  lottoBillDetail,
  lottoBillList,
  lottoBillSummary,
  lottoCategoryRates,
  lottoLimit,
  lottoLobby,
  lottoLobbyItem,
  lottoResult,
  lottoResultList,
  lottoRule,
  lottoTypeRate,
} from '@ug99/contract';
import type { z } from 'zod';

/** The contract's lotto payloads as types (type-only: no zod reaches the page's chunk from here). */
export type LottoLobby = z.infer<typeof lottoLobby>;
export type LottoLobbyItem = z.infer<typeof lottoLobbyItem>;
export type LottoCategoryRates = z.infer<typeof lottoCategoryRates>;
export type LottoLimit = z.infer<typeof lottoLimit>;
export type LottoRule = z.infer<typeof lottoRule>;
export type LottoBillList = z.infer<typeof lottoBillList>;
export type LottoBillSummary = z.infer<typeof lottoBillSummary>;
export type LottoBillDetail = z.infer<typeof lottoBillDetail>;
export type LottoResult = z.infer<typeof lottoResult>;
export type LottoResultList = z.infer<typeof lottoResultList>;
export type LottoTypeRate = z.infer<typeof lottoTypeRate>;
