import { wheelReport } from '#wheel';
import type { OperatorCommand } from '../command.ts';

/**
 * Each wheel's expected prize per spin from its weights next to the observed average over every spin so
 * far (docs/rules/wheel.md#report); read-only, so nothing is audited.
 */
const wheelReportCommand: OperatorCommand = {
  name: 'wheel:report',
  summary: "each wheel's expected prize per spin from its weights and the observed average so far",
  usage: '[--json]',
  async run({ db, flags, print }) {
    const rows = await wheelReport(db);
    if (flags.json === true) {
      print(JSON.stringify({ ok: true, wheels: rows }));
      return 0;
    }
    if (rows.length === 0) print('no wheel is configured');
    for (const w of rows) {
      print(`wheel #${w.wheel_id} tab ${w.tab} ${w.name}: ${w.spins} spins`);
      print(`  per spin      credit ฿      points      free spins`);
      print(
        `  expected  ${w.expected.credit_baht.padStart(12)}  ${w.expected.points.padStart(10)}  ${w.expected.spins.padStart(14)}`,
      );
      print(
        `  observed  ${w.observed.credit_baht.padStart(12)}  ${w.observed.points.padStart(10)}  ${w.observed.spins.padStart(14)}`,
      );
      for (const s of w.segments) {
        print(
          `  [${s.position}] ${s.label}: weight ${s.weight} (${s.expected_share}), drawn ${s.observed} times`,
        );
      }
    }
    return 0;
  },
};

export default wheelReportCommand;
