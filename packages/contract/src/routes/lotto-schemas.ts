import { z } from 'zod';
import { failEnvelope, okEnvelope } from '../envelope-schemas.ts';
import {
  lottoBillCancelRequest,
  lottoBillCreated,
  lottoBillCreateRequest,
  lottoBillDetail,
  lottoBillDetailQuery,
  lottoBillList,
  lottoBillListQuery,
  lottoBillValidateRequest,
  lottoLimit,
  lottoLobby,
  lottoPricedBill,
  lottoRateList,
  lottoRatesQuery,
  lottoRatesResult,
  lottoResult,
  lottoResultList,
  lottoResultQuery,
  lottoResultsQuery,
  lottoRound,
  lottoRoundList,
  lottoRoundQuery,
  lottoRoundsQuery,
  lottoRule,
  lottoValidatedBill,
  yeekeeFullList,
  yeekeeList,
  yeekeeListQuery,
  yeekeeShootRequest,
  yeekeeShootResult,
} from '../lotto.ts';
import {
  lottoNumberSet,
  lottoNumberSetDeleted,
  lottoNumberSetIdRequest,
  lottoNumberSetImportRequest,
  lottoNumberSetList,
  lottoNumberSetSaveRequest,
  lottoNumberSetShared,
} from '../lotto-number-sets.ts';
import type { RouteSchemas } from './define.ts';

/** The lobby's success envelope also carries `status: 0` (the spec's lotto lobby convention). */
const lobbyEnvelope = z.union([
  z.object({ error: z.literal(0), status: z.literal(0), data: lottoLobby, message: z.string() }),
  failEnvelope,
]);

/** LOTTO_RATE_CHANGED and LOTTO_NUMBER_CLOSED answer the new pricing as `data`, for the member to confirm. */
const createEnvelope = z.union([
  okEnvelope(lottoBillCreated),
  failEnvelope,
  failEnvelope.extend({ data: lottoPricedBill }),
]);

/**
 * The lotto's calls (docs/LOTTO.md, docs/rules/lotto.md) and the yeekee's (docs/YEEKEE.md): rounds, rates,
 * rules and results are public; bills, number sets and shooting need a session. The bill as a picture and
 * the yeekee feed answer no envelope and stay outside the table (lotto-outside.ts, decisions/0010).
 */
export const lottoRouteSchemas = {
  lobby: {
    auth: 'public',
    summary: 'Categories with their current or next round',
    response: lottoLobby,
    envelope: lobbyEnvelope,
  },
  rounds: {
    auth: 'public',
    summary: 'Rounds: still to bet on by close, or of one status newest first',
    query: lottoRoundsQuery,
    response: lottoRoundList,
  },
  round: {
    auth: 'public',
    summary: 'One round',
    query: lottoRoundQuery,
    response: lottoRound,
  },
  rule: {
    auth: 'public',
    summary: 'A round’s rules in Thai and its limits',
    query: lottoRoundQuery,
    response: lottoRule,
  },
  rate: {
    auth: 'public',
    summary: 'A round’s rate per bet type',
    query: lottoRoundQuery,
    response: lottoRateList,
  },
  rates: {
    auth: 'public',
    summary: 'Rates of every category (or one)',
    query: lottoRatesQuery,
    response: lottoRatesResult,
  },
  limit: {
    auth: 'public',
    summary: 'A round’s closed and reduced-rate numbers',
    query: lottoRoundQuery,
    response: lottoLimit,
  },
  result: {
    auth: 'public',
    summary: 'A round’s result',
    query: lottoResultQuery,
    response: lottoResult,
  },
  results: {
    auth: 'public',
    summary: 'Entered results by draw date and category',
    query: lottoResultsQuery,
    response: lottoResultList,
  },
  validateBill: {
    auth: 'member',
    summary:
      'Prices a bill: rate, potential win and state of every line, and the wallets it may be paid from; writes nothing',
    body: lottoBillValidateRequest,
    response: lottoValidatedBill,
  },
  createBill: {
    auth: 'member',
    summary:
      'Prices the bill again and stakes it from the chosen wallet (main by default); idempotent by request_id',
    body: lottoBillCreateRequest,
    response: lottoBillCreated,
    envelope: createEnvelope,
  },
  cancelBill: {
    auth: 'member',
    summary: "Cancels a pending bill until the round's cancel_until and refunds its stake",
    body: lottoBillCancelRequest,
    response: lottoBillDetail,
  },
  bills: {
    auth: 'member',
    summary: "The member's bills, newest first, by status, category and Bangkok date",
    query: lottoBillListQuery,
    response: lottoBillList,
  },
  bill: {
    auth: 'member',
    summary: "One of the member's bills with its lines, rates and wins",
    query: lottoBillDetailQuery,
    response: lottoBillDetail,
  },
  yeekeeShoot: {
    auth: 'member',
    summary: 'Shoots a 5-digit number into an open yeekee round; one shot per member every 5 s',
    body: yeekeeShootRequest,
    response: yeekeeShootResult,
  },
  yeekeeList: {
    auth: 'public',
    summary: "A yeekee round's latest 50 shots newest first, its running sum and count",
    query: yeekeeListQuery,
    response: yeekeeList,
  },
  yeekeeFullList: {
    auth: 'public',
    summary: "A closed yeekee round's every shot in order and the result computed from them",
    query: yeekeeListQuery,
    response: yeekeeFullList,
  },
  numberSets: {
    auth: 'member',
    summary: "The member's number sets, newest change first, with the limits",
    response: lottoNumberSetList,
  },
  saveNumberSet: {
    auth: 'member',
    summary: 'Saves a number set under its name (a name in use gets the new lines); at most 50 sets',
    body: lottoNumberSetSaveRequest,
    response: lottoNumberSet,
  },
  deleteNumberSet: {
    auth: 'member',
    summary: "Deletes one of the member's number sets",
    body: lottoNumberSetIdRequest,
    response: lottoNumberSetDeleted,
  },
  shareNumberSet: {
    auth: 'member',
    summary: "The share code of one of the member's sets (the same code every time)",
    body: lottoNumberSetIdRequest,
    response: lottoNumberSetShared,
  },
  importNumberSet: {
    auth: 'member',
    summary: "Copies a shared set's lines into a new set of the member; each code once per member",
    body: lottoNumberSetImportRequest,
    response: lottoNumberSet,
  },
} as const satisfies Record<string, RouteSchemas>;
