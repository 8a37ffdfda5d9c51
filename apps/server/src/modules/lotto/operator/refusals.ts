import type { ErrorKey } from '@ug99/contract';
import { AppError } from '#http/app-error.ts';
import type { Refusal } from '../settlement/service.ts';

/**
 * The lotto's refusals as the back office's calls answer them: its error code and a Thai message the
 * operator can act on (the module's own messages are the command line's English).
 */

const KEYS: Record<Refusal['why'], ErrorKey> = {
  not_found: 'BO_LOTTO_ROUND_NOT_FOUND',
  not_closed: 'BO_LOTTO_NOT_CLOSED',
  voided: 'BO_LOTTO_VOIDED',
  invalid: 'BO_LOTTO_RESULT_INVALID',
  different_result: 'BO_LOTTO_DIFFERENT_RESULT',
  settled: 'BO_LOTTO_HAS_RESULT',
  from_shots: 'BO_LOTTO_FROM_SHOTS',
};

/** parseResult's messages (../settlement/matching.ts), each naming the field to fix. */
const RESULT_MESSAGES: Record<string, string> = {
  'first must be 6 digits': 'รางวัลที่ 1 ต้องเป็นตัวเลข 6 หลัก',
  'front3 must be two 3-digit numbers': 'เลขหน้า 3 ตัวต้องมี 2 รางวัล รางวัลละ 3 หลัก',
  'back3 must be two 3-digit numbers': 'เลขท้าย 3 ตัวต้องมี 2 รางวัล รางวัลละ 3 หลัก',
  'two must be 2 digits': 'เลขท้าย 2 ตัวต้องเป็นตัวเลข 2 หลัก',
  'a government result derives top3 and bottom2; do not give them':
    'หวยรัฐบาลกรอกรางวัลที่ 1 เลขหน้า 3 ตัว เลขท้าย 3 ตัว และเลขท้าย 2 ตัว (3 ตัวบนและ 2 ตัวล่างคำนวณให้)',
  'this category takes only top3 and bottom2': 'หวยประเภทนี้กรอกเฉพาะ 3 ตัวบนและ 2 ตัวล่าง',
  'top3 must be 3 digits': '3 ตัวบนต้องเป็นตัวเลข 3 หลัก',
  'bottom2 must be 2 digits': '2 ตัวล่างต้องเป็นตัวเลข 2 หลัก',
};

export function lottoRefused(refusal: Pick<Refusal, 'why' | 'message'>): AppError {
  const key = KEYS[refusal.why];
  if (refusal.why === 'invalid') return new AppError(key, RESULT_MESSAGES[refusal.message]);
  return new AppError(key);
}
