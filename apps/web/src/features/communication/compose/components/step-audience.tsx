import { Form } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { AudienceEstimate } from './audience-estimate';
import { ListChooser } from './list-chooser';
import { TopicSelect } from './topic-select';
import type { TStepProps } from './step-props';

/** Step 2: the lists to send to, the lists to leave out, and who that reaches. */
export function StepAudience({ draft, update, options, errors, flush }: TStepProps) {
  const { t } = useTranslation('compose');
  const [search, setSearch] = useState('');
  const { listIds, suppressionListIds } = draft.audience;
  const toggle = (key: 'listIds' | 'suppressionListIds', listId: number) =>
    update((d) => {
      const chosen = d.audience[key];
      const next = chosen.includes(listId)
        ? chosen.filter((id) => id !== listId)
        : [...chosen, listId];
      return { ...d, audience: { ...d.audience, [key]: next } };
    });
  return (
    <div className="compose-step">
      <Form.Control
        type="search"
        className="mb-3"
        aria-label={t('audience.search')}
        placeholder={t('audience.search')}
        value={search}
        onChange={(event) => setSearch(event.target.value)}
      />
      <div className="row g-4">
        <div className="col-lg-6">
          <ListChooser
            idPrefix="compose-send"
            title={t('audience.send')}
            lists={options.lists}
            search={search}
            chosen={listIds}
            blocked={suppressionListIds}
            onToggle={(id) => toggle('listIds', id)}
            error={errors['audience.listIds']}
          />
        </div>
        <div className="col-lg-6">
          <ListChooser
            idPrefix="compose-suppress"
            title={t('audience.suppress')}
            lists={options.lists}
            search={search}
            chosen={suppressionListIds}
            blocked={listIds}
            onToggle={(id) => toggle('suppressionListIds', id)}
            error={errors['audience.suppressionListIds']}
          />
        </div>
      </div>
      <TopicSelect
        channelId={draft.channelId}
        value={draft.audience.topicId ?? null}
        onChange={(topicId) => update((d) => ({ ...d, audience: { ...d.audience, topicId } }))}
        error={errors['audience.topicId']}
      />
      <AudienceEstimate audience={draft.audience} flush={flush} currency={options.currency} />
    </div>
  );
}
