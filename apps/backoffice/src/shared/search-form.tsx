import { z } from 'zod';
import { useContractForm } from './form.ts';
import { Button, Field } from './ui.tsx';

/**
 * A list's search box, asked with its button (members, coupons): the list call's own schema of `q` checks
 * what was typed, its Thai message under the box and nothing asked while it refuses; an empty box asks
 * for everything (`onSearch('')`).
 */
export function SearchForm({
  label,
  hint,
  button,
  q,
  initial = '',
  onSearch,
  className = '',
}: {
  label: string;
  hint?: string;
  button: string;
  /** The list query's `q` (`memberSearchQuery.shape.q`). */
  q: z.ZodType<string | undefined>;
  initial?: string;
  onSearch: (q: string) => void;
  className?: string;
}) {
  const form = useContractForm(z.object({ q }), { q: initial });
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const query = form.check(form.values);
        if (query) onSearch(query.q ?? '');
      }}
      className={`flex flex-wrap items-end gap-2 ${className}`}
    >
      <Field
        className="min-w-0 flex-1 sm:max-w-md"
        label={label}
        type="search"
        hint={hint}
        {...form.text('q')}
      />
      {/* Level with the box, above its hint. */}
      <Button type="submit" className={hint ? 'mb-5' : ''}>
        {button}
      </Button>
    </form>
  );
}
