import { Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import type { TPreviewDynamicCount } from '@resonate/contracts/audience/dynamic-lists';
import { groupThousands } from '@resonate/contracts/patterns';
import { paths } from '@/config/paths';
import { contactName } from '../contacts/contact-name';

/**
 * The live count beside the rule: a spinner while the server counts, the number of matching
 * contacts, and a few of them. The last answer stays visible while the next is computed.
 */
export function RulePreview({
  preview,
  fetching,
  incomplete,
  error,
  empty,
}: {
  preview: TPreviewDynamicCount | undefined;
  fetching: boolean;
  incomplete: boolean;
  error: string | undefined;
  /** The rule has no condition yet. */
  empty: boolean;
}) {
  const { t } = useTranslation('audienceLists');
  return (
    <aside className="card rule-preview" aria-labelledby="rule-preview-title">
      <div className="card-body">
        <h3 id="rule-preview-title" className="h6 d-flex align-items-center gap-2">
          <Users size={16} aria-hidden="true" />
          {t('preview.title')}
          {fetching ? (
            <Spinner size="sm" className="ms-auto" aria-label={t('preview.counting')} />
          ) : null}
        </h3>
        <div aria-live="polite" aria-busy={fetching}>
          {incomplete ? (
            <p className="text-body-secondary mb-0">{t('preview.incomplete')}</p>
          ) : error ? (
            <p className="text-danger mb-0" role="alert">
              {error}
            </p>
          ) : preview ? (
            <>
              <p className={`rule-preview__count${fetching ? ' rule-preview__count--stale' : ''}`}>
                <strong>{groupThousands(preview.count)}</strong>{' '}
                {t('preview.matchesSuffix', { count: preview.count })}
              </p>
              {empty ? <p className="small text-body-secondary">{t('preview.everyone')}</p> : null}
              {preview.sample.length > 0 ? (
                <>
                  <h4 className="rule-preview__sample-title">{t('preview.sample')}</h4>
                  <ul className="rule-preview__sample">
                    {preview.sample.map((member) => (
                      <li key={member.contactId}>
                        <Link to={paths.audience.contact.getHref(member.contactId)}>
                          {contactName(member) || member.email || member.mobile}
                        </Link>
                        {contactName(member) && (member.email || member.mobile) ? (
                          <span className="text-body-secondary">
                            {' '}
                            · {member.email ?? member.mobile}
                          </span>
                        ) : null}
                      </li>
                    ))}
                  </ul>
                </>
              ) : (
                <p className="text-body-secondary mb-0">{t('preview.none')}</p>
              )}
            </>
          ) : (
            <p className="text-body-secondary mb-0">{t('preview.counting')}</p>
          )}
        </div>
      </div>
    </aside>
  );
}
