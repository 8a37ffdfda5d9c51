/** A horizontal progress bar with its accessible value; `percent` is 0–100. */
export function ProgressMeter({
  percent,
  label,
  className = 'h-3',
}: {
  percent: number;
  label: string;
  className?: string;
}) {
  const value = Math.max(0, Math.min(100, Math.round(percent)));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={value}
      className={`w-full overflow-hidden rounded-full bg-ink-700 ${className}`}
    >
      <div
        className="h-full rounded-full bg-gradient-to-r from-gold-600 to-gold-400 transition-[width] duration-700"
        style={{ width: `${value}%` }}
      />
    </div>
  );
}
