import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import Placeholder from 'react-bootstrap/Placeholder';
import { CHANNEL_IDS_BY_NAME } from '@resonate/contracts/campaigns/content';
import { shortenNumber } from '@resonate/contracts/format/number';
import { useDirectMailRuns, useDownloadDirectMail, useDownloadQrCode } from './outputs-api';

/** Texts live in the communications namespace under "outputs"; defaults keep them readable. */
const DEFAULTS = {
  qrTitle: 'QR code',
  png: 'Download PNG',
  svg: 'Download SVG',
  lettersTitle: 'Letters',
  noRuns: 'No letters yet: they are written when the communication sends.',
  run: 'Run {{run}}',
  letters: '{{count}} letters, {{size}}B',
  zip: 'Letters (ZIP)',
  csv: 'Address file (CSV)',
} as const;

/**
 * What a QR code or direct mail communication produces, as download buttons: the QR image
 * (PNG, SVG), or per run the letters (ZIP of PDFs) and the print-ready address file (CSV).
 * Renders nothing for other channels. Mount it in a row menu or on a detail view.
 */
export function CommunicationOutputs({
  communicationId,
  channelId,
}: {
  communicationId: number;
  channelId: number;
}) {
  if (channelId === CHANNEL_IDS_BY_NAME.qrCode) {
    return <QrDownloads communicationId={communicationId} />;
  }
  if (channelId === CHANNEL_IDS_BY_NAME.directMail) {
    return <DirectMailDownloads communicationId={communicationId} />;
  }
  return null;
}

function useOutputText() {
  const { t } = useTranslation('communications');
  return (key: keyof typeof DEFAULTS, values: Record<string, unknown> = {}) =>
    t(`outputs.${key}`, { defaultValue: DEFAULTS[key], ...values });
}

function QrDownloads({ communicationId }: { communicationId: number }) {
  const text = useOutputText();
  const download = useDownloadQrCode();
  return (
    <div role="group" aria-label={text('qrTitle')} className="d-flex flex-wrap gap-2">
      <Button
        size="sm"
        variant="outline-primary"
        disabled={download.isPending}
        onClick={() => download.mutate({ communicationId, format: 'png' })}
      >
        {text('png')}
      </Button>
      <Button
        size="sm"
        variant="outline-primary"
        disabled={download.isPending}
        onClick={() => download.mutate({ communicationId, format: 'svg' })}
      >
        {text('svg')}
      </Button>
    </div>
  );
}

function DirectMailDownloads({ communicationId }: { communicationId: number }) {
  const text = useOutputText();
  const runs = useDirectMailRuns(communicationId, true);
  const download = useDownloadDirectMail();
  if (runs.isPending) {
    return (
      <Placeholder as="div" animation="glow" aria-busy="true">
        <Placeholder xs={8} />
      </Placeholder>
    );
  }
  if (runs.isError) return <p className="small text-danger mb-0">{runs.error.message}</p>;
  if (runs.data.length === 0)
    return <p className="small text-body-secondary mb-0">{text('noRuns')}</p>;
  return (
    <ul className="list-unstyled mb-0" aria-label={text('lettersTitle')}>
      {runs.data.map((run) => (
        <li key={run.run} className="d-flex flex-wrap align-items-center gap-2 mb-2">
          <span className="small">
            <strong>{text('run', { run: run.run })}</strong>{' '}
            {text('letters', { count: run.letters, size: shortenNumber(run.bytes) })}
          </span>
          <Button
            size="sm"
            variant="outline-primary"
            disabled={download.isPending}
            onClick={() => download.mutate({ communicationId, run: run.run, kind: 'letters' })}
          >
            {text('zip')}
          </Button>
          <Button
            size="sm"
            variant="outline-secondary"
            disabled={download.isPending}
            onClick={() => download.mutate({ communicationId, run: run.run, kind: 'addresses' })}
          >
            {text('csv')}
          </Button>
        </li>
      ))}
    </ul>
  );
}
