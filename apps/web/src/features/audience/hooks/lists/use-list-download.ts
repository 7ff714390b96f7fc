import { useTranslation } from 'react-i18next';
import { notifySuccess } from '@/shared/lib/notify';
import { useExportList } from '../../api/lists/list-mutations';
import { startDownload } from '@/shared/lib/start-download';

/** Export a list as CSV: asks for the one-minute link, then the browser downloads it. */
export function useListDownload() {
  const { t } = useTranslation('audienceLists');
  const exporter = useExportList();
  return {
    pending: exporter.isPending,
    download: (list: { listId: number; name: string }) =>
      exporter.mutate(list.listId, {
        onSuccess: (url) => {
          startDownload(url);
          notifySuccess(t('export.title'), t('export.started', { name: list.name }));
        },
      }),
  };
}
