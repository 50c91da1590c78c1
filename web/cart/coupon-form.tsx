import { useId, useState } from 'react';
import { MAX_COUPON_LENGTH } from '../../shared/schemas/primitives';
import { useI18n } from '../app/i18n-context';

export interface CouponFormProps {
  couponCode: string | null;
  disabled: boolean;
  onApply: (code: string | null) => void;
}

/** The coupon field: apply a code, or remove the one in use. Pricing decides if it is valid. */
export function CouponForm({ couponCode, disabled, onApply }: CouponFormProps) {
  const { t } = useI18n();
  const [draft, setDraft] = useState('');
  const inputId = useId();
  if (couponCode) {
    return (
      <div className="coupon coupon--active">
        <p data-testid="coupon-active">{t('cart.coupon_active', { code: couponCode })}</p>
        <button type="button" className="button button--secondary" disabled={disabled} onClick={() => onApply(null)}>
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
        if (code) {
          onApply(code);
          setDraft('');
        }
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
          onChange={(event) => setDraft(event.target.value)}
        />
        <button type="submit" className="button button--secondary" disabled={disabled || draft.trim() === ''}>
          {t('cart.coupon_apply')}
        </button>
      </div>
    </form>
  );
}
