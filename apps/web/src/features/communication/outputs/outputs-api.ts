import { useMutation, useQuery } from '@tanstack/react-query';
import type {
  TDirectMailRun,
  TDownloadDirectMailInput,
  TDownloadQrCodeInput,
} from '@resonate/contracts/campaigns/outputs';
import { apiPost } from '@/shared/api/client';
import { startDownload } from '@/shared/lib/start-download';

async function linkOf(path: string, body: object): Promise<string> {
  const envelope = await apiPost<{ url: string }>(`Communication/${path}`, body);
  if (!envelope.status || !envelope.data) throw new Error(envelope.message);
  return envelope.data.url;
}

/** POST Communication/DownloadQrCode, then the browser downloads the image. */
export function useDownloadQrCode() {
  return useMutation({
    mutationFn: (body: TDownloadQrCodeInput) => linkOf('DownloadQrCode', body),
    onSuccess: startDownload,
  });
}

/** POST Communication/DownloadDirectMail, then the browser downloads the CSV or the ZIP. */
export function useDownloadDirectMail() {
  return useMutation({
    mutationFn: (body: TDownloadDirectMailInput) => linkOf('DownloadDirectMail', body),
    onSuccess: startDownload,
  });
}

/** POST Communication/GetDirectMailFiles: the runs whose letters were written. */
export function useDirectMailRuns(communicationId: number, enabled: boolean) {
  return useQuery({
    queryKey: ['communications', 'direct-mail-files', communicationId],
    enabled,
    queryFn: async (): Promise<TDirectMailRun[]> => {
      const envelope = await apiPost<{ runs: TDirectMailRun[] }>(
        'Communication/GetDirectMailFiles',
        { communicationId },
        { noLoader: true },
      );
      return envelope.data?.runs ?? [];
    },
  });
}
