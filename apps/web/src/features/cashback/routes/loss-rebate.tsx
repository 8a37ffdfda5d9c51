import { cashbackTh } from '../th.ts';
import { RebatePage } from '../components/rebate-page.tsx';
import { LossRulesCard } from '../components/rules-card.tsx';

/** /winloss: the weekly loss rebate คืนยอดเสีย (the header's and the member menu's "loss rebate"). */
export function Component() {
  return (
    <RebatePage
      kind="loss"
      heading={cashbackTh.lossHeading}
      intro={cashbackTh.lossIntro}
      rulesCard={(rules) => <LossRulesCard rules={rules} />}
    />
  );
}
