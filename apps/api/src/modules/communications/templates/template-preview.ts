import { COMPOSE_MSG } from '@resonate/contracts/campaigns/compose';
import { contentKindOf, type TContent } from '@resonate/contracts/campaigns/content';
import {
  smsSegmentsOf,
  type TTemplatePreview,
} from '@resonate/contracts/campaigns/template-builder';
import { TEMPLATE_MSG } from '@resonate/contracts/campaigns/templates';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import type { TCommunicationDeps } from '../deps.ts';
import {
  contactPersonalisation,
  renderOrExplain,
  SAMPLE_PERSON,
} from '../compose/render-for-contact.ts';
import { contentOf } from '../compose/communication-view.ts';
import { withCompiledDesign } from '../design/email-content.ts';
import type { TRenderedContent } from '../render/render-content.ts';
import { storePreviewDocument } from '../preview-documents/preview-documents.ts';
import { languageOf } from '../render/choose-locale.ts';
import { previewingVariant, variantErrors, variantToPreview } from './preview-variant.ts';
import { findTemplate } from './template-repository.ts';

/**
 * What a preview shows besides the rendered fields: SMS segments for text content, and for
 * email the URL that serves the HTML under a policy of its own.
 */
async function previewOf(
  deps: TCommunicationDeps,
  content: TContent,
  fields: TRenderedContent,
  problems: TFieldErrors,
  contact: TTemplatePreview['contact'],
): Promise<TTemplatePreview> {
  const previewUrl =
    content.kind === 'email' ? await storePreviewDocument(deps.db, fields.html ?? '') : null;
  return {
    kind: content.kind,
    fields,
    contact,
    segments: content.kind === 'text' ? smsSegmentsOf(fields.text ?? '') : null,
    problems,
    previewUrl,
  };
}

/**
 * POST Communication/PreviewTemplate: the content being edited, compiled and rendered for a
 * contact (or the sample person, so fallbacks show). Liquid or MJML that does not parse is a
 * 400 keyed where it breaks; MJML validation problems come back with the preview.
 */
export async function previewTemplate(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  request: { channelId: number; content: TContent; contactId?: number; language?: string },
): Promise<TTemplatePreview> {
  if (request.content.kind !== contentKindOf(request.channelId)) {
    throw new AppError('BAD_REQUEST', TEMPLATE_MSG.kindMismatch, {
      errors: { content: TEMPLATE_MSG.kindMismatch },
    });
  }
  const chosen =
    request.contactId === undefined
      ? undefined
      : await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
          contactPersonalisation(trx, auth.clientId, request.contactId!),
        );
  // The language asked for, else the contact's own: the variant they would be sent (issue 27).
  const shown = variantToPreview(
    request.content,
    request.language ?? (chosen ? languageOf(chosen.person.attributes) : undefined),
  );
  return previewingVariant(shown.language, async () => {
    const compiled = await withCompiledDesign(shown.content);
    if (compiled.fatal) {
      throw new AppError('BAD_REQUEST', COMPOSE_MSG.templateBroken, { errors: compiled.errors });
    }
    const fields = renderOrExplain(compiled.content, chosen?.person ?? SAMPLE_PERSON);
    const contact = chosen
      ? {
          contactId: chosen.contactId,
          firstName: chosen.person.firstName,
          email: chosen.person.email,
        }
      : null;
    const problems = variantErrors(shown.language, compiled.errors);
    const preview = await previewOf(deps, compiled.content, fields, problems, contact);
    return { ...preview, language: shown.language };
  });
}

/** The stored fields as they are, for a template whose Liquid does not parse. */
function unrendered(content: TContent): TRenderedContent {
  const fields: TRenderedContent = {};
  for (const [key, value] of Object.entries(content)) {
    if (typeof value === 'string' && key !== 'kind') fields[key] = value;
  }
  return fields;
}

/**
 * POST Communication/GetTemplateThumbnail: the saved template as the sample person gets it, for
 * a gallery card. A template that does not render shows its stored fields instead of failing.
 */
export async function templateThumbnail(
  deps: TCommunicationDeps,
  auth: TAuthContext,
  templateId: number,
): Promise<TTemplatePreview> {
  const row = await withTenant(deps.db, { clientId: auth.clientId }, (trx) =>
    findTemplate(trx, auth.clientId, templateId, false, true),
  );
  // The card shows the default content; its languages are badges beside it.
  const content = variantToPreview(contentOf(row), undefined).content;
  let fields: TRenderedContent;
  try {
    fields = renderOrExplain(content, SAMPLE_PERSON);
  } catch (error) {
    if (!(error instanceof AppError)) throw error;
    fields = unrendered(content);
  }
  return previewOf(deps, content, fields, {}, null);
}
