import { useMemo, useRef, useState } from 'react';
import type { FieldBinding } from './form-field';
import { saveFields, useSavedFields } from './saved-fields';

const same = <T>(values: T) => values;

/** The group a field belongs to: the first part of its name (`customer`, `contactPerson`, ...). */
const groupOf = (name: string) => name.split('.')[0] ?? name;

/**
 * The state of a checkout form. Values come from the saved fields (`fei:checkout:*`), so a reload
 * or a closed tab loses nothing; a group nobody has typed in yet shows the cart's values
 * (`initial`), and is saved whole at the first keystroke so that a cleared input stays cleared.
 * A field is judged when the visitor leaves it after changing it (tabbing through an empty form
 * marks nothing), and every field after a first attempt to continue.
 * `complete` fills in what the form always has (a chosen radio), so that what is shown, checked
 * and sent are the same values.
 */
export function useCheckoutForm(
  cartId: string,
  initial: Readonly<Record<string, string>>,
  validate: (values: Readonly<Record<string, string>>) => Record<string, string>,
  complete: (values: Readonly<Record<string, string>>) => Readonly<Record<string, string>> = same,
) {
  const saved = useSavedFields(cartId);
  const [touched, setTouched] = useState<ReadonlySet<string>>(new Set());
  // The fields typed in since the form opened: only these are judged when left.
  const changed = useRef(new Set<string>());
  const [attempts, setAttempts] = useState(0);

  const values = useMemo(() => {
    const savedGroups = new Set(Object.keys(saved).map(groupOf));
    const merged: Record<string, string> = {};
    for (const [name, value] of Object.entries(initial)) if (!savedGroups.has(groupOf(name))) merged[name] = value;
    return complete({ ...merged, ...saved });
  }, [initial, saved, complete]);

  const allErrors = useMemo(() => validate(values), [validate, values]);
  const errors = attempts > 0 ? allErrors : Object.fromEntries(Object.entries(allErrors).filter(([name]) => touched.has(name)));

  const binding: FieldBinding = {
    values,
    errors,
    onChange: (name, value) => {
      changed.current.add(name);
      const group = groupOf(name);
      const seeded = Object.keys(saved).some((key) => groupOf(key) === group);
      const seed = seeded ? {} : Object.fromEntries(Object.entries(initial).filter(([key]) => groupOf(key) === group));
      saveFields(cartId, { ...seed, [name]: value });
    },
    onBlur: (name) => {
      if (changed.current.has(name)) setTouched((previous) => (previous.has(name) ? previous : new Set([...previous, name])));
    },
  };

  return {
    binding,
    values,
    allErrors,
    /** How many times the form has been sent: from the first, every error shows. */
    attempts,
    /** Marks the form as sent: every error shows; answers the errors (none when valid). */
    attempt(): Record<string, string> {
      setAttempts((count) => count + 1);
      return allErrors;
    },
  };
}
