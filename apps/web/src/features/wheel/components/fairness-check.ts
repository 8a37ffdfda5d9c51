import { checkWheelSpin, isOk, type WheelSpinCheck } from '@ug99/contract';
import { wheelTh } from '../th.ts';
import { getWheelHistory } from '../api/fairness.ts';

export type CheckedSpin = { spin_id: number; state: WheelSpinCheck['state']; text: string };

const TAB_NAMES = { 1: wheelTh.tabFree, 2: wheelTh.tabPoints } as const;

/**
 * ตรวจสอบความยุติธรรม (docs/rules/wheel.md#checking-a-spin): loads the member's history and recomputes
 * each spin whose seed is revealed with the contract's `checkWheelSpin` (Web Crypto SHA-256 and HMAC in
 * this browser), the same function the server drew with and `npm run wheel:verify` runs.
 */
export async function checkHistory(): Promise<{ spins: CheckedSpin[] } | { message: string }> {
  // Browsers offer Web Crypto's SHA-256 and HMAC on https and localhost only, not on a plain-http address.
  if (!globalThis.crypto?.subtle) return { message: wheelTh.fairness.needsSecurePage };
  const envelope = await getWheelHistory();
  if (!isOk(envelope)) return { message: envelope.message };
  const { spins, commitments } = envelope.data;
  const byId = new Map(commitments.map((c) => [c.commitment_id, c]));
  const checked = await Promise.all(
    spins.map(async (spin): Promise<CheckedSpin> => {
      const result = await checkWheelSpin(spin, byId.get(spin.commitment_id ?? -1));
      const text =
        spin.nonce === null
          ? wheelTh.fairness.before(spin.label)
          : wheelTh.fairness.spin(TAB_NAMES[spin.tab], String(spin.nonce), spin.label);
      return { spin_id: spin.spin_id, state: result.state, text };
    }),
  );
  return { spins: checked };
}
