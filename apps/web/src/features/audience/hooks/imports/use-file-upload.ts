import { useCallback, useEffect, useRef, useState } from 'react';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import { uploadImportFiles, type TUploadPurpose } from '../../api/imports/upload-import-files';

/**
 * Sends chosen files to the import upload with a progress share (0-1, null when idle), a
 * cancel, and the server's refusal as `error`; resolves with what it detected, or undefined.
 */
export function useFileUpload(purpose: TUploadPurpose) {
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const abort = useRef<AbortController | null>(null);
  // Leaving (a closed dialog, another page) stops an upload under way.
  useEffect(() => () => abort.current?.abort(), []);

  const upload = useCallback(
    async (files: readonly File[]): Promise<TImportPreview | undefined> => {
      setError(null);
      setProgress(0);
      abort.current = new AbortController();
      try {
        return await uploadImportFiles(files, purpose, setProgress, abort.current.signal);
      } catch (failure) {
        if (!(failure instanceof DOMException && failure.name === 'AbortError'))
          setError((failure as Error).message);
        return undefined;
      } finally {
        setProgress(null);
        abort.current = null;
      }
    },
    [purpose],
  );

  return {
    progress,
    uploading: progress !== null,
    percent: Math.round((progress ?? 0) * 100),
    error,
    clearError: useCallback(() => setError(null), []),
    upload,
    cancel: useCallback(() => abort.current?.abort(), []),
  };
}
