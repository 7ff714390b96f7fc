import { useEffect } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { PageHeader } from '@/shared/components/page-header';
import { loadPage } from '@/shared/lib/full-page-navigation';
import { operatorLegalUrl, type TLegalKind } from '@/shared/lib/legal-links';
import { useLegalInfo } from '../hooks/use-legal-info';

/** Paragraphs of the default page, each naming the operator or its contact address. */
const PARAGRAPHS: Record<TLegalKind, readonly string[]> = {
  privacy: ['operator', 'data', 'contact'],
  terms: ['operator', 'use', 'contact'],
};

/**
 * /privacy and /terms: forwards to the operator's page when PRIVACY_URL / TERMS_URL is set (a
 * link followed before the master data answer was stored lands here), else the product's short
 * default, naming who runs this installation and how to reach them.
 */
export function LegalPage({ kind }: { kind: TLegalKind }) {
  const { t } = useTranslation('pages');
  const legal = useLegalInfo();
  const external = operatorLegalUrl(kind, legal ?? undefined);
  useEffect(() => {
    if (external) loadPage(external);
  }, [external]);

  return (
    <section className="legal-page">
      <PageHeader title={t(`${kind}.title`)} />
      <div className="card app-card">
        <div className="card-body" aria-busy={legal === undefined}>
          {legal === undefined ? (
            <p className="text-body-secondary mb-0">{t('legal.loading')}</p>
          ) : legal === null ? (
            <p className="mb-0" role="alert">
              {t('legal.unavailable')}
            </p>
          ) : external ? (
            <p className="mb-0">
              {t('legal.forwarding')} <a href={external}>{external}</a>
            </p>
          ) : (
            PARAGRAPHS[kind].map((key) => (
              <p key={key}>
                <Trans
                  t={t}
                  i18nKey={`${kind}.${key}`}
                  values={{ operator: legal.operatorName, email: legal.operatorEmail }}
                  components={{ email: <a href={`mailto:${legal.operatorEmail}`} /> }}
                />
              </p>
            ))
          )}
        </div>
      </div>
    </section>
  );
}
