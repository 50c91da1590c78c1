import { useEffect, useState } from 'react';
import { Link } from '../app/navigation';
import { SubmissionSchema, type Submission } from '../../shared/application/attachment';
import { LANGUAGE_LOCALES } from '../../shared/i18n/languages';
import { homePath } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { WithCart, type CartView } from '../checkout/with-cart';
import { callApi } from '../checkout/api';
import { NeedsJavaScript } from '../checkout/checkout-frame';
import { clearSavedFields } from '../checkout/saved-fields';
import { useApplicationCartId } from './application-frame';
import { applicationHeaders } from './application-key';

/**
 * `/application/{cartId}/status`: what the worker received (order, time, attachments). Once the
 * application is in, the cart and its saved form values are cleared for the next one.
 */
export function ApplicationStatusPage() {
  const { t } = useI18n();
  const cartId = useApplicationCartId();
  return (
    <WithCart
      cartId={cartId}
      fallback={
        <section className="checkout-page application-status">
          <h1 tabIndex={-1}>{t('pages.application_status')}</h1>
          <NeedsJavaScript />
          <p aria-busy="true">{t('checkout.loading')}</p>
        </section>
      }
    >
      {(view) => <ApplicationStatus view={view} cartId={cartId} />}
    </WithCart>
  );
}

function ApplicationStatus({ view, cartId }: { view: CartView; cartId: string }) {
  const { language, t } = useI18n();
  const { cart, ready, controller } = view;
  const [submission, setSubmission] = useState<Submission | null | undefined>();

  // biome-ignore lint/correctness/useExhaustiveDependencies: runs once the stored cart has been read; clearing it must not run it again
  useEffect(() => {
    if (!ready) return;
    let active = true;
    void callApi(`/api/application/${encodeURIComponent(cartId)}/status`, SubmissionSchema, { headers: applicationHeaders(cartId) }).then(
      async (answer) => {
        if (!active) return;
        setSubmission(answer.ok ? answer.value : null);
        if (answer.ok && cart?.meta.orderId === answer.value.orderId) {
          clearSavedFields(cartId);
          await controller.dispatch({ type: 'clear' });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [ready, cartId]);

  return (
    <section className="checkout-page application-status" data-testid="application-status">
      <h1 tabIndex={-1}>{submission ? t('application.status_heading') : t('pages.application_status')}</h1>
      <NeedsJavaScript />
      {submission === undefined ? <p aria-busy="true">{t('checkout.loading')}</p> : null}
      {submission === null ? <p>{t('application.not_submitted')}</p> : null}
      {submission ? (
        <div aria-live="polite">
          <p className="notice notice--success">{t('application.received')}</p>
          <dl className="summary-list">
            <dt>{t('checkout.status.order_id')}</dt>
            <dd data-testid="order-id">{submission.orderId}</dd>
            <dt>{t('application.submitted_at')}</dt>
            <dd>
              {new Intl.DateTimeFormat(LANGUAGE_LOCALES[language], { dateStyle: 'long', timeStyle: 'short' }).format(submission.submittedAt)}
            </dd>
          </dl>
          <h2>{t('application.received_files')}</h2>
          <ul className="attachment-list" data-testid="received-files">
            {submission.attachments.map((attachment) => (
              <li key={attachment.id}>
                <strong>{attachment.name}</strong>{' '}
                <span className="muted">{t('application.size_kb', { size: Math.max(1, Math.round(attachment.size / 1024)) })}</span>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      <p>
        <Link to={homePath(language)}>{t('checkout.status.new_booking')}</Link>
      </p>
    </section>
  );
}
