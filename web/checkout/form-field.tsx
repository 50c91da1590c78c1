import { useEffect, useRef, type ReactNode } from 'react';
import type { MessageKey } from '../../shared/i18n/translator';
import { useI18n } from '../app/i18n-context';
import { fieldId } from './field-id';
import { useFocusOnRefusal } from './use-focus-on-refusal';

/** What every input of a checkout form is given by its form. */
export interface FieldBinding {
  values: Readonly<Record<string, string>>;
  errors: Readonly<Record<string, string>>;
  onChange: (name: string, value: string) => void;
  onBlur?: (name: string) => void;
}

interface FieldProps {
  binding: FieldBinding;
  /** The dotted field name; also the input's name and, made safe, its id. */
  name: string;
  label: string;
  required?: boolean;
  hint?: string;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  multiline?: boolean;
  options?: ReadonlyArray<{ value: string; label: string }>;
  inputMode?: 'text' | 'numeric' | 'email' | 'tel';
}

export { fieldId } from './field-id';

/**
 * Marks an element invalid the way the spec asks: the custom validity 'Invalid value' while the
 * value fails its validation, cleared once it passes.
 */
export function useCustomValidity(
  ref: React.RefObject<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement | null>,
  invalid: boolean,
): void {
  useEffect(() => {
    ref.current?.setCustomValidity(invalid ? 'Invalid value' : '');
  }, [ref, invalid]);
}

/** The translated text of an error key (form errors carry catalogue keys). */
export function useErrorText(): (key: string | undefined) => string | undefined {
  const { t } = useI18n();
  return (key) => (key ? t(key as MessageKey) : undefined);
}

/**
 * A labelled text input, textarea or select. A failing value gets a warning mark, the custom
 * validity 'Invalid value', `aria-invalid` and its message linked through `aria-describedby`.
 */
export function Field({ binding, name, label, required, hint, type = 'text', autoComplete, multiline, options, inputMode }: FieldProps) {
  const { t } = useI18n();
  const ref = useRef<HTMLInputElement & HTMLSelectElement & HTMLTextAreaElement>(null);
  const errorText = useErrorText()(binding.errors[name]);
  useCustomValidity(ref, errorText !== undefined);
  const id = fieldId(name);
  const describedBy = [hint ? `${id}-hint` : '', errorText ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    name,
    ref,
    value: binding.values[name] ?? '',
    required,
    'aria-invalid': errorText ? (true as const) : undefined,
    'aria-describedby': describedBy,
    onBlur: () => binding.onBlur?.(name),
  };
  const change = (event: { target: { value: string } }) => binding.onChange(name, event.target.value);
  let control: ReactNode;
  if (options) {
    control = (
      <select {...common} onChange={change} autoComplete={autoComplete}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    );
  } else if (multiline) {
    control = <textarea {...common} onChange={change} rows={3} maxLength={500} />;
  } else {
    control = (
      <input
        {...common}
        onChange={change}
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        maxLength={type === 'email' ? 254 : 500}
      />
    );
  }
  return (
    <div className={`field${errorText ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>
        {label}
        {required ? <span className="field__required"> {t('checkout.required_mark')}</span> : null}
      </label>
      <div className="field__control">
        {control}
        {errorText ? (
          <span className="field__warning" aria-hidden="true" data-testid="warning-mark">
            !
          </span>
        ) : null}
      </div>
      {hint ? (
        <p className="field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {errorText ? (
        <p className="field__error" id={`${id}-error`}>
          <span className="visually-hidden">{t('checkout.invalid_value')}: </span>
          {errorText}
        </p>
      ) : null}
    </div>
  );
}

/** A labelled group of radio buttons, with the same error marking as a field. */
export function RadioGroup({
  binding,
  name,
  legend,
  options,
}: {
  binding: FieldBinding;
  name: string;
  legend: string;
  options: ReadonlyArray<{ value: string; label: string; disabled?: boolean }>;
}) {
  const errorText = useErrorText()(binding.errors[name]);
  const id = fieldId(name);
  return (
    // The group is the error summary's link target (its radios have ids of their own): focusable by the link, no Tab stop.
    <fieldset
      id={id}
      tabIndex={-1}
      className={`field field--radios${errorText ? ' field--invalid' : ''}`}
      aria-describedby={errorText ? `${id}-error` : undefined}
    >
      <legend>{legend}</legend>
      {options.map((option) => (
        <RadioOption key={option.value} binding={binding} name={name} option={option} invalid={errorText !== undefined} />
      ))}
      {errorText ? (
        <p className="field__error" id={`${id}-error`}>
          <span className="field__warning" aria-hidden="true">
            !
          </span>{' '}
          {errorText}
        </p>
      ) : null}
    </fieldset>
  );
}

function RadioOption({
  binding,
  name,
  option,
  invalid,
}: {
  binding: FieldBinding;
  name: string;
  option: { value: string; label: string; disabled?: boolean };
  invalid: boolean;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useCustomValidity(ref, invalid);
  const id = `${fieldId(name)}-${option.value}`;
  return (
    <div className="field__radio">
      <input
        ref={ref}
        type="radio"
        id={id}
        name={name}
        value={option.value}
        checked={binding.values[name] === option.value}
        disabled={option.disabled}
        onChange={() => binding.onChange(name, option.value)}
      />
      <label htmlFor={id}>{option.label}</label>
    </div>
  );
}

/** A labelled checkbox stored as 'yes' or ''. */
export function Checkbox({ binding, name, label }: { binding: FieldBinding; name: string; label: string }) {
  const id = fieldId(name);
  return (
    <div className="field field--checkbox">
      <input
        type="checkbox"
        id={id}
        name={name}
        checked={binding.values[name] === 'yes'}
        onChange={(event) => binding.onChange(name, event.target.checked ? 'yes' : '')}
      />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}

/**
 * The list of errors announced when a form is sent with mistakes; each links to its field. A
 * refused send (`attempt`, the form's count of sends) moves the focus to it, as on the steps
 * whose problems include participants (participants-submit.tsx).
 */
export function ErrorSummary({
  errors,
  labels,
  attempt,
}: {
  errors: Readonly<Record<string, string>>;
  labels: Readonly<Record<string, string>>;
  attempt: number;
}) {
  const { t } = useI18n();
  const text = useErrorText();
  const entries = Object.entries(errors);
  const shown = attempt > 0 && entries.length > 0;
  const summary = useFocusOnRefusal<HTMLDivElement>(attempt, shown);
  return (
    <div className="form-errors" role="alert" data-testid="error-summary" ref={summary} tabIndex={shown ? -1 : undefined}>
      {entries.length > 0 ? (
        <>
          <p>{t('checkout.errors_summary', { count: entries.length })}</p>
          <ul>
            {entries.map(([name, key]) => (
              <li key={name}>
                <a href={`#${fieldId(name)}`}>
                  {labels[name] ?? name}: {text(key)}
                </a>
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
