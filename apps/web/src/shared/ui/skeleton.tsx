/**
 * A placeholder with the size of what is loading, so nothing shifts when it arrives. A span, so it
 * may stand in for text inside a paragraph as well as for a block.
 */
export function Skeleton({ className = '' }: { className?: string }) {
  return <span aria-hidden="true" className={`block animate-pulse rounded-lg bg-ink-700 ${className}`} />;
}
