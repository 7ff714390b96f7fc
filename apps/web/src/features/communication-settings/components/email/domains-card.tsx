import { Fragment, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import type { TSmtpDomain, TVerifyStatus } from '@resonate/contracts/communication-settings/email';
import { notifySuccess } from '@/shared/lib/notify';
import { useEmailMutations, useSmtpDomains } from '../../api/email';
import { AddDomainModal } from './add-domain-modal';
import { DeleteDomainModal } from './delete-domain-modal';
import { DomainRecords } from './domain-records';
import './email-settings.scss';

/** Sending domains: add, show the DNS records to publish, verify them, delete. */
export function DomainsCard({ clientId, isAdmin }: { clientId: number; isAdmin: boolean }) {
  const { t } = useTranslation('pages');
  const domains = useSmtpDomains(clientId);
  const { verifyDomain } = useEmailMutations(clientId);
  const [adding, setAdding] = useState(false);
  const [open, setOpen] = useState<number | null>(null);
  const [deleting, setDeleting] = useState<TSmtpDomain | null>(null);
  const [statuses, setStatuses] = useState<Record<number, Record<string, TVerifyStatus>>>({});

  const verify = (domainId: number) =>
    verifyDomain.mutate(domainId, {
      onSuccess: ({ results, domain }) => {
        setStatuses((all) => ({
          ...all,
          [domainId]: Object.fromEntries(results.map((r) => [r.kind, r.status])),
        }));
        notifySuccess(
          t('emailSettings.domains.title'),
          t(
            domain.verifiedAt
              ? 'emailSettings.domains.verifiedOk'
              : 'emailSettings.domains.verifiedNo',
          ),
        );
      },
    });

  return (
    <Card className="border-0 shadow-sm mb-4">
      <Card.Body>
        <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-2">
          <div>
            <h2 className="h5 mb-1">{t('emailSettings.domains.title')}</h2>
            <p className="text-body-secondary mb-0">{t('emailSettings.domains.intro')}</p>
          </div>
          {isAdmin ? (
            <Button onClick={() => setAdding(true)}>{t('emailSettings.domains.add')}</Button>
          ) : null}
        </div>
        {domains.data?.length === 0 ? (
          <p className="text-body-secondary mt-3 mb-0">{t('emailSettings.domains.empty')}</p>
        ) : (
          <div className="overflow-auto mt-3">
            <table className="email-settings-table">
              <thead>
                <tr>
                  <th scope="col">{t('emailSettings.domains.fields.domainName')}</th>
                  <th scope="col">{t('emailSettings.domains.fields.fromMail')}</th>
                  <th scope="col">{t('emailSettings.domains.fields.bounceMail')}</th>
                  <th scope="col">{t('emailSettings.domains.status')}</th>
                  <th scope="col">
                    <span className="visually-hidden">{t('emailSettings.domains.actions')}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {(domains.data ?? []).map((domain) => (
                  <Fragment key={domain.domainId}>
                    <tr>
                      <td>
                        <Button
                          variant="link"
                          className="p-0 text-start"
                          aria-expanded={open === domain.domainId}
                          onClick={() => setOpen(open === domain.domainId ? null : domain.domainId)}
                        >
                          {open === domain.domainId ? '▾' : '▸'} {domain.domainName}
                        </Button>
                        {domain.description ? (
                          <div className="small text-body-secondary">{domain.description}</div>
                        ) : null}
                      </td>
                      <td>{domain.fromMail}</td>
                      <td>{domain.bounceMail}</td>
                      <td>
                        <Badge bg={domain.verifiedAt ? 'success' : 'secondary'}>
                          {t(
                            domain.verifiedAt
                              ? 'emailSettings.domains.verified'
                              : 'emailSettings.domains.unverified',
                          )}
                        </Badge>
                      </td>
                      <td className="text-end text-nowrap">
                        {isAdmin ? (
                          <>
                            <Button
                              size="sm"
                              variant="outline-primary"
                              className="me-2"
                              disabled={
                                verifyDomain.isPending && verifyDomain.variables === domain.domainId
                              }
                              onClick={() => {
                                setOpen(domain.domainId);
                                verify(domain.domainId);
                              }}
                            >
                              {t('emailSettings.domains.verify')}
                            </Button>
                            <Button
                              size="sm"
                              variant="outline-danger"
                              onClick={() => setDeleting(domain)}
                            >
                              {t('emailSettings.domains.delete')}
                            </Button>
                          </>
                        ) : null}
                      </td>
                    </tr>
                    {open === domain.domainId ? (
                      <tr>
                        <td colSpan={5} className="p-0">
                          <DomainRecords
                            domain={domain}
                            statuses={statuses[domain.domainId] ?? {}}
                          />
                        </td>
                      </tr>
                    ) : null}
                  </Fragment>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </Card.Body>
      <AddDomainModal
        clientId={clientId}
        show={adding}
        onClose={() => setAdding(false)}
        onAdded={(domainId) => setOpen(domainId)}
      />
      <DeleteDomainModal clientId={clientId} domain={deleting} onClose={() => setDeleting(null)} />
    </Card>
  );
}
