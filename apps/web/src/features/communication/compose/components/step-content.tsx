import type { TContactSummary } from '@resonate/contracts/audience/contacts';
import { CHANNEL_IDS_BY_NAME, emptyContent } from '@resonate/contracts/campaigns/content';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fieldErrorsOf, previewCommunication } from '../api/compose-calls';
import { useAfterSave } from '../hooks/use-after-save';
import { ContactSearch } from './contact-search';
import { ContentEditor } from './content-editor';
import { PreviewPanel } from './preview-panel';
import type { TStepProps } from './step-props';
import { TemplatePicker } from './template-picker';
import { TestSend } from './test-send';
import { WhatsAppTemplateFields } from './whatsapp-template-fields';

/** Step 3: what it says, previewed for a chosen person, with a test send. */
export function StepContent({ draft, update, errors, flush }: TStepProps) {
  const { t } = useTranslation('compose');
  const [contact, setContact] = useState<TContactSummary | null>(null);
  const [testErrors, setTestErrors] = useState<TFieldErrors>({});
  const content = draft.content ?? emptyContent(draft.channelId);
  const preview = useAfterSave([content, contact?.contactId], flush, (id) =>
    previewCommunication(id, contact?.contactId),
  );
  // Template errors (broken Liquid) come back from the preview and the test keyed by field.
  const shown: TFieldErrors = {
    ...errors,
    ...(preview.state === 'error' ? fieldErrorsOf(preview.error) : {}),
    ...testErrors,
  };
  return (
    <div className="compose-step row g-4">
      <div className="col-xl-7">
        <TemplatePicker
          channelId={draft.channelId}
          templateId={draft.templateId}
          onPick={(templateId, picked) =>
            update((d) => ({
              ...d,
              templateId,
              content: picked ?? emptyContent(d.channelId),
            }))
          }
        />
        {draft.channelId === CHANNEL_IDS_BY_NAME.whatsapp && content.kind === 'text' && (
          <WhatsAppTemplateFields
            content={content}
            errors={shown}
            onChange={(next) => update((d) => ({ ...d, content: next }))}
          />
        )}
        {!(content.kind === 'text' && content.whatsappTemplate) && (
          <ContentEditor
            channelId={draft.channelId}
            content={content}
            errors={shown}
            onChange={(next) => {
              setTestErrors({});
              update((d) => ({ ...d, content: next }));
            }}
          />
        )}
      </div>
      <aside className="col-xl-5" aria-label={t('preview.title')}>
        <div className="compose-preview">
          <h2 className="h6">{t('preview.title')}</h2>
          <ContactSearch contact={contact} onChange={setContact} />
          <PreviewPanel result={preview} />
          <TestSend flush={flush} contactId={contact?.contactId} onFieldErrors={setTestErrors} />
        </div>
      </aside>
    </div>
  );
}
