import { cashbackTh } from '../th.ts';
import { RebatePage } from '../components/rebate-page.tsx';
import { TurnoverRulesCard } from '../components/rules-card.tsx';

/** /cashback: the daily turnover rebate คืนยอดเทิร์นรายวัน (spec's "daily cashback" menu item). */
export function Component() {
  return (
    <RebatePage
      kind="turnover"
      heading={cashbackTh.turnoverHeading}
      intro={cashbackTh.turnoverIntro}
      rulesCard={(rules) => <TurnoverRulesCard rules={rules} />}
    />
  );
}
