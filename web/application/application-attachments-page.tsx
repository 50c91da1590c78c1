import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { pathFor } from '../../shared/routing/paths';
import { useI18n } from '../app/i18n-context';
import { ApplicationFrame } from './application-frame';
import { ACCEPTED_EXTENSIONS, useAttachments, type UploadError } from './use-attachments';

const ERROR_KEYS = {
  too_big: 'application.too_big',
  wrong_type: 'application.wrong_type',
  failed: 'application.failed',
  daily_limit: 'application.daily_limit',
  site_full: 'application.site_full',
  need_attachment: 'application.need_attachment',
  no_file: 'application.no_file',
} as const satisfies Record<UploadError, string> & Record<string, string>;

function AttachmentsStep({ cartId }: { cartId: string }) {
  const { language, t } = useI18n();
  const navigate = useNavigate();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const { attachments, upload, remove } = useAttachments(cartId);
  const [error, setError] = useState<keyof typeof ERROR_KEYS | undefined>();
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);

  const send = async (event: React.FormEvent) => {
    event.preventDefault();
    const file = input.current?.files?.[0];
    // Pressing Upload with no file chosen says so, instead of doing nothing.
    if (!file) return setError('no_file');
    setBusy(true);
    setStatus(t('application.uploading'));
    const failure = await upload(file);
    setBusy(false);
    setError(failure);
    input.current?.setCustomValidity(failure ? 'Invalid value' : '');
    setStatus(failure ? '' : t('application.uploaded', { name: file.name }));
    if (!failure && input.current) input.current.value = '';
  };

  const errorText = error ? t(ERROR_KEYS[error]) : '';
  return (
    <div className="application-attachments">
      <h2>{t('application.attachments_heading')}</h2>
      {attachments === undefined ? <p aria-busy="true">{t('checkout.loading')}</p> : null}
      {attachments?.length === 0 ? <p>{t('application.none')}</p> : null}
      <ul className="attachment-list" data-testid="attachment-list">
        {attachments?.map((attachment) => (
          <li key={attachment.id}>
            <span>
              <strong>{attachment.name}</strong>{' '}
              <span className="muted">{t('application.size_kb', { size: Math.max(1, Math.round(attachment.size / 1024)) })}</span>
            </span>
            <button
              type="button"
              className="button button--secondary button--small"
              aria-label={t('application.remove_label', { name: attachment.name })}
              onClick={() => void remove(attachment.id).then((ok) => ok && setStatus(t('application.removed', { name: attachment.name })))}
            >
              {t('application.remove')}
            </button>
          </li>
        ))}
      </ul>
      <form className="checkout-form upload-form" onSubmit={(event) => void send(event)} noValidate>
        <div className={`field${errorText ? ' field--invalid' : ''}`}>
          <label htmlFor={inputId}>{t('application.upload_label')}</label>
          <div className="field__control">
            <input
              ref={input}
              id={inputId}
              name="file"
              type="file"
              accept={ACCEPTED_EXTENSIONS.map((extension) => `.${extension}`).join(',')}
              aria-describedby={`${inputId}-hint${errorText ? ` ${inputId}-error` : ''}`}
              aria-invalid={errorText ? true : undefined}
              data-testid="attachment-input"
            />
            {errorText ? (
              <span className="field__warning" aria-hidden="true" data-testid="warning-mark">
                !
              </span>
            ) : null}
          </div>
          <p className="field__hint" id={`${inputId}-hint`}>
            {t('application.upload_hint')}
          </p>
          <p className="field__error" id={`${inputId}-error`} role="alert">
            {errorText}
          </p>
        </div>
        <button type="submit" className="button button--secondary" disabled={busy} aria-busy={busy}>
          {busy ? t('application.uploading') : t('application.upload')}
        </button>
      </form>
      <p aria-live="polite" className="muted" data-testid="attachment-status">
        {status}
      </p>
      <div className="checkout-form__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => {
            if (!attachments?.length) return setError('need_attachment');
            void navigate(pathFor('application-customer', language, { slug: cartId }));
          }}
        >
          {t('checkout.nav.next')}
        </button>
      </div>
    </div>
  );
}

/** `/application/{cartId}/attachments`: the documents of the application. */
export function ApplicationAttachmentsPage() {
  const { t } = useI18n();
  return (
    <ApplicationFrame step="attachments" title={t('application.heading')}>
      {(context) => <AttachmentsStep cartId={context.cartId} />}
    </ApplicationFrame>
  );
}
