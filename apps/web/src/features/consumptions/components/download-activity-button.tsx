import { Download } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import Button from 'react-bootstrap/Button';
import type { TConsumptionPeriod } from '@resonate/contracts/consumption/consumption';
import { useActivityDownload } from '../api/consumption-queries';
import { startDownload } from '@/shared/lib/start-download';

/** "Download activity CSV": one row per message of the month (and channel), streamed. */
export function DownloadActivityButton({ period }: { period: TConsumptionPeriod }) {
  const { t } = useTranslation('consumption');
  const download = useActivityDownload();
  return (
    <Button
      size="sm"
      variant="outline-primary"
      disabled={download.isPending}
      onClick={() =>
        download.mutate(period, { onSuccess: (url) => (url ? startDownload(url) : undefined) })
      }
    >
      <Download size={14} aria-hidden="true" className="me-1" />
      {download.isPending ? t('download.preparing') : t('download.button')}
    </Button>
  );
}
