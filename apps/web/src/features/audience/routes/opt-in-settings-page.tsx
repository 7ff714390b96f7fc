import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { paths } from '@/config/paths';
import { canChangeFeature } from '@/shared/storage/permissions';
import { useOptInSettings } from '../api/opt-in/opt-in-api';
import { OptInSettingsForm } from '../components/opt-in/opt-in-settings-form';
import '../components/opt-in/opt-in.scss';

/** /audience/master-data/opt-in: single or double opt-in per source, and the confirmation mail. */
export default function OptInSettingsPage() {
  const { t } = useTranslation('audience');
  const settings = useOptInSettings();
  return (
    <section className="contact-page" aria-labelledby="opt-in-title">
      <Link to={paths.audience.masterData.getHref()} className="contact-page__back">
        <ArrowLeft size={16} aria-hidden="true" /> {t('contact.back')}
      </Link>
      <h2 id="opt-in-title" className="h4 mb-1">
        {t('optIn.settingsTitle')}
      </h2>
      <p className="text-body-secondary">{t('optIn.settingsLead')}</p>
      {settings.data ? (
        <OptInSettingsForm
          settings={settings.data}
          readOnly={!canChangeFeature(FEATURE_IDS.audience, 'edit')}
        />
      ) : (
        <p role="status">{settings.isError ? t('optIn.loadFailed') : t('state.loading')}</p>
      )}
    </section>
  );
}
