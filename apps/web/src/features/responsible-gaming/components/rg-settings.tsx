import { useState } from 'react';
import { rgTh } from '../th.ts';
import { formatThaiDateTime } from '@/shared/format/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { useRgSettings } from '../api/get-settings.ts';
import { CoolOffForm } from './cool-off-form.tsx';
import { LimitsForm } from './limits-form.tsx';
import { RealityCheckForm } from './reality-check-form.tsx';
import { SelfExclusionForm } from './self-exclusion-form.tsx';

/** Active cool-off or self-exclusion, said plainly at the top of the section. */
function ActiveBreak({
  coolOffUntil,
  excludedUntil,
}: {
  coolOffUntil: string | null;
  excludedUntil: string | null;
}) {
  // The moment the page opened: a break that ended since then is for the server to say on the next load.
  const [now] = useState(() => Date.now());
  const lines = [
    excludedUntil &&
      Date.parse(excludedUntil) > now &&
      rgTh.selfExcludedUntil(formatThaiDateTime(excludedUntil)),
    coolOffUntil && Date.parse(coolOffUntil) > now && rgTh.coolingOffUntil(formatThaiDateTime(coolOffUntil)),
  ].filter(Boolean);
  if (lines.length === 0) return null;
  return (
    <div
      role="status"
      className="mb-4 rounded-xl border border-gold-500/60 bg-gold-600/15 p-3 text-base text-gold-300"
    >
      {lines.map((line) => (
        <p key={String(line)}>{line}</p>
      ))}
    </div>
  );
}

/**
 * Responsible-gaming settings on the profile page (docs/rules/responsible-gaming.md#settings-page), one card
 * per kind of protection.
 */
export function RgSettings() {
  const { data } = useRgSettings();
  if (!data) {
    return (
      <Card title={rgTh.heading}>
        <Skeleton className="h-64 w-full" />
      </Card>
    );
  }
  // Each form starts again from the server's answer after a save (the key changes with it).
  const limitsKey = JSON.stringify([data.deposit_limits, data.loss_limits]);
  return (
    <div className="space-y-4">
      <Card title={rgTh.heading} intro={rgTh.intro}>
        <ActiveBreak coolOffUntil={data.cool_off_until} excludedUntil={data.self_excluded_until} />
        <LimitsForm key={limitsKey} settings={data} />
      </Card>
      <Card title={rgTh.realityCheck}>
        <RealityCheckForm key={data.reality_check_minutes} minutes={data.reality_check_minutes} />
      </Card>
      <Card
        title={rgTh.coolOff}
        intro={
          <p>
            {rgTh.coolOffIntro} <strong className="text-gold-300">{rgTh.cannotUndo}</strong>
          </p>
        }
      >
        <CoolOffForm />
      </Card>
      <Card
        title={rgTh.selfExclusion}
        intro={
          <p>
            {rgTh.selfExclusionIntro} <strong className="text-gold-300">{rgTh.cannotUndo}</strong>
          </p>
        }
      >
        <SelfExclusionForm />
      </Card>
    </div>
  );
}
