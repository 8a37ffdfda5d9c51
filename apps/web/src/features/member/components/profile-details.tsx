import type { ReactNode } from 'react';
import { memberTh } from '../th.ts';
import { formatThaiDate } from '@/shared/format/index.ts';
import { useUserInfo } from '@/shared/session/index.ts';
import { Card } from '@/shared/ui/card.tsx';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { VipIcon, vipLabel } from './vip.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-0.5 border-b border-ink-700 py-2.5 last:border-b-0">
      <dt className="text-base text-muted">{label}</dt>
      <dd className="text-base font-medium break-all text-white">{children}</dd>
    </div>
  );
}

/** Who the member is, as registered (docs/rules/accounts.md#registration). */
export function ProfileDetails() {
  const { data } = useUserInfo();
  const t = memberTh.profile;
  return (
    <Card title={t.detailsHeading}>
      {data ? (
        <dl>
          <Row label={t.username}>
            <span className="tabular-nums">{data.user.username}</span>
          </Row>
          <Row label={t.name}>
            {data.user.first_name} {data.user.last_name}
          </Row>
          <Row label={t.level}>
            <span className="inline-flex items-center gap-2">
              <VipIcon level={data.user.vip_level} className="size-7" />
              {vipLabel(data.user.vip_level)}
            </span>
          </Row>
          <Row label={t.lineId}>{data.user.line_id || <span className="text-muted">{t.noLineId}</span>}</Row>
          <Row label={t.referralCode}>
            <span className="font-mono tracking-wider text-gold-300">{data.user.referral_code}</span>
          </Row>
          <Row label={t.memberSince}>{formatThaiDate(data.user.created_at)}</Row>
        </dl>
      ) : (
        <div aria-hidden="true" className="space-y-3">
          {Array.from({ length: 6 }, (_, i) => (
            <Skeleton key={i} className="h-7 w-full" />
          ))}
        </div>
      )}
    </Card>
  );
}
