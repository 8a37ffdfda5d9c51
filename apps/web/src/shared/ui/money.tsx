import { formatTHB } from '../format/money.ts';

/** An amount in baht, in tabular figures so that changing balances do not shift the layout. */
export function Money({ baht, className = '' }: { baht: number; className?: string }) {
  return <span className={`tabular-nums ${className}`}>{formatTHB(baht)}</span>;
}
