import { systemClock } from '#shared/clock.ts';
import { adjustPoints, PointsAdjustmentRefused } from '#points';
import { OperatorError, optionalFlag, requireFlag } from '../command.ts';
import type { OperatorCommand } from '../command.ts';

/** Whole points as typed: an optional minus and digits. */
function parsePoints(text: string | undefined): number {
  if (!text || !/^-?\d{1,9}$/.test(text))
    throw new OperatorError('<points> must be whole points such as 500 or -20');
  return Number(text);
}

const pointsAdjust: OperatorCommand = {
  name: 'points:adjust',
  summary: "credit (or with a negative number, take back) a member's points, with a written reason; audited",
  usage: '<phone> <points> --reason "..." [--operator name] [--key retry-key] [--json]',
  async run({ db, config, args, flags, print }) {
    const [phone, points] = args;
    if (!phone) throw new OperatorError('<phone> is required');
    try {
      const result = await adjustPoints(db, {
        agentCode: config.agentCode,
        phone,
        points: parsePoints(points),
        reason: requireFlag(flags, 'reason'),
        // Without --operator, the login name of whoever runs the command.
        operator: optionalFlag(flags, 'operator') ?? process.env.USER ?? 'operator',
        key: optionalFlag(flags, 'key'),
        now: systemClock.now(),
      });
      if (flags.json === true) {
        print(
          JSON.stringify({
            ok: true,
            key: result.key,
            transfer_id: result.transferId,
            replayed: result.replayed,
            points: Number(result.balanceAfter),
          }),
        );
        return 0;
      }
      print(
        result.replayed
          ? `already done with key ${result.key} (transfer #${result.transferId}); nothing changed`
          : `adjusted the points of ${phone}: transfer #${result.transferId}, ${result.balanceAfter} points now`,
      );
      print(`key: ${result.key} (run again with --key ${result.key} to retry safely)`);
      return 0;
    } catch (err) {
      if (err instanceof PointsAdjustmentRefused) throw new OperatorError(err.message);
      throw err;
    }
  },
};

export default pointsAdjust;
