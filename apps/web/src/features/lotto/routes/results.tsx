import type { QueryClient } from '@tanstack/react-query';
import { useSearchParams, type LoaderFunctionArgs } from 'react-router';
import { lottoTh } from '../th.ts';
import { formatThaiDate, todayInBangkok } from '@/shared/format/index.ts';
import { Controls, SelectField, ThaiDateField } from '@/shared/ui/form/index.ts';
import { Skeleton } from '@/shared/ui/skeleton.tsx';
import { lottoResultsQueryOptions, useLottoResults, type ResultFilters } from '../api/get-results.ts';
import { CategoryOptions, dateParam, idParam } from '../components/category-options.tsx';
import { LottoNav } from '../components/lotto-nav.tsx';
import { ResultNumbers } from '../components/result-numbers.tsx';
import { roundTitleWithoutCategory } from '../round-title.ts';
import type { LottoResult } from '../api/types.ts';

/** Without a date in the address: each category's latest result (docs/LOTTO.md, the pages). */
/**
 * The round under its category's name: its title without the category, and the draw date only when the
 * title does not already say it (a scheduled round's title does: "งวด 28 พ.ย. 2569").
 */
function roundLine(round: LottoResult): string {
  const title = roundTitleWithoutCategory(round.title, round.category.name);
  const when = formatThaiDate(`${round.draw_date.slice(0, 10)}T12:00:00+07:00`);
  return title.includes(when) ? title : `${title} · ${lottoTh.drawDate(when)}`;
}

const filtersOf = (params: URLSearchParams): ResultFilters => ({
  date: dateParam(params.get('date')),
  category_id: idParam(params.get('category_id')),
});

/** Results are the page: the loader waits for them, so a failure is rethrown to the error page. */
export function resultsLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    await queryClient.ensureQueryData(lottoResultsQueryOptions(filtersOf(new URL(request.url).searchParams)));
    return null;
  };
}

/** /lotto/results: each category's latest result, or those of a Bangkok day, optionally of one category. */
export function Component() {
  const [params, setParams] = useSearchParams();
  const filters = filtersOf(params);
  const { date, category_id: categoryId } = filters;
  const { data } = useLottoResults(filters);
  const setParam = (name: string, value: string | undefined) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      if (value) next.set(name, value);
      else next.delete(name);
      return next;
    });

  return (
    <div className="mx-auto max-w-[1280px] space-y-4">
      <LottoNav />
      <div>
        <h1 className="text-2xl font-bold text-white">{lottoTh.resultsHeading}</h1>
        <p className="text-base text-muted">{lottoTh.resultsIntro}</p>
      </div>
      <Controls className="grid gap-3 sm:grid-cols-2">
        <ThaiDateField
          label={lottoTh.filterDrawDate}
          value={date ?? ''}
          max={todayInBangkok()}
          clearable
          onChange={(value) => setParam('date', value || undefined)}
        />
        <SelectField
          label={lottoTh.filterCategory}
          value={categoryId ?? ''}
          onChange={(e) => setParam('category_id', e.target.value || undefined)}
        >
          <CategoryOptions />
        </SelectField>
      </Controls>
      {!data ? (
        <Skeleton className="h-64 w-full rounded-2xl" />
      ) : data.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-ink-500 px-4 py-10 text-center text-lg text-white">
          {lottoTh.resultsEmpty}
        </p>
      ) : (
        // grid-cols-1 (not the implicit auto column): a long title truncates instead of widening a phone's page.
        <ul className="grid grid-cols-1 gap-4 md:grid-cols-2 lg:grid-cols-3">
          {data.map((round) => (
            <li key={round.round_id}>
              <section
                aria-label={`${round.category.name} ${roundLine(round)}`}
                className="space-y-3 rounded-2xl border border-ink-600 bg-ink-800 p-4"
              >
                <div className="flex items-center gap-2">
                  <img
                    src={round.category.image}
                    alt=""
                    width={40}
                    height={28}
                    className="h-7 w-10 rounded object-cover"
                  />
                  <div className="min-w-0">
                    <h2 className="truncate text-lg font-bold text-white">{round.category.name}</h2>
                    <p className="truncate text-sm text-muted">{roundLine(round)}</p>
                  </div>
                </div>
                {round.demo && (
                  <p className="flex flex-wrap items-center gap-2 text-sm text-muted">
                    <span className="rounded-md bg-gold-400 px-2 py-0.5 font-bold text-ink-950">
                      {lottoTh.demoResult}
                    </span>
                    {lottoTh.demoResultNote}
                  </p>
                )}
                <ResultNumbers result={round.result} />
              </section>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
