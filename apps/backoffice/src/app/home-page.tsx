import { OPERATOR_ROLE_NAMES } from '@ug99/contract';
import { Card, PageHeader } from '#bo/shared/ui.tsx';
import { th } from '#bo/th.ts';
import { useMe } from './session.ts';

/** The landing page: who is signed in, with what role. */
export function HomePage() {
  const me = useMe();
  if (!me.data) return null;
  return (
    <>
      <PageHeader title={th.layout.home} />
      <Card>
        <p className="text-base">
          {th.layout.welcome} <strong>{me.data.name}</strong>
        </p>
        <p className="text-sm text-slate-600">
          {th.layout.role}: {OPERATOR_ROLE_NAMES[me.data.role]}
        </p>
      </Card>
    </>
  );
}
