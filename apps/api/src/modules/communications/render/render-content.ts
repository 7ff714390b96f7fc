import type { Template } from 'liquidjs';
import type { TContent } from '@resonate/contracts/campaigns/content';
import { UNSUBSCRIBE_URL_PLACEHOLDER } from '@resonate/contracts/campaigns/tracking';
import { languageLabel, LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import { languageOf, localeChooser } from './choose-locale.ts';
import { htmlEngine, renderBounded, textEngine } from './liquid-sandbox.ts';

/**
 * Personalisation (issue 9): every text field of a content is a Liquid template. Contact data
 * is HTML-escaped in email HTML (a first name `<script>` renders as text) and left as it is in
 * plain-text fields. The engines are sandboxed (liquid-sandbox.ts): no files, no prototypes,
 * bounded time, memory and output.
 */

/** What a message is personalised with. Attributes also appear at the top level. */
export type TPersonalisation = {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  passportId: string;
  attributes: Record<string, unknown>;
};

export type TRenderedContent = Record<string, string>;

/** Where a rendered WhatsApp template choice sits in TRenderedContent (and its field errors). */
export const WA_TEMPLATE_FIELDS = {
  name: 'whatsappTemplate.name',
  language: 'whatsappTemplate.language',
  /** variables[i] fills {{i + 1}}. */
  variable: (i: number) => `whatsappTemplate.variables.${i}`,
} as const;

/** A field that does not parse: where and why, for the wizard and the test send. */
export class TemplateError extends Error {
  readonly field: string;
  readonly detail: string;
  constructor(field: string, detail: string) {
    super(`${field}: ${detail}`);
    this.name = 'TemplateError';
    this.field = field;
    this.detail = detail;
  }
}

/** Fields of a content that are templates, and whether they are HTML. */
function templateFields(content: TContent): { field: string; source: string; html: boolean }[] {
  switch (content.kind) {
    case 'email':
      return [
        { field: 'subject', source: content.subject, html: false },
        { field: 'preheader', source: content.preheader, html: false },
        { field: 'html', source: content.html, html: true },
        { field: 'text', source: content.text, html: false },
      ];
    case 'text':
      return [
        { field: 'text', source: content.text, html: false },
        // WhatsApp templates: each {{n}} variable is a field of its own, personalised alike.
        ...(content.whatsappTemplate?.variables ?? []).map((source, i) => ({
          field: WA_TEMPLATE_FIELDS.variable(i),
          source,
          html: false,
        })),
      ];
    case 'push':
      return [
        { field: 'title', source: content.title, html: false },
        { field: 'body', source: content.body, html: false },
        { field: 'deepLink', source: content.deepLink, html: false },
      ];
    case 'qr':
      return [{ field: 'url', source: content.url, html: false }];
    case 'letter':
      return [
        { field: 'heading', source: content.heading, html: false },
        { field: 'body', source: content.body, html: false },
      ];
    case 'payload':
      return [{ field: 'body', source: content.body, html: false }];
  }
}

export type TCompiledContent = {
  kind: TContent['kind'];
  /** Fields that are not templates (push image URL), copied as they are. */
  fixed: Record<string, string>;
  render(person: TPersonalisation): TRenderedContent;
};

/**
 * Parses every field once (throws TemplateError naming the first broken field). A content with
 * language variants compiles each, and renders the one chooseLocale picks for the person.
 */
export function compileContent(content: TContent): TCompiledContent {
  const base = compileFields(content);
  const variants = Object.entries(content.locales ?? {}).map(
    ([tag, variant]) => [tag, inVariant(tag, () => compileFields(variant))] as const,
  );
  if (variants.length === 0) return base;
  const byTag = new Map(variants);
  const choose = localeChooser([...byTag.keys()]);
  return {
    ...base,
    render(person) {
      const tag = choose(languageOf(person.attributes));
      if (tag === null) return base.render(person);
      return inVariant(tag, () => byTag.get(tag)!.render(person));
    },
  };
}

/** A variant's TemplateError keyed `locales.<tag>.<field>`, its detail naming the language. */
function inVariant<T>(tag: string, work: () => T): T {
  try {
    return work();
  } catch (error) {
    if (!(error instanceof TemplateError)) throw error;
    const detail = LOCALE_MSG.inVariant(languageLabel(tag), error.detail);
    throw new TemplateError(`locales.${tag}.${error.field}`, detail);
  }
}

function compileFields(content: TContent): TCompiledContent {
  const parts: { field: string; template: Template[]; html: boolean }[] = [];
  for (const { field, source, html } of templateFields(content)) {
    try {
      parts.push({ field, template: (html ? htmlEngine : textEngine).parse(source), html });
    } catch (error) {
      throw new TemplateError(field, (error as Error).message);
    }
  }
  const fixed: Record<string, string> =
    content.kind === 'push'
      ? { imageUrl: content.imageUrl }
      : content.kind === 'text' && content.whatsappTemplate
        ? {
            [WA_TEMPLATE_FIELDS.name]: content.whatsappTemplate.name,
            [WA_TEMPLATE_FIELDS.language]: content.whatsappTemplate.language,
          }
        : {};
  return {
    kind: content.kind,
    fixed,
    render(person) {
      const scope = personalisationScope(person);
      const out: TRenderedContent = { ...fixed };
      for (const part of parts) {
        try {
          const engine = part.html ? htmlEngine : textEngine;
          out[part.field] = renderBounded(engine, part.template, scope);
        } catch (error) {
          throw new TemplateError(part.field, (error as Error).message);
        }
      }
      return out;
    },
  };
}

/** field -> parse error, empty when every field parses. */
export function checkContent(content: TContent): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const { field, source, html } of templateFields(content)) {
    try {
      (html ? htmlEngine : textEngine).parse(source);
    } catch (error) {
      errors[field] = (error as Error).message;
    }
  }
  return errors;
}

/** The Liquid scope: contact fields, then attributes at the top level where no field is named so. */
export function personalisationScope(person: TPersonalisation): Record<string, unknown> {
  const fullName = `${person.firstName} ${person.lastName}`.trim();
  return {
    ...person.attributes,
    firstName: person.firstName,
    lastName: person.lastName,
    fullName,
    email: person.email,
    mobile: person.mobile,
    passportId: person.passportId,
    attributes: person.attributes,
    // Replaced by the signed one-click link per message (tracking/track-email.ts).
    unsubscribeUrl: UNSUBSCRIBE_URL_PLACEHOLDER,
  };
}

/** The personalisation of a contacts row. */
export function personalisationOf(row: {
  first_name: string;
  last_name: string;
  email: string | null;
  mobile: string | null;
  passport_id: string;
  attributes: Record<string, unknown>;
}): TPersonalisation {
  return {
    firstName: row.first_name,
    lastName: row.last_name,
    email: row.email ?? '',
    mobile: row.mobile ?? '',
    passportId: row.passport_id,
    attributes: row.attributes ?? {},
  };
}
