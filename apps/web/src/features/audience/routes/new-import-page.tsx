import { useTranslation } from 'react-i18next';
import { Link, Navigate, useSearchParams } from 'react-router';
import Spinner from 'react-bootstrap/Spinner';
import { ArrowLeft } from 'lucide-react';
import type { TImportPreview } from '@resonate/contracts/audience/imports';
import { paths } from '@/config/paths';
import { useImport } from '../api/imports/import-queries';
import { ADHOC_LIST_NAME_PARAM } from '../hooks/imports/import-form';
import { ImportHistory } from '../components/imports/import-history';
import { ImportSteps } from '../components/imports/import-steps';
import { MappingStep } from '../components/imports/mapping-step';
import { UploadStep } from '../components/imports/upload-step';
import '../components/imports/imports.scss';

/**
 * /audience/master-data/import: upload CSV files (step 1), map their columns and choose the
 * options (step 2), start. After the upload the URL carries ?importId=, so a reload comes
 * back to the mapping of the same files; recent imports are listed below.
 */
export default function NewImportPage() {
  const { t } = useTranslation('audienceImport');
  const [params, setParams] = useSearchParams();
  const importId = Number(params.get('importId')) || 0;
  const uploaded = useImport(importId);
  const preview: TImportPreview | null =
    uploaded.data?.import.status === 'uploading' ? uploaded.data.preview : null;

  const onUploaded = (next: TImportPreview) => setParams({ importId: String(next.importId) });
  // An import that has started is followed on its own page.
  if (uploaded.data && !preview)
    return <Navigate to={paths.audience.importProgress.getHref(importId)} replace />;

  return (
    <section className="import-page" aria-labelledby="import-title">
      <div className="import-page__heading">
        <Link to={paths.audience.masterData.getHref()} className="import-page__back">
          <ArrowLeft size={16} aria-hidden="true" />
          {t('back')}
        </Link>
        <h2 id="import-title" className="h5 mb-0">
          {t('title')}
        </h2>
      </div>
      <ImportSteps current={preview ? 1 : 0} />
      {importId > 0 && uploaded.isPending ? (
        <div className="import-card text-center py-5">
          <Spinner role="status" />
        </div>
      ) : preview ? (
        <MappingStep
          key={preview.importId}
          preview={preview}
          adhocListName={params.get(ADHOC_LIST_NAME_PARAM) ?? undefined}
          onOtherFiles={() => setParams({})}
        />
      ) : (
        <section className="import-card">
          <UploadStep onUploaded={onUploaded} />
        </section>
      )}
      <ImportHistory />
    </section>
  );
}
