import { startTransition, useEffect, useId, useState } from 'react';
import { dateFilterLabel, monthSpan, type YearMonth } from '../../shared/search/month-range';
import type { DateSpan } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { useHydrated } from '../components/use-hydrated';
import type { MonthRangePicker as Picker } from './month-range-picker';

const MONTHS_OFFERED = 12;

function upcomingMonths(count: number): YearMonth[] {
  const now = new Date();
  const first = now.getUTCFullYear() * 12 + now.getUTCMonth();
  return Array.from({ length: count }, (_, k) => ({ year: Math.floor((first + k) / 12), month: ((first + k) % 12) + 1 }));
}

let loadedPicker: typeof Picker | null = null;

/**
 * The month-range picker's code, loaded once the page has started: the first paint shows the
 * select, so the picker (its grid, keys and labels) is not part of the page's first load.
 */
function usePicker(wanted: boolean): typeof Picker | null {
  const [picker, setPicker] = useState(() => loadedPicker);
  useEffect(() => {
    if (!wanted || picker) return;
    let active = true;
    import('./month-range-picker').then(
      (module) => {
        loadedPicker = module.MonthRangePicker;
        if (active) startTransition(() => setPicker(() => module.MonthRangePicker));
      },
      () => undefined,
    ); // the select stays, and filters by itself (see below)
    return () => {
      active = false;
    };
  }, [wanted, picker]);
  return picker;
}

/** A choice of the select: a span as `start,end` (Unix seconds), or '' for any date. */
function spanOfChoice(choice: string): DateSpan | null {
  const [start, end] = choice.split(',').map(Number);
  return Number.isInteger(start) && Number.isInteger(end) ? [start!, end!] : null;
}

/**
 * The event-date filter: the month-range picker once JavaScript runs and its code has loaded;
 * before that (and without JavaScript) a select of the coming twelve months, so the GET form
 * still filters by date. Once the page has started, a choice in the select filters at once, as
 * the picker's would.
 */
export function DateFilter({ value, onChange }: { value: DateSpan | null; onChange: (span: DateSpan | null) => void }) {
  const { language, t } = useI18n();
  const hydrated = useHydrated();
  const MonthRangePicker = usePicker(hydrated);
  const id = useId();
  if (hydrated && MonthRangePicker) {
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
      <select
        id={id}
        name="dates"
        className="filter-control"
        defaultValue={current}
        onChange={hydrated ? (event) => onChange(spanOfChoice(event.currentTarget.value)) : undefined}
      >
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
