import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import {
  IMPORT_FILE_EXTENSIONS,
  IMPORT_MAX_FILE_BYTES,
  IMPORT_MAX_FILES,
} from '@resonate/contracts/audience/imports';
import { formatFileSize } from '@resonate/contracts/format/file-size';

/** How many files of what size the selection takes: the master-data import's by default. */
export type TFileLimits = { maxFiles: number; maxFileBytes: number };
export const MASTER_DATA_FILE_LIMITS: TFileLimits = {
  maxFiles: IMPORT_MAX_FILES,
  maxFileBytes: IMPORT_MAX_FILE_BYTES,
};

const hasCsvExtension = (name: string) =>
  IMPORT_FILE_EXTENSIONS.some((extension) => name.toLowerCase().endsWith(extension));

/**
 * The files chosen for upload, checked as they are added (type, size, count, duplicates) with
 * the same limits the server applies; refused files are named in `errors`.
 */
export function useFileSelection(limits: TFileLimits = MASTER_DATA_FILE_LIMITS) {
  const { maxFiles, maxFileBytes } = limits;
  const { t } = useTranslation('audienceImport');
  const [files, setFiles] = useState<File[]>([]);
  const [errors, setErrors] = useState<string[]>([]);

  const add = useCallback(
    (incoming: Iterable<File>) => {
      const problems: string[] = [];
      const next = [...files];
      for (const file of incoming) {
        if (!hasCsvExtension(file.name)) problems.push(t('drop.errors.type', { name: file.name }));
        else if (file.size === 0) problems.push(t('drop.errors.empty', { name: file.name }));
        else if (file.size > maxFileBytes)
          problems.push(
            t('drop.errors.tooLarge', { name: file.name, size: formatFileSize(maxFileBytes) }),
          );
        else if (next.some((f) => f.name === file.name && f.size === file.size))
          problems.push(t('drop.errors.duplicate', { name: file.name }));
        else if (next.length >= maxFiles)
          problems.push(t('drop.errors.tooMany', { max: maxFiles }));
        else next.push(file);
      }
      setFiles(next);
      setErrors([...new Set(problems)]);
    },
    [files, t, maxFiles, maxFileBytes],
  );

  const remove = useCallback((file: File) => {
    setFiles((current) => current.filter((f) => f !== file));
    setErrors([]);
  }, []);

  const clear = useCallback(() => {
    setFiles([]);
    setErrors([]);
  }, []);

  return { files, errors, add, remove, clear };
}
