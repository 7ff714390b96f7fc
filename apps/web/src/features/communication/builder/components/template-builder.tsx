import { Alert, Button, Placeholder } from 'react-bootstrap';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useComposeOptions } from '../../compose/api/compose-queries';
import { useTemplate } from '../api/builder-api';
import { draftOf, newDraft } from '../lib/builder-draft';
import '../builder.scss';
import { TemplateBuilderEditor } from './template-builder-editor';

type TProps = {
  /** ?id= : the template to edit; null for a new one. */
  templateId: number | null;
  /** ?channelId= : the channel a new template starts on. */
  channelId: number;
};

/** Loads the template (and the channels) the builder needs; skeleton while loading, retry on failure. */
export function TemplateBuilder({ templateId, channelId }: TProps) {
  const { t } = useTranslation('templateBuilder');
  // The first save puts ?id= in the URL: the loaded editor keeps its draft, nothing reloads.
  const [loadId] = useState(templateId);
  const template = useTemplate(loadId);
  const options = useComposeOptions();

  const failed = (loadId !== null && template.isError) || options.isError;
  if (failed) {
    return (
      <div className="full-screen-page">
        <div className="full-screen-page__bar">
          <Link to={paths.communication.gallery.getHref()} className="btn btn-light btn-sm ms-auto">
            {t('backToGallery')}
          </Link>
        </div>
        <div className="full-screen-page__body">
          <Alert variant="danger">
            <p>{template.error?.message ?? options.error?.message ?? t('load.failed')}</p>
            <Button
              variant="outline-danger"
              size="sm"
              onClick={() => {
                if (template.isError) void template.refetch();
                if (options.isError) void options.refetch();
              }}
            >
              {t('load.retry')}
            </Button>
          </Alert>
        </div>
      </div>
    );
  }
  if ((loadId !== null && !template.data) || !options.data) {
    return (
      <div className="full-screen-page" aria-busy="true">
        <div className="full-screen-page__bar" />
        <div className="builder-layout" aria-label={t('load.loading')}>
          {[0, 1].map((column) => (
            <Placeholder key={column} as="div" animation="glow">
              <Placeholder xs={12} className="mb-3" style={{ height: 36 }} />
              <Placeholder xs={12} style={{ height: 320 }} />
            </Placeholder>
          ))}
        </div>
      </div>
    );
  }
  const channels = options.data.channels;
  const initial =
    template.data !== undefined
      ? draftOf(template.data)
      : newDraft(channels.some((c) => c.channelId === channelId && c.inLicence) ? channelId : 0);
  return <TemplateBuilderEditor initial={initial} channels={channels} />;
}
