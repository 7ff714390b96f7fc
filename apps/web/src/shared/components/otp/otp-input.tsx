import { useEffect, useRef, type ClipboardEvent, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { isComplete, otpDigitsOf, spreadDigits } from '../../lib/otp-digits';

type TOtpInputProps = {
  idPrefix: string;
  value: readonly string[];
  onChange: (boxes: string[]) => void;
  /** Called once the 6th digit is in, with the whole code. */
  onComplete: (code: string) => void;
  disabled?: boolean;
  invalid?: boolean;
  /** Changing this number focuses the first empty box (after a wrong code, a resend...). */
  focusRequest?: number;
  describedBy?: string;
};

/**
 * Six single-digit boxes (spec sections 2 and 5). Typing moves forward, Backspace on an empty box
 * moves back, arrows move, and a paste (or a code the phone fills in) keeps only its digits, at
 * most 6, spread from the box it lands in.
 */
export function OtpInput(props: TOtpInputProps) {
  const { idPrefix, value, onChange, onComplete, disabled, invalid, focusRequest } = props;
  const { t } = useTranslation('auth');
  const refs = useRef<(HTMLInputElement | null)[]>([]);

  const focusBox = (index: number) => {
    const box = refs.current[Math.max(0, Math.min(index, value.length - 1))];
    box?.focus();
    box?.select();
  };

  useEffect(() => {
    if (focusRequest === undefined) return;
    const firstEmpty = refs.current.findIndex((box) => box !== null && box.value === '');
    const box = refs.current[firstEmpty === -1 ? 0 : firstEmpty];
    box?.focus();
  }, [focusRequest]);

  const write = (index: number, digits: readonly string[]) => {
    const { boxes, focus } = spreadDigits(value, index, digits);
    onChange(boxes);
    focusBox(focus);
    if (isComplete(boxes)) onComplete(boxes.join(''));
  };

  const clear = (index: number) => {
    const boxes = [...value];
    boxes[index] = '';
    onChange(boxes);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>, index: number) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    const { key } = event;
    if (/^\d$/.test(key)) {
      event.preventDefault();
      write(index, [key]);
    } else if (key === 'Backspace') {
      event.preventDefault();
      if (value[index]) return clear(index);
      if (index > 0) {
        clear(index - 1);
        focusBox(index - 1);
      }
    } else if (key === 'Delete') {
      event.preventDefault();
      clear(index);
    } else if (key === 'ArrowLeft' || key === 'ArrowRight') {
      event.preventDefault();
      focusBox(index + (key === 'ArrowLeft' ? -1 : 1));
    } else if (key === 'Home' || key === 'End') {
      event.preventDefault();
      focusBox(key === 'Home' ? 0 : value.length - 1);
    } else if (key.length === 1) {
      event.preventDefault(); // letters and symbols never enter a box
    }
  };

  const onPaste = (event: ClipboardEvent<HTMLInputElement>, index: number) => {
    event.preventDefault();
    const digits = otpDigitsOf(event.clipboardData.getData('text'));
    if (digits.length > 0) write(index, digits);
  };

  return (
    <div className="otp-input" role="group" aria-label={t('otp.group')}>
      {value.map((digit, index) => (
        <input
          // The boxes are positional; their order never changes.
          key={index}
          ref={(element) => {
            refs.current[index] = element;
          }}
          id={`${idPrefix}-otp-${index + 1}`}
          className={`form-control otp-input__box${invalid ? ' is-invalid' : ''}`}
          type="text"
          inputMode="numeric"
          pattern="[0-9]*"
          autoComplete={index === 0 ? 'one-time-code' : 'off'}
          aria-label={t('otp.digit', { index: index + 1, count: value.length })}
          aria-invalid={invalid || undefined}
          aria-describedby={props.describedBy}
          value={digit}
          disabled={disabled}
          onKeyDown={(event) => onKeyDown(event, index)}
          onPaste={(event) => onPaste(event, index)}
          // Autofill and mobile keyboards that send no key: keep the digits, spread them.
          onChange={(event) => {
            const digits = otpDigitsOf(event.target.value);
            if (digits.length === 0) clear(index);
            else write(index, digits);
          }}
          onFocus={(event) => event.target.select()}
        />
      ))}
    </div>
  );
}
