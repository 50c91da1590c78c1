import { useId } from 'react';
import { currentMonth, dateFilterLabel, monthSpan, type YearMonth } from '../../shared/search/month-range';
import type { DateSpan } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { useHydrated } from '../lib/use-hydrated';
import { MonthRangePicker } from './month-range-picker';

const MONTHS_OFFERED = 12;

function upcomingMonths(count: number): YearMonth[] {
  const now = currentMonth(Date.now());
  const first = now.year * 12 + now.month - 1;
  return Array.from({ length: count }, (_, k) => ({ year: Math.floor((first + k) / 12), month: ((first + k) % 12) + 1 }));
}

/**
 * The event-date filter: the month-range picker once JavaScript runs; before that (and without
 * JavaScript) a select of the coming twelve months, so the GET form still filters by date.
 */
export function DateFilter({ value, onChange }: { value: DateSpan | null; onChange: (span: DateSpan | null) => void }) {
  const { language, t } = useI18n();
  const hydrated = useHydrated();
  const id = useId();
  if (hydrated) {
    return (
      <div className="filter-field">
        <span className="filter-field__label" aria-hidden="true">
          {t('search.dates')}
        </span>
        <MonthRangePicker name="dates" value={value} onChange={onChange} />
      </div>
    );
  }
  const current = value ? `${value[0]},${value[1]}` : '';
  const options = upcomingMonths(MONTHS_OFFERED).map((month) => monthSpan(month)!);
  const listed = current === '' || options.some((span) => `${span[0]},${span[1]}` === current);
  return (
    <div className="filter-field">
      <label className="filter-field__label" htmlFor={id}>
        {t('search.dates')}
      </label>
      <select id={id} name="dates" className="filter-control" defaultValue={current}>
        <option value="">{t('search.any')}</option>
        {listed ? null : <option value={current}>{dateFilterLabel(value, language, '')}</option>}
        {options.map((span) => (
          <option key={span[0]} value={`${span[0]},${span[1]}`}>
            {dateFilterLabel(span, language, '')}
          </option>
        ))}
      </select>
    </div>
  );
}
