import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { MONTH_SHORT_NAMES, currentMonth, dateFilterLabel, monthSpan, monthsOfSpan, type YearMonth } from '../../shared/search/month-range';
import type { DateSpan } from '../../shared/search/search-state';
import { useI18n } from '../app/i18n-context';
import { Icon } from '../ui/icon';

const index = ({ year, month }: YearMonth) => year * 12 + month - 1;
const COLUMNS = 3;

/**
 * The event-date filter: a button labelled as the spec says (dateFilterLabel; 'All' for no months,
 * as the other filters say, docs/decisions/046) that opens a month grid. The first month chosen starts the span, the second ends it; 'pick' confirms (a pair of
 * Unix seconds from the first day of the start month to the last of the end month), 'clear'
 * empties (null). Months before this one cannot be chosen: no event starts in them any more.
 * Keyboard: arrows move between months (never onto a past one), Enter chooses, Esc closes.
 */
export function MonthRangePicker({
  value,
  onChange,
  name,
}: {
  value: DateSpan | null;
  onChange: (span: DateSpan | null) => void;
  name: string;
}) {
  const { language, t } = useI18n();
  const [open, setOpen] = useState(false);
  const chosen = monthsOfSpan(value);
  const [year, setYear] = useState(chosen?.start.year ?? currentMonth(Date.now()).year);
  const [start, setStart] = useState<YearMonth | null>(chosen?.start ?? null);
  const [end, setEnd] = useState<YearMonth | null>(chosen?.end ?? null);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const grid = useRef<HTMLDivElement>(null);
  const pendingFocus = useRef<number | null>(null);

  useEffect(() => {
    if (!open) return;
    const months = monthsOfSpan(value);
    setStart(months?.start ?? null);
    setEnd(months?.end ?? null);
    setYear(months?.start.year ?? currentMonth(Date.now()).year);
    // Focus the chosen (or current) month once the grid is there.
    requestAnimationFrame(() => {
      const target =
        grid.current?.querySelector<HTMLButtonElement>('[aria-pressed="true"]') ??
        grid.current?.querySelector<HTMLButtonElement>('[data-current="true"]') ??
        grid.current?.querySelector('button');
      target?.focus();
    });
  }, [open, value]);

  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  const choose = (month: YearMonth) => {
    if (!start || end) {
      setStart(month);
      setEnd(null);
    } else if (index(month) < index(start)) {
      setEnd(start);
      setStart(month);
    } else setEnd(month);
  };
  const inSpan = (month: YearMonth) => {
    if (!start) return false;
    const last = end ?? start;
    return index(month) >= index(start) && index(month) <= index(last);
  };
  const onGridKey = (event: KeyboardEvent<HTMLDivElement>) => {
    const moves: Record<string, number> = { ArrowLeft: -1, ArrowRight: 1, ArrowUp: -COLUMNS, ArrowDown: COLUMNS };
    const move = moves[event.key];
    if (move === undefined) return;
    event.preventDefault();
    const buttons = [...(grid.current?.querySelectorAll<HTMLButtonElement>('button') ?? [])];
    const focused = document.activeElement;
    const at = focused instanceof HTMLButtonElement ? buttons.indexOf(focused) : -1;
    const next = at + move;
    if (next >= 0 && next < buttons.length) {
      if (!buttons[next]?.disabled) buttons[next]?.focus();
      return;
    }
    if (next < 0 && year <= currentMonth(Date.now()).year) return;
    // Past either end of the year: show the neighbouring year with focus on the same step.
    pendingFocus.current = (next + 12) % 12;
    setYear((y) => y + (next < 0 ? -1 : 1));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: the new year's grid is rendered when the year changes, and only then can its button take the focus
  useEffect(() => {
    if (pendingFocus.current === null) return;
    grid.current?.querySelectorAll<HTMLButtonElement>('button')[pendingFocus.current]?.focus();
    pendingFocus.current = null;
  }, [year]);
  const now = currentMonth(Date.now());
  const draft = start ? monthSpan(start, end) : null;
  return (
    // Esc is heard on the whole picker, so it also closes a panel opened a moment ago whose
    // grid has not taken the focus yet.
    // biome-ignore lint/a11y/noStaticElementInteractions: the picker only listens for Esc bubbling up from its own buttons
    <div
      className="month-picker"
      data-testid="month-picker"
      onKeyDown={(event) => {
        if (open && event.key === 'Escape') {
          event.stopPropagation();
          close();
        }
      }}
    >
      <input type="hidden" name={name} value={value ? `${value[0]},${value[1]}` : ''} disabled={!value} />
      <button
        ref={button}
        type="button"
        className={`filter-control month-picker__toggle${value ? ' filter-control--active' : ''}`}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => (open ? close() : setOpen(true))}
      >
        <Icon name="calendar" />
        {/* Its label stands above it, as the selects' do (hidden from the accessibility tree there, so it is said here); with no
            months chosen it says 'All', as they do (docs/decisions/046). */}
        <span className="visually-hidden">{t('search.dates')}: </span>
        <span>{dateFilterLabel(value, language, t('search.any'))}</span>
        <Icon name={open ? 'chevron-up' : 'chevron-down'} />
      </button>
      {open ? (
        <div id={panelId} className="month-picker__panel" role="dialog" aria-label={t('search.date_dialog')}>
          <div className="month-picker__year">
            <button
              type="button"
              className="icon-button"
              aria-label={t('search.previous_year')}
              disabled={year <= now.year}
              onClick={() => setYear((y) => y - 1)}
            >
              <Icon name="chevron-left" />
            </button>
            <span aria-live="polite">{year}</span>
            <button type="button" className="icon-button" aria-label={t('search.next_year')} onClick={() => setYear((y) => y + 1)}>
              <Icon name="chevron-right" />
            </button>
          </div>
          <p className="month-picker__hint">{t('search.date_hint')}</p>
          {/* biome-ignore lint/a11y/noStaticElementInteractions: the arrow keys move the focus between the month buttons, whose key presses bubble up here */}
          <div className="month-picker__months" ref={grid} onKeyDown={onGridKey}>
            {MONTH_SHORT_NAMES[language].map((label, position) => {
              const month = { year, month: position + 1 };
              return (
                <button
                  key={label}
                  type="button"
                  className="month-picker__month"
                  aria-pressed={inSpan(month)}
                  data-current={month.year === now.year && month.month === now.month}
                  disabled={index(month) < index(now)}
                  aria-label={`${label} ${year}`}
                  onClick={() => choose(month)}
                >
                  {label}
                </button>
              );
            })}
          </div>
          <p className="month-picker__draft" aria-live="polite">
            {dateFilterLabel(draft, language, '')}
          </p>
          <div className="month-picker__actions">
            <button
              type="button"
              className="button button--secondary"
              onClick={() => {
                onChange(null);
                close();
              }}
            >
              {t('search.clear')}
            </button>
            <button
              type="button"
              className="button button--primary"
              disabled={!draft}
              onClick={() => {
                onChange(draft);
                close();
              }}
            >
              {t('search.pick')}
            </button>
          </div>
        </div>
      ) : null}
    </div>
  );
}
