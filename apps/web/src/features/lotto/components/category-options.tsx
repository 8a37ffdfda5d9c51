import { useQuery } from '@tanstack/react-query';
import { lottoTh } from '../th.ts';
import { lottoLobbyQueryOptions } from '../api/get-lobby.ts';

/** The categories as select options (from the lobby list); the filter works without them if it fails. */
export function CategoryOptions() {
  const { data } = useQuery({ ...lottoLobbyQueryOptions, throwOnError: false });
  return (
    <>
      <option value="">{lottoTh.allCategories}</option>
      {data?.map((c) => (
        <option key={c.category_id} value={c.category_id}>
          {c.name}
        </option>
      ))}
    </>
  );
}

/** A positive integer from the address, or undefined. */
export function idParam(value: string | null): number | undefined {
  return value && /^[1-9]\d{0,9}$/.test(value) ? Number(value) : undefined;
}

/** A YYYY-MM-DD date from the address, or undefined. */
export function dateParam(value: string | null): string | undefined {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? value : undefined;
}
