import {
  CONTENT_LIMITS,
  type TContent,
  type TContentKind,
} from '@resonate/contracts/campaigns/content';

export type TContentField = {
  name: string;
  multiline?: boolean;
  /** Code-like fields (HTML, JSON) in a monospace font. */
  mono?: boolean;
  rows?: number;
  max: number;
  /** Plain links, not Liquid text: no personalisation tokens offered. */
  url?: boolean;
};

/** The fields of each content kind, in the order the editor shows them. */
export const CONTENT_FIELDS: Record<TContentKind, TContentField[]> = {
  email: [
    { name: 'subject', max: CONTENT_LIMITS.subjectMax },
    { name: 'preheader', max: CONTENT_LIMITS.preheaderMax },
    { name: 'html', multiline: true, mono: true, rows: 14, max: CONTENT_LIMITS.htmlMax },
    { name: 'text', multiline: true, rows: 6, max: CONTENT_LIMITS.textMax },
  ],
  text: [{ name: 'text', multiline: true, rows: 6, max: CONTENT_LIMITS.shortTextMax }],
  push: [
    { name: 'title', max: CONTENT_LIMITS.pushTitleMax },
    { name: 'body', multiline: true, rows: 4, max: CONTENT_LIMITS.pushBodyMax },
    { name: 'imageUrl', max: CONTENT_LIMITS.urlMax, url: true },
    { name: 'deepLink', max: CONTENT_LIMITS.urlMax },
  ],
  qr: [{ name: 'url', max: CONTENT_LIMITS.urlMax, url: true }],
  letter: [
    { name: 'heading', max: CONTENT_LIMITS.subjectMax },
    { name: 'body', multiline: true, rows: 12, max: CONTENT_LIMITS.letterMax },
  ],
  payload: [
    { name: 'body', multiline: true, mono: true, rows: 12, max: CONTENT_LIMITS.payloadMax },
  ],
};

export function fieldValue(content: TContent, name: string): string {
  const value = (content as Record<string, unknown>)[name];
  return typeof value === 'string' ? value : '';
}

export function withField(content: TContent, name: string, value: string): TContent {
  return { ...content, [name]: value } as TContent;
}
