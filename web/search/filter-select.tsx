import { useId } from 'react';
import type { FilterOption } from '../../shared/search/explorer-options';
import { useI18n } from '../app/i18n-context';

/**
 * One select of the explorer (educational form, topic, location). The empty choice means no
 * filter; options without hits are disabled unless chosen, so a visitor can always undo a choice.
 */
export function FilterSelect({
  name,
  label,
  options,
  value,
  onChange,
  labelOf = (name) => name,
}: {
  name: string;
  label: string;
  options: readonly FilterOption[];
  value: string;
  onChange: (value: string) => void;
  /** How an option's value reads (a location's name in the page's language); the value itself is sent. */
  labelOf?: (name: string) => string;
}) {
  const { t } = useI18n();
  const id = useId();
  const known = value === '' || options.some((option) => option.name === value);
  return (
    <div className="filter-field">
      <label className="filter-field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        name={name}
        className={`filter-control${value ? ' filter-control--active' : ''}`}
        value={value}
        onChange={(event) => onChange(event.target.value)}
      >
        <option value="">{t('search.any')}</option>
        {options.map((option) => (
          <option key={option.name} value={option.name} disabled={option.disabled && option.name !== value}>
            {labelOf(option.name)}
          </option>
        ))}
        {known ? null : <option value={value}>{labelOf(value)}</option>}
      </select>
    </div>
  );
}
