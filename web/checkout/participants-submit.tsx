import type { ReactNode } from 'react';
import type { CartOrder } from '../../shared/schemas/cart-order';
import { useI18n } from '../app/i18n-context';
import { useErrorText } from './form-field';
import type { StepProblem } from './step-problems';
import { useFocusOnRefusal } from './use-focus-on-refusal';

/**
 * The end of a step whose participants must be complete before it goes on (the checkout's booking
 * step, the application's applicant step): once the visitor has tried to go on, every problem
 * left, each a link to where it is fixed, announced; then the button that goes on. A refused
 * send moves the focus to the list, so that the visitor hears what stops it and can follow a link.
 */
export function ParticipantsSubmit({
  attempt,
  problems,
  cart,
  labels = {},
  onSubmit,
  busy = false,
  testId,
  children,
}: {
  /** How many times the visitor has pressed the button and been refused: from the first, problems show. */
  attempt: number;
  problems: readonly StepProblem[];
  /** The cart as the step shows it, for the names of participants and events. */
  cart: CartOrder;
  /** The labels of the step's form fields. */
  labels?: Readonly<Record<string, string>>;
  onSubmit: () => void;
  /** While the step's sending runs: the button is disabled and says so. */
  busy?: boolean;
  testId?: string;
  /** The button's label. */
  children: ReactNode;
}) {
  const { t } = useI18n();
  const errorText = useErrorText();
  const shown = attempt > 0 && problems.length > 0;
  const summary = useFocusOnRefusal<HTMLDivElement>(attempt, shown);
  const text = (problem: StepProblem): string => {
    if (problem.kind === 'field') return `${labels[problem.name] ?? problem.name}: ${errorText(problem.error) ?? ''}`;
    if (problem.kind === 'participant') {
      const person = cart.participantPool[problem.index];
      return t('checkout.problems.participant', { name: person ? `${person.firstName} ${person.lastName}` : '' });
    }
    const item = cart.cartItems.find((entry) => entry.id === problem.itemId);
    return t('checkout.problems.unassigned', { title: item?.displayTitle ?? '' });
  };
  return (
    <>
      <div role="alert" className="form-errors" data-testid="error-summary" ref={summary} tabIndex={shown ? -1 : undefined}>
        {shown ? (
          <>
            <p>{t('checkout.errors_summary', { count: problems.length })}</p>
            <ul>
              {problems.map((problem) => (
                <li key={problem.target}>
                  <a href={`#${problem.target}`}>{text(problem)}</a>
                </li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
      <div className="checkout-form__actions">
        <button type="button" className="button button--primary" onClick={onSubmit} disabled={busy} aria-busy={busy} data-testid={testId}>
          {children}
        </button>
      </div>
    </>
  );
}
