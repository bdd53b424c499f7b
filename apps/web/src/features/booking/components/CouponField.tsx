import { useId, useState } from 'react';
import { COUPON_CODE_MAX_LENGTH, COUPON_ENABLED_FLAG, couponLine } from '@kaizen/contracts';
import { Button } from '../../../components/Button';
import { useFeatureFlag } from '../../../lib/feature-flags/flags';

/**
 * "Have a coupon?" on the review (issue 11): the code is applied by asking the server's check
 * again with it; the check answers the discount or why the coupon does not apply. Shown only
 * to people whose organisation allows coupons (SPEC §3 cf_coupon_enabled) and when there is a
 * price to lower.
 */
export function CouponField({
  applied,
  error,
  onApply,
  onRemove,
}: {
  /** The coupon the server applied, if any. */
  applied: { code: string; discount: number } | null;
  /** Why the code asked for does not apply (from the server's check). */
  error: string | null;
  onApply: (code: string) => void;
  onRemove: () => void;
}) {
  // SPEC §3: null until the server answers; a failure leaves coupons hidden (the review works).
  const enabled = useFeatureFlag(COUPON_ENABLED_FLAG) === true;
  const [open, setOpen] = useState(error !== null);
  const [code, setCode] = useState('');
  const inputId = useId();
  const errorId = useId();

  if (applied) {
    return (
      <div className="coupon coupon--applied" role="status">
        <span>{couponLine(applied)}</span>
        <Button variant="ghost" onClick={onRemove}>
          Remove coupon
        </Button>
      </div>
    );
  }
  if (!enabled) return null;
  if (!open) {
    return (
      <Button variant="ghost" className="coupon__toggle" onClick={() => setOpen(true)}>
        Have a coupon?
      </Button>
    );
  }
  const trimmed = code.trim().toUpperCase();
  return (
    <form
      className="coupon"
      onSubmit={(event) => {
        event.preventDefault();
        if (trimmed) onApply(trimmed);
      }}
    >
      <label htmlFor={inputId}>Coupon code</label>
      <div className="coupon__row">
        <input
          id={inputId}
          className="field__input"
          value={code}
          maxLength={COUPON_CODE_MAX_LENGTH}
          autoCapitalize="characters"
          autoComplete="off"
          spellCheck={false}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => setCode(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={!trimmed}>
          Apply
        </Button>
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </form>
  );
}
