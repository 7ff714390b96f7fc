import { Upload, UserPlus, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Button from 'react-bootstrap/Button';
import { paths } from '@/config/paths';

/** A client without contacts yet: what master data is, and the two ways to start. */
export function ContactsEmptyState({ onAdd }: { onAdd: () => void }) {
  const { t } = useTranslation('audience');
  return (
    <section className="card app-card contacts-empty" aria-labelledby="contacts-empty-title">
      <div className="card-body">
        <Users size={40} aria-hidden="true" className="contacts-empty__icon" />
        <h2 id="contacts-empty-title" className="h5">
          {t('empty.title')}
        </h2>
        <p className="text-body-secondary">{t('empty.body')}</p>
        <div className="d-flex flex-wrap justify-content-center gap-2">
          <Link className="btn btn-primary" to={paths.audience.newImport.getHref()}>
            <Upload size={16} aria-hidden="true" /> {t('toolbar.import')}
          </Link>
          <Button variant="outline-primary" onClick={onAdd}>
            <UserPlus size={16} aria-hidden="true" /> {t('toolbar.add')}
          </Button>
        </div>
      </div>
    </section>
  );
}
