import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TFieldRegistration } from '../hooks/use-field-form';
import { LOGIN_PASSWORD_MAX } from '@resonate/contracts/constants';

type TPasswordFieldProps = {
  id: string;
  registration: TFieldRegistration;
  invalid?: boolean;
  describedBy?: string;
};

/** Password input with the eye toggle; at most 15 characters at login (spec sections 2 and 9). */
export function PasswordField({ id, registration, invalid, describedBy }: TPasswordFieldProps) {
  const { t } = useTranslation('auth');
  const [visible, setVisible] = useState(false);
  return (
    <div className={`input-group app-input-group${invalid ? ' has-validation' : ''}`}>
      <input
        id={id}
        type={visible ? 'text' : 'password'}
        className={`form-control${invalid ? ' is-invalid' : ''}`}
        maxLength={LOGIN_PASSWORD_MAX}
        autoComplete="current-password"
        placeholder={t('login.passwordPlaceholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        {...registration}
      />
      <button
        type="button"
        className="btn app-input-group__toggle"
        onClick={() => setVisible((v) => !v)}
        aria-label={visible ? t('login.hidePassword') : t('login.showPassword')}
        aria-pressed={visible}
      >
        {visible ? <EyeOff size={18} aria-hidden="true" /> : <Eye size={18} aria-hidden="true" />}
      </button>
    </div>
  );
}
