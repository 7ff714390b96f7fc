import { UserSearch } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { PageHeader } from '@/shared/components/page-header';
import { useFindPerson } from '../api/person';
import { PersonSearchForm } from '../components/person-search-form';
import { PersonView } from '../components/person-view';
import '../components/analytics.scss';

/**
 * /analytics/audience-analytics-360?passportId=...: find a person by email, mobile or passport
 * id, then see their profile, reach, scores, lists and cross-channel timeline. The person is
 * in the URL, so the List tab links here and a reload keeps them.
 */
export default function Audience360Page() {
  const { t } = useTranslation(['pages', 'analytics360']);
  const [params, setParams] = useSearchParams();
  const passportId = params.get('passportId')?.trim().toLowerCase() ?? '';
  const find = useFindPerson();
  const [notFound, setNotFound] = useState<string | null>(null);

  const search = (text: string) => {
    setNotFound(null);
    find.mutate(text, {
      onSuccess: (match) => {
        if (match) setParams({ passportId: match.passportId });
        else setNotFound(text);
      },
    });
  };

  return (
    <>
      <PageHeader title={t('pages:audience360.title')} lead={t('analytics360:lead')} />
      <div className="a360">
        <PersonSearchForm busy={find.isPending} notFound={notFound} onSearch={search} />
        {passportId ? (
          <PersonView key={passportId} passportId={passportId} />
        ) : (
          <div className="card app-card a360-empty">
            <div className="card-body text-center">
              <UserSearch size={40} aria-hidden="true" className="text-body-secondary mb-2" />
              <p className="mb-0 text-body-secondary">{t('analytics360:empty')}</p>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
