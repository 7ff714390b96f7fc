import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import type { TTotpSetup } from '@resonate/contracts/auth/second-factor';
import { RecoveryCodesView } from '@/shared/components/two-step/recovery-codes-view';
import { TotpSetupView } from '@/shared/components/two-step/totp-setup-view';

/** The QR code and the first code, after the password was confirmed. */
export function TotpSetupModal({
  setup,
  onConfirm,
  onClose,
}: {
  setup: TTotpSetup | null;
  onConfirm: (code: string) => Promise<string | undefined>;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const shown = useLast(setup);
  return (
    <Modal show={setup !== null} onHide={onClose} centered aria-labelledby="totp-setup-title">
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="totp-setup-title">
          {t('twoStep.app.setupTitle')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        {shown ? <TotpSetupView idPrefix="profile" setup={shown} onConfirm={onConfirm} /> : null}
      </Modal.Body>
    </Modal>
  );
}

/** New recovery codes, shown once. */
export function RecoveryCodesModal({
  codes,
  onClose,
}: {
  codes: string[] | null;
  onClose: () => void;
}) {
  const { t } = useTranslation('pages');
  const shown = useLast(codes);
  return (
    <Modal
      show={codes !== null}
      onHide={onClose}
      centered
      backdrop="static"
      aria-labelledby="recovery-codes-title"
    >
      <Modal.Header closeButton>
        <Modal.Title as="h2" className="h5" id="recovery-codes-title">
          {t('twoStep.codes.title')}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>{shown ? <RecoveryCodesView codes={shown} /> : null}</Modal.Body>
      <Modal.Footer>
        <Button onClick={onClose}>{t('twoStep.codes.saved')}</Button>
      </Modal.Footer>
    </Modal>
  );
}

/** The last value that was not null: a closing modal keeps its content while it fades out. */
function useLast<T>(value: T | null): T | null {
  const [last, setLast] = useState(value);
  if (value !== null && value !== last) setLast(value);
  return value ?? last;
}
