import { useSearchParams } from 'react-router';
import { TemplateBuilder } from '../builder/components/template-builder';

/** /template-builder (?channelId= preselects a new template's channel) and /template-builder?id=N. */
export default function TemplateBuilderPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const channelId = Number(params.get('channelId'));
  return (
    <TemplateBuilder
      templateId={Number.isSafeInteger(id) && id > 0 ? id : null}
      channelId={Number.isSafeInteger(channelId) && channelId > 0 ? channelId : 0}
    />
  );
}
