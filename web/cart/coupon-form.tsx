import { useId, useState } from 'react';
import { MAX_COUPON_LENGTH } from '../../shared/schemas/primitives';
import { useI18n } from '../app/i18n-context';

export interface CouponFormProps {
  couponCode: string | null;
  /** The code the price call last refused: said beside the field until another code is applied. */
  refused: string | undefined;
  disabled: boolean;
  onApply: (code: string | null) => void;
}

/**
 * The coupon field: apply a code, or remove the one in use. Pricing decides if it is valid; a
 * refused code stays in the field, with the answer beside it (announced, and linked to the field).
 */
export function CouponForm({ couponCode, refused, disabled, onApply }: CouponFormProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  const errorId = `${inputId}-error`;
  if (couponCode) {
    return (
      <div className="coupon coupon--active">
        <p data-testid="coupon-active">{t('cart.coupon_active', { code: couponCode })}</p>
        <button
          type="button"
          className="button button--secondary"
          disabled={disabled}
          onClick={() => {
            setDraft('');
            onApply(null);
          }}
        >
          {t('cart.coupon_remove')}
        </button>
      </div>
    );
  }
  return (
    <form
      className="coupon"
      onSubmit={(event) => {
        event.preventDefault();
        const code = draft.trim();
        if (code) onApply(code);
      }}
    >
      <label htmlFor={inputId}>{t('cart.coupon_label')}</label>
      <div className="coupon__row">
        <input
          id={inputId}
          name="couponCode"
          type="text"
          autoComplete="off"
          maxLength={MAX_COUPON_LENGTH}
          value={draft}
          disabled={disabled}
          aria-invalid={refused !== undefined ? true : undefined}
          aria-describedby={refused !== undefined ? errorId : undefined}
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={disabled || draft.trim() === ''}>
          {t('cart.coupon_apply')}
        </button>
      </div>
      <p className="coupon__error" id={errorId} role="alert">
        {refused !== undefined ? t('cart.coupon_refused', { code: refused }) : null}
      </p>
    </form>
  );
}
