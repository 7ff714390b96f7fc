import { useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { OTP_LENGTH } from '@resonate/contracts/constants';

type TOtpBoxesProps = {
  value: string;
  onChange: (code: string) => void;
  /** Called once all 6 digits are in. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  describedBy?: string;
};

/**
 * Six single-digit boxes (spec sections 2 and 5). The value is one string of digits; typing
 * moves on, Backspace moves back, and a paste keeps only its digits, at most 6.
 */
export function OtpBoxes({
  value,
  onChange,
  onComplete,
  disabled,
  invalid,
  describedBy,
}: TOtpBoxesProps) {
  const { t } = useTranslation('pages');
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const focus = (index: number) =>
    refs.current[Math.max(0, Math.min(index, OTP_LENGTH - 1))]?.focus();

  const put = (index: number, digits: string) => {
    const next = (value.slice(0, index) + digits).slice(0, OTP_LENGTH);
    onChange(next);
    focus(next.length);
    if (next.length === OTP_LENGTH) onComplete(next);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.key === 'Backspace') {
      event.preventDefault();
      const at = value.length > index ? index : index - 1;
      if (at < 0) return;
      onChange(value.slice(0, at));
      focus(at);
    } else if (event.key === 'ArrowLeft') focus(index - 1);
    else if (event.key === 'ArrowRight') focus(index + 1);
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    const digits = event.clipboardData.getData('text').replace(/\D/g, '');
    if (digits) put(Math.min(index, value.length), digits);
  };

  return (
    <div className="otp-boxes" role="group" aria-label={t('profile.mobile.codeGroup')}>
      {Array.from({ length: OTP_LENGTH }, (_, index) => (
        <input
          // The boxes are positional; their order never changes.
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          className={`form-control otp-boxes__box${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          maxLength={1}
          aria-label={t('profile.mobile.digit', { index: index + 1, count: OTP_LENGTH })}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          value={value[index] ?? ''}
          disabled={disabled}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event) => onPaste(event, index)}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '');
            if (digits) put(Math.min(index, value.length), digits);
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
