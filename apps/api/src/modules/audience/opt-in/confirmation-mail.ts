import { OPT_IN_MSG, type TOptInSettings } from '@resonate/contracts/audience/opt-in';
import { escapeHtml } from '#/http/public-page.ts';

/** What the brand's mailer sends: one confirmation mail. */
export type TConfirmationMail = {
  to: string;
  /** The brand's name for the From header ('' : the address alone). */
  fromName: string;
  subject: string;
  html: string;
  text: string;
};

/** The two placeholders, filled; anything else in braces stays as the client typed it. */
function fill(text: string, values: { firstName: string; brandName: string }): string {
  return text
    .replace(/\{\{\s*firstName\s*\}\}/g, values.firstName)
    .replace(/\{\{\s*brandName\s*\}\}/g, values.brandName);
}

/**
 * The client's confirmation mail for one contact. The body is the client's plain text (blank
 * lines make paragraphs); the confirm button and the bare link always follow it, so an edited
 * text can never lose the link.
 */
export function confirmationMail(
  settings: TOptInSettings,
  contact: { email: string; firstName: string },
  brandName: string,
  link: string,
): TConfirmationMail {
  const values = { firstName: contact.firstName.trim() || contact.email, brandName };
  const body = fill(settings.body, values);
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((part) => `<p>${escapeHtml(part.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('\n');
  const href = escapeHtml(link);
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;color:#1f2937;line-height:1.5">
${paragraphs}
<p><a href="${href}" style="display:inline-block;padding:12px 20px;background:#4f46e5;color:#ffffff;text-decoration:none;border-radius:6px">${escapeHtml(OPT_IN_MSG.confirmButton)}</a></p>
<p style="font-size:12px;color:#6b7280">${href}</p>
</body></html>`;
  return {
    to: contact.email,
    fromName: brandName,
    subject: fill(settings.subject, values).replace(/[\r\n]+/g, ' '),
    html,
    text: `${body}\n\n${OPT_IN_MSG.confirmButton}: ${link}\n`,
  };
}
