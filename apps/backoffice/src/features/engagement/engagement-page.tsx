import { engagementCalls } from '@ug99/contract';
import { lazy, Suspense } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useCan } from '#bo/app/session.ts';
import { Loading, PageHeader, Tabs } from '#bo/shared/ui.tsx';
import { te } from './th.ts';

const QuestsTab = lazy(async () => ({ default: (await import('./quests-tab.tsx')).QuestsTab }));
const WheelTab = lazy(async () => ({ default: (await import('./wheel-tab.tsx')).WheelTab }));
const ShopTab = lazy(async () => ({ default: (await import('./shop-tab.tsx')).ShopTab }));
const PollsTab = lazy(async () => ({ default: (await import('./polls-tab.tsx')).PollsTab }));
const PointsTab = lazy(async () => ({ default: (await import('./points-tab.tsx')).PointsTab }));

type Tab = keyof typeof te.tabs;

/**
 * The engagement screen (docs/BACKOFFICE.md#engagement): quests, the wheel, the points shop, polls and
 * points adjustments, one tab each, shown to the roles whose calls they make (finance sees points only).
 */
export function EngagementPage() {
  const { tab } = useParams();
  const navigate = useNavigate();
  const allowed: Record<Tab, boolean> = {
    quests: useCan(engagementCalls.quests),
    wheel: useCan(engagementCalls.wheels),
    shop: useCan(engagementCalls.shopItems),
    polls: useCan(engagementCalls.polls),
    points: useCan(engagementCalls.adjustPoints),
  };
  const tabs = (Object.keys(te.tabs) as Tab[]).filter((k) => allowed[k]);
  const current = tabs.find((k) => k === tab) ?? tabs[0];
  return (
    <>
      <PageHeader title={te.title} />
      {current ? (
        <>
          <Tabs
            label={te.tabsLabel}
            value={current}
            options={tabs.map((k) => ({ value: k, label: te.tabs[k] }))}
            onChange={(k) => void navigate(`/engagement/${k}`)}
          />
          <Suspense fallback={<Loading />}>
            {current === 'quests' ? <QuestsTab /> : null}
            {current === 'wheel' ? <WheelTab /> : null}
            {current === 'shop' ? <ShopTab /> : null}
            {current === 'polls' ? <PollsTab /> : null}
            {current === 'points' ? <PointsTab /> : null}
          </Suspense>
        </>
      ) : (
        <Loading />
      )}
    </>
  );
}
