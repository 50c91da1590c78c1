import { Link } from '../app/navigation';
import { stepProgress } from '../../shared/checkout/step-progress';
import { useI18n } from '../app/i18n-context';

/**
 * The numbered steps of a flow (the checkout's or the application's), the current one marked
 * for screen readers. Done steps link back to their page; the current and later ones are text,
 * because a later step is only reached through the current step's own button (which checks it).
 */
export function StepProgressNav<Step extends string>({
  steps,
  current,
  label,
  path,
}: {
  steps: readonly Step[];
  current: Step;
  label: (step: Step) => string;
  path: (step: Step) => string;
}) {
  const { t } = useI18n();
  return (
    <nav aria-label={t('checkout.steps_label')} className="checkout-steps">
      <ol>
        {stepProgress(steps, current).map(({ step, number, state }) => (
          <li key={step} className={state === 'current' ? 'is-current' : state === 'done' ? 'is-done' : undefined}>
            {state === 'done' ? (
              <Link to={path(step)}>
                <span className="checkout-steps__number">{number}</span> {label(step)}
              </Link>
            ) : (
              <span aria-current={state === 'current' ? 'step' : undefined}>
                <span className="checkout-steps__number">{number}</span> {label(step)}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}
