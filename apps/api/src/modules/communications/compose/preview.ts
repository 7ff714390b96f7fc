import type { TPreview } from '@resonate/contracts/campaigns/compose';
import { withTenant } from '#/db/tenant.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import { storePreviewDocument } from '../preview-documents/preview-documents.ts';
import { contentOf, loadCommunication } from './communication-view.ts';
import { contactPersonalisation, renderOrExplain, SAMPLE_PERSON } from './render-for-contact.ts';
import { withWhatsAppTemplateText } from './whatsapp-preview.ts';

/** POST Communication/PreviewCommunication: the saved content as one contact would get it. */
export async function previewCommunication(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: { communicationId: number; contactId?: number },
): Promise<TPreview> {
  return withTenant(deps.db, { clientId: auth.clientId }, async (trx) => {
    const row = await loadCommunication(trx, auth, request.communicationId);
    const content = contentOf(row);
    const chosen =
      request.contactId === undefined
        ? undefined
        : await contactPersonalisation(trx, auth.clientId, request.contactId);
    const fields = await withWhatsAppTemplateText(
      trx,
      auth.clientId,
      content,
      renderOrExplain(content, chosen?.person ?? SAMPLE_PERSON),
    );
    const previewUrl =
      content.kind === 'email' ? await storePreviewDocument(trx, fields.html ?? '') : null;
    return {
      kind: content.kind,
      fields,
      previewUrl,
      contact: chosen
        ? {
            contactId: chosen.contactId,
            firstName: chosen.person.firstName,
            email: chosen.person.email,
          }
        : null,
    };
  });
}
