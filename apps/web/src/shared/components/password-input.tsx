import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { UseFormRegisterReturn } from 'react-hook-form';
import './password-input.scss';

type TPasswordInputProps = {
  id: string;
  registration: UseFormRegisterReturn;
  autoComplete: 'current-password' | 'new-password';
  maxLength?: number;
  error?: string;
};

/** A password field with the eye toggle and its message underneath. */
export function PasswordInput({
  id,
  registration,
  autoComplete,
  maxLength,
  error,
}: TPasswordInputProps) {
  const { t } = useTranslation('pages');
  const [visible, setVisible] = useState(false);
  const errorId = `${id}-error`;
  return (
    <div className={`input-group password-input${error ? ' has-validation' : ''}`}>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={`form-control${error ? ' is-invalid' : ''}`}
        autoComplete={autoComplete}
        maxLength={maxLength}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...registration}
      />
      <button
        type="button"
        className="btn password-input__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('profile.password.hide') : t('profile.password.show')}
        aria-pressed={visible}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
      {error ? (
        <div id={errorId} className="invalid-feedback">
          {error}
        </div>
      ) : null}
    </div>
  );
}
