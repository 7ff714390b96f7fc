import type { TTemplateStatus } from '@resonate/contracts/campaigns/templates';
import { TEMPLATE_LIMITS } from '@resonate/contracts/campaigns/templates';
import { ArrowLeft } from 'lucide-react';
import { Button, Form, Spinner } from 'react-bootstrap';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { Logo } from '@/shared/components/logo';

export type TSaveState =
  | { state: 'idle' }
  | { state: 'saving' }
  | { state: 'saved'; ready: boolean; askedReady: boolean }
  | { state: 'error'; message: string };

type TProps = {
  name: string;
  nameError: string | null;
  onName: (name: string) => void;
  status: TTemplateStatus | null;
  dirty: boolean;
  save: TSaveState;
  onSave: (asReady: boolean) => void;
};

/**
 * The slim bar of the header-less page (spec section 2): the way back to the gallery, the
 * template's name, whether the server has the latest changes, and the two saves.
 */
export function BuilderBar({ name, nameError, onName, status, dirty, save, onSave }: TProps) {
  const { t } = useTranslation('templateBuilder');
  const busy = save.state === 'saving';
  const message =
    save.state === 'saving'
      ? t('save.saving')
      : save.state === 'error'
        ? t('save.failed', { error: save.message })
        : dirty
          ? t('save.unsaved')
          : save.state === 'saved' && save.askedReady && !save.ready
            ? t('save.notReady')
            : save.state === 'saved'
              ? t('save.saved')
              : '';
  return (
    <div className="full-screen-page__bar builder-bar">
      <Logo />
      <Form.Group className="builder-bar__name" controlId="template-name">
        <Form.Label visuallyHidden>{t('name.label')}</Form.Label>
        <Form.Control
          size="sm"
          value={name}
          placeholder={t('name.placeholder')}
          maxLength={TEMPLATE_LIMITS.nameMax + 20}
          isInvalid={Boolean(nameError)}
          onChange={(event) => onName(event.target.value)}
        />
        <Form.Control.Feedback type="invalid" tooltip>
          {nameError}
        </Form.Control.Feedback>
      </Form.Group>
      {status && (
        <span className={`badge ${status === 'ready' ? 'text-bg-success' : 'text-bg-secondary'}`}>
          {t(`status.${status}`)}
        </span>
      )}
      <span
        role="status"
        className={`small builder-bar__state ${save.state === 'error' || (save.state === 'saved' && save.askedReady && !save.ready && !dirty) ? 'text-danger' : 'text-body-secondary'}`}
      >
        {message}
      </span>
      <div className="d-flex align-items-center gap-2 ms-auto">
        <Button size="sm" variant="outline-primary" disabled={busy} onClick={() => onSave(false)}>
          {busy && <Spinner size="sm" className="me-1" aria-hidden="true" />}
          {t('save.save')}
        </Button>
        <Button size="sm" variant="primary" disabled={busy} onClick={() => onSave(true)}>
          {t('save.saveReady')}
        </Button>
        <Link to={paths.communication.gallery.getHref()} className="btn btn-light btn-sm">
          <ArrowLeft size={16} aria-hidden="true" /> {t('backToGallery')}
        </Link>
      </div>
    </div>
  );
}
