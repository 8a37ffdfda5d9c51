import { CopyButton } from '@/shared/ui/copy-button.tsx';

/**
 * One line of how to pay: a label, the value in large digits, and a copy button for the bare value. The
 * button sits in a second <dd> of the same group, so the <dl> holds only dt/dd groups (axe `definition-list`).
 */
export function DetailRow({ label, value, copy }: { label: string; value: string; copy?: string }) {
  return (
    <div className="grid grid-cols-[minmax(0,1fr)_auto] items-center gap-x-3 py-2">
      <dt className="col-start-1 text-sm text-muted">{label}</dt>
      <dd className="col-start-1 text-lg font-bold break-all text-white tabular-nums">{value}</dd>
      {copy !== undefined && (
        <dd className="col-start-2 row-span-2 row-start-1">
          <CopyButton value={copy} what={label} />
        </dd>
      )}
    </div>
  );
}
