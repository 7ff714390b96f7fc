import { Check, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { PASSWORD_MIN } from '@resonate/contracts/constants';
import { passwordStrengthRules } from '@resonate/contracts/patterns';
import './strength-meter.scss';

/**
 * The password strength meter (spec section 5): upper, lower, number, special and minimum
 * length, each ticked as the password meets it, with a bar of how many are met.
 */
export function StrengthMeter({ password, id }: { password: string; id?: string }) {
  const { t } = useTranslation('pages');
  const results = passwordStrengthRules.map((rule) => ({
    key: rule.key,
    met: rule.test(password),
  }));
  const met = results.filter((result) => result.met).length;
  const level = met <= 2 ? 'weak' : met < results.length ? 'fair' : 'strong';
  return (
    <div className="strength-meter" id={id}>
      <div
        className={`strength-meter__bar strength-meter__bar--${level}`}
        role="meter"
        aria-label={t('profile.password.strength')}
        aria-valuemin={0}
        aria-valuemax={results.length}
        aria-valuenow={met}
        aria-valuetext={t(`profile.password.level.${level}`)}
      >
        <span style={{ width: `${(met / results.length) * 100}%` }} />
      </div>
      <ul className="strength-meter__rules" aria-label={t('profile.password.rules')}>
        {results.map(({ key, met: ok }) => (
          <li key={key} className={ok ? 'is-met' : undefined} data-met={ok}>
            {ok ? <Check size={14} aria-hidden="true" /> : <X size={14} aria-hidden="true" />}
            <span>{t(`profile.password.rule.${key}`, { count: PASSWORD_MIN })}</span>
            <span className="visually-hidden">
              {ok ? t('profile.password.met') : t('profile.password.notMet')}
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}
