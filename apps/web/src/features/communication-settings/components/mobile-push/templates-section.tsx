import { Pencil, Plus, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Spinner from 'react-bootstrap/Spinner';
import type { TMobilePushTemplate } from '@resonate/contracts/communication-settings/mobile-push-templates';
import { notifySuccess } from '@/shared/lib/notify';
import {
  useMobilePushTemplates,
  usePushLanguages,
  useTemplateMutations,
} from '../../api/mobile-push-extras';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { TemplateFormModal } from './template-form-modal';
import '../channel-common/channel-settings.scss';
import '../push-common/push-settings.scss';

/** An app's templates: one row per name and language, as the broadcast API picks them. */
export function TemplatesSection({
  clientId,
  mobileAppId,
  readOnly,
}: {
  clientId: number;
  mobileAppId: number;
  readOnly: boolean;
}) {
  const { t } = useTranslation('pushSettings');
  const templates = useMobilePushTemplates(clientId, mobileAppId);
  const languages = usePushLanguages(clientId);
  const { upsert, remove } = useTemplateMutations(clientId, mobileAppId);
  // undefined: closed; null: adding; a template: editing it.
  const [editing, setEditing] = useState<TMobilePushTemplate | null | undefined>(undefined);
  const [removing, setRemoving] = useState<TMobilePushTemplate | null>(null);
  const languageName = (code: string) => languages.data?.find((l) => l.code === code)?.name ?? code;

  return (
    <section aria-labelledby="mp-templates-title">
      <div className="d-flex justify-content-between align-items-center mb-1">
        <h3 className="h6 mb-0" id="mp-templates-title">
          {t('templates.title')}
        </h3>
        {readOnly ? null : (
          <Button size="sm" variant="outline-primary" onClick={() => setEditing(null)}>
            <Plus size={14} aria-hidden="true" className="me-1" />
            {t('templates.add')}
          </Button>
        )}
      </div>
      <p className="small text-body-secondary">{t('templates.intro')}</p>
      {templates.isPending ? (
        <Spinner animation="border" size="sm" role="status">
          <span className="visually-hidden">{t('loading')}</span>
        </Spinner>
      ) : !templates.data?.length ? (
        <p className="text-body-secondary small mb-0">{t('templates.empty')}</p>
      ) : (
        <div className="table-responsive">
          <table className="channel-table">
            <thead>
              <tr>
                <th scope="col">{t('templates.fields.name')}</th>
                <th scope="col">{t('templates.fields.language')}</th>
                <th scope="col">{t('templates.message')}</th>
                <th scope="col">{t('templates.deepLink')}</th>
                {readOnly ? null : (
                  <th scope="col">
                    <span className="visually-hidden">{t('actions')}</span>
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {templates.data.map((template) => (
                <tr key={template.templateId}>
                  <th scope="row" className="fw-normal">
                    {template.name}
                  </th>
                  <td>{languageName(template.language)}</td>
                  <td>
                    <div className="fw-semibold">{template.message.title}</div>
                    <div
                      className="small text-body-secondary text-truncate"
                      style={{ maxWidth: '22rem' }}
                    >
                      {template.message.body}
                    </div>
                  </td>
                  <td className="small text-break">{template.message.deepLink || '–'}</td>
                  {readOnly ? null : (
                    <td className="text-end text-nowrap">
                      <Button
                        size="sm"
                        variant="link"
                        onClick={() => setEditing(template)}
                        aria-label={t('templates.editNamed', {
                          name: template.name,
                          language: template.language,
                        })}
                      >
                        <Pencil size={14} aria-hidden="true" />
                      </Button>
                      <Button
                        size="sm"
                        variant="link"
                        className="text-danger"
                        onClick={() => setRemoving(template)}
                        aria-label={t('templates.deleteNamed', {
                          name: template.name,
                          language: template.language,
                        })}
                      >
                        <Trash2 size={14} aria-hidden="true" />
                      </Button>
                    </td>
                  )}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <TemplateFormModal
        show={editing !== undefined}
        template={editing ?? null}
        languages={languages.data ?? []}
        busy={upsert.isPending}
        onSave={async (values) => {
          await upsert.mutateAsync({
            ...values,
            ...(editing ? { templateId: editing.templateId, updatedAt: editing.updatedAt } : {}),
          });
          notifySuccess(t('templates.title'), t('templates.saved'));
        }}
        onClose={() => setEditing(undefined)}
      />
      <ConfirmModal
        show={removing !== null}
        title={t('templates.deleteTitle')}
        body={t('templates.deleteBody', {
          name: removing?.name ?? '',
          language: removing?.language ?? '',
        })}
        confirmLabel={t('delete')}
        busy={remove.isPending}
        onConfirm={() => {
          if (!removing) return;
          remove.mutate(removing.templateId, {
            onSuccess: () => notifySuccess(t('templates.title'), t('templates.deleted')),
            onSettled: () => setRemoving(null),
          });
        }}
        onCancel={() => setRemoving(null)}
      />
    </section>
  );
}
