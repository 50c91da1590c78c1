import { useEffect, useRef } from 'react';

/**
 * The focus on a form's list of problems after each refused send, so that the visitor hears what
 * stops it and can follow a link to each problem (the checkout's steps, the participant form and
 * the application's applicant step alike). `attempt` counts the presses of the send button; the
 * list takes the focus when a press leaves problems shown. Give the returned ref to the list and
 * `tabIndex={-1}` while it shows: focusable by this, no Tab stop of its own.
 */
export function useFocusOnRefusal<T extends HTMLElement>(attempt: number, shown: boolean) {
  const list = useRef<T>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: each refused press is the trigger, not the list
  useEffect(() => {
    if (attempt > 0 && shown) list.current?.focus();
  }, [attempt]);
  return list;
}
