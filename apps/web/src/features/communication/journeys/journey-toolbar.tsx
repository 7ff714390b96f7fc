import { Archive, CheckCircle2, Pause, Play, Save } from 'lucide-react';
import { useState } from 'react';
import { Button, Form } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import type { TJourney } from '@resonate/contracts/campaigns/journeys';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { shortenNumber } from '@resonate/contracts/format/number';
import { ConfirmModal } from '@/shared/components/confirm-modal';
import { canChangeFeature } from '@/shared/storage/permissions';
import type { TJourneyAction } from './journey-api';
import { JourneyStatusBadge } from './journey-status-badge';

type TProps = {
  journey: TJourney;
  name: string;
  nameError: string | null;
  dirty: boolean;
  busy: boolean;
  canEdit: boolean;
  onName: (name: string) => void;
  onSave: () => void;
  onValidate: () => void;
  onAction: (action: TJourneyAction) => void;
};

/** Name, status, totals and what can be done with the journey in its status. */
export function JourneyToolbar({
  journey,
  name,
  nameError,
  dirty,
  busy,
  canEdit,
  onName,
  onSave,
  onValidate,
  onAction,
}: TProps) {
  const { t } = useTranslation('journeys');
  const editable = canEdit && (journey.status === 'draft' || journey.status === 'paused');
  const canArchive =
    canChangeFeature(FEATURE_IDS.communications, 'delete') && journey.status !== 'archived';
  const [confirming, setConfirming] = useState(false);
  return (
    <div className="journey-toolbar">
      <Form.Group controlId="journey-name" className="journey-toolbar__name">
        <Form.Label visuallyHidden>{t('toolbar.name')}</Form.Label>
        <Form.Control
          size="sm"
          value={name}
          disabled={!editable}
          isInvalid={Boolean(nameError)}
          onChange={(event) => onName(event.target.value)}
        />
        <Form.Control.Feedback type="invalid" tooltip>
          {nameError}
        </Form.Control.Feedback>
      </Form.Group>
      <JourneyStatusBadge status={journey.status} />
      {dirty && <span className="small text-body-secondary">{t('toolbar.unsaved')}</span>}
      <dl className="journey-toolbar__totals" aria-label={t('toolbar.totals')}>
        <dt>{t('totals.entries')}</dt>
        <dd data-testid="journey-total-entries">{shortenNumber(journey.totals.entries)}</dd>
        <dt>{t('totals.active')}</dt>
        <dd data-testid="journey-total-active">{shortenNumber(journey.totals.active)}</dd>
        <dt>{t('totals.finished')}</dt>
        <dd data-testid="journey-total-finished">{shortenNumber(journey.totals.finished)}</dd>
      </dl>
      <div className="journey-toolbar__actions">
        {editable && (
          <>
            <Button size="sm" variant="outline-primary" disabled={busy || !dirty} onClick={onSave}>
              <Save size={14} aria-hidden="true" /> {t('toolbar.save')}
            </Button>
            <Button size="sm" variant="outline-secondary" disabled={busy} onClick={onValidate}>
              <CheckCircle2 size={14} aria-hidden="true" /> {t('toolbar.validate')}
            </Button>
          </>
        )}
        {canEdit && journey.status === 'draft' && (
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() => onAction('StartJourney')}
          >
            <Play size={14} aria-hidden="true" /> {t('toolbar.start')}
          </Button>
        )}
        {canEdit && journey.status === 'active' && (
          <Button
            size="sm"
            variant="outline-warning"
            disabled={busy}
            onClick={() => onAction('PauseJourney')}
          >
            <Pause size={14} aria-hidden="true" /> {t('toolbar.pause')}
          </Button>
        )}
        {canEdit && journey.status === 'paused' && (
          <Button
            size="sm"
            variant="primary"
            disabled={busy}
            onClick={() => onAction('ResumeJourney')}
          >
            <Play size={14} aria-hidden="true" /> {t('toolbar.resume')}
          </Button>
        )}
        {canArchive && (
          <Button
            size="sm"
            variant="outline-danger"
            disabled={busy}
            onClick={() => setConfirming(true)}
          >
            <Archive size={14} aria-hidden="true" /> {t('toolbar.archive')}
          </Button>
        )}
      </div>
      <ConfirmModal
        show={confirming}
        title={t('archive.title')}
        body={t('archive.body', { name: journey.name })}
        confirmLabel={t('toolbar.archive')}
        danger
        busy={busy}
        onConfirm={() => {
          setConfirming(false);
          onAction('ArchiveJourney');
        }}
        onCancel={() => setConfirming(false)}
      />
    </div>
  );
}
