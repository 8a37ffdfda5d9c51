import { useId } from 'react';
import { Controls } from '@/shared/ui/form/index.ts';
import { gamesTh } from '../th.ts';
import { SearchIcon } from './game-icons.tsx';
import type { GameFilter } from './game-rules.ts';

export interface FilterOption {
  value: string;
  label: string;
}

const chipClass =
  'min-h-11 shrink-0 rounded-full border px-4 text-base font-bold transition focus-visible:outline-2 focus-visible:outline-gold-400 aria-pressed:border-gold-400 aria-pressed:bg-gold-400 aria-pressed:text-ink-950 border-ink-600 bg-ink-800 text-ink-100 hover:border-gold-600';

/** One row of choices where exactly one is on ('' = all); scrolls sideways on a phone. */
export function ChipRow({
  label,
  options,
  value,
  onChange,
}: {
  label: string;
  options: FilterOption[];
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div
      role="group"
      aria-label={label}
      className="-mx-3 flex gap-2 overflow-x-auto px-3 pb-1 sm:mx-0 sm:flex-wrap sm:px-0"
    >
      {options.map((option) => (
        <button
          key={option.value}
          type="button"
          aria-pressed={value === option.value}
          onClick={() => onChange(option.value)}
          className={chipClass}
        >
          {option.label}
        </button>
      ))}
    </div>
  );
}

/** The lobby's search box and provider filter (docs/rules/games.md#lobby-lists). */
export function GameFilters({
  providers,
  value,
  onChange,
}: {
  providers: FilterOption[];
  value: GameFilter;
  onChange: (next: GameFilter) => void;
}) {
  const searchId = useId();
  return (
    <Controls className="space-y-3">
      <div className="relative">
        <label htmlFor={searchId} className="sr-only">
          {gamesTh.search}
        </label>
        <SearchIcon className="pointer-events-none absolute top-1/2 left-3 size-5 -translate-y-1/2 text-muted" />
        <input
          id={searchId}
          type="search"
          value={value.search}
          onChange={(event) => onChange({ ...value, search: event.target.value })}
          placeholder={gamesTh.searchPlaceholder}
          enterKeyHint="search"
          className="min-h-11 w-full rounded-xl border border-ink-600 bg-ink-800 py-2 pr-3 pl-10 text-base text-white placeholder:text-muted focus:border-gold-400 focus:outline-none"
        />
      </div>
      {providers.length > 0 && (
        <ChipRow
          label={gamesTh.providerFilter}
          options={[{ value: '', label: gamesTh.allProviders }, ...providers]}
          value={value.provider}
          onChange={(provider) => onChange({ ...value, provider })}
        />
      )}
    </Controls>
  );
}
