import type { FastifyReply } from 'fastify';
import { consentKeyOf } from '@resonate/contracts/campaigns/content';
import { channelName } from '@resonate/contracts/channels';
import {
  PREFERENCE_LANGUAGE_NAMES,
  PREFERENCE_LANGUAGES,
  PREFERENCE_TEXT,
  type TPreferenceLanguage,
} from '@resonate/contracts/subscriptions/preference-page-text';
import type { TContactPreferences } from './contact-preferences.ts';
import { escapeHtml, pageCsp } from '#/http/public-page.ts';

/**
 * The hosted preference page, rendered on the server like the unsubscribe page: no script, the
 * client's brand colour in the one inline style (allowed by its hash in the page's own
 * Content-Security-Policy), a plain form that posts back to the same signed link.
 */
const DEFAULT_COLOR = '#4f46e5';

function styleOf(color: string): string {
  return [
    'body{margin:0;padding:0 1rem;font-family:system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;',
    'background:#f4f6f9;color:#1f2937}',
    'main{max-width:34rem;margin:6vh auto;padding:1.5rem 2rem 2rem;background:#fff;border-radius:.5rem;',
    `box-shadow:0 1px 3px rgba(0,0,0,.12);border-top:6px solid ${color}}`,
    `.brand{font-weight:700;font-size:1.1rem;color:${color};margin-bottom:1rem}`,
    'h1{font-size:1.35rem;margin:0 0 .5rem}p{margin:0 0 1rem;line-height:1.5}',
    '.muted{color:#6b7280;font-size:.9rem}',
    'fieldset{border:0;padding:0;margin:0 0 1.25rem}legend{font-weight:600;margin-bottom:.5rem;padding:0}',
    'h2{font-size:.8rem;text-transform:uppercase;letter-spacing:.04em;color:#6b7280;margin:.75rem 0 .25rem}',
    'label{display:flex;gap:.6rem;align-items:flex-start;padding:.45rem 0;cursor:pointer}',
    `input[type=checkbox]{width:1.15rem;height:1.15rem;margin:.15rem 0 0;accent-color:${color};flex:none}`,
    'small{display:block;color:#6b7280}',
    '.actions{display:flex;flex-wrap:wrap;gap:.75rem;align-items:center;margin-top:1.5rem}',
    'button{font:inherit;padding:.6rem 1.25rem;border-radius:.375rem;cursor:pointer;border:1px solid transparent}',
    `.primary{background:${color};color:#fff}`,
    '.link{background:none;color:#b91c1c;border-color:#e5e7eb}',
    `button:focus-visible,a:focus-visible,input:focus-visible{outline:3px solid ${color};outline-offset:2px}`,
    '.status{padding:.6rem .8rem;border-radius:.375rem;background:#ecfdf5;color:#065f46;margin-bottom:1rem}',
    'nav{margin-top:1.5rem;font-size:.85rem;color:#6b7280}nav a{color:inherit;margin-right:.75rem}',
    'nav a[aria-current]{font-weight:600;text-decoration:none}',
  ].join('');
}

/** j•••@example.com: enough for the person to know it is theirs, not enough to harvest. */
function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '•••';
  return `${email[0]}•••${email.slice(at)}`;
}

function send(
  reply: FastifyReply,
  status: number,
  lang: TPreferenceLanguage,
  color: string,
  title: string,
  body: string,
) {
  const style = styleOf(color);
  const html = `<!doctype html><html lang="${lang}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title><style>${style}</style></head>
<body><main>${body}</main></body></html>`;
  return reply
    .code(status)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', pageCsp(style))
    .header('referrer-policy', 'no-referrer')
    .send(html);
}

/** 400 (tampered) or 410 (expired, or the person is gone): a page that says so, in their language. */
export function sendPreferenceLinkProblem(
  reply: FastifyReply,
  lang: TPreferenceLanguage,
  problem: 'invalid' | 'expired',
) {
  const text = PREFERENCE_TEXT[lang];
  const title = problem === 'expired' ? text.linkExpired : text.linkInvalid;
  const help = problem === 'expired' ? `<p>${escapeHtml(text.linkExpiredHelp)}</p>` : '';
  return send(
    reply,
    problem === 'expired' ? 410 : 400,
    lang,
    DEFAULT_COLOR,
    title,
    `<h1>${escapeHtml(title)}</h1>${help}`,
  );
}

function checkbox(name: string, value: string, checked: boolean, label: string, hint?: string) {
  return `<label><input type="checkbox" name="${name}" value="${escapeHtml(value)}"${checked ? ' checked' : ''}>
<span>${escapeHtml(label)}${hint ? `<small>${escapeHtml(hint)}</small>` : ''}</span></label>`;
}

/** The page: channels, topics by channel, save and unsubscribe-from-everything, languages. */
export function sendPreferencePage(
  reply: FastifyReply,
  options: {
    lang: TPreferenceLanguage;
    action: string;
    preferences: TContactPreferences;
    status?: 'saved' | 'unsubscribedAll';
  },
) {
  const { lang, preferences } = options;
  const text = PREFERENCE_TEXT[lang];
  const brand = preferences.brand.brandName;
  const intro = brand ? text.intro.replace('{brand}', brand) : text.introNoBrand;
  const status = options.status
    ? `<p class="status" role="status">${escapeHtml(options.status === 'saved' ? text.saved : text.unsubscribedAll)}</p>`
    : '';
  const address = preferences.contact.email
    ? `<p class="muted">${escapeHtml(text.forAddress.replace('{address}', maskEmail(preferences.contact.email)))}</p>`
    : '';
  const channels = preferences.channels
    .map((c) => checkbox('channel', c.key, c.receives, text.channelNames[c.key] ?? c.key))
    .join('');
  const groups = new Map<number, string[]>();
  for (const topic of preferences.topics) {
    const list = groups.get(topic.channelId) ?? [];
    list.push(
      checkbox(
        'topic',
        String(topic.topicId),
        topic.subscribed,
        topic.name,
        topic.description || undefined,
      ),
    );
    groups.set(topic.channelId, list);
  }
  const topics =
    groups.size === 0
      ? `<p class="muted">${escapeHtml(text.noTopics)}</p>`
      : [...groups]
          .map(([channelId, items]) => {
            const heading =
              text.channelNames[consentKeyOf(channelId) ?? ''] ?? channelName(channelId) ?? '';
            return `<h2>${escapeHtml(heading)}</h2>${items.join('')}`;
          })
          .join('');
  const languages = PREFERENCE_LANGUAGES.map(
    (code) =>
      `<a href="?lang=${code}" lang="${code}"${code === lang ? ' aria-current="true"' : ''}>${escapeHtml(PREFERENCE_LANGUAGE_NAMES[code])}</a>`,
  ).join('');
  const body = `${brand ? `<div class="brand">${escapeHtml(brand)}</div>` : ''}
<h1>${escapeHtml(text.title)}</h1><p>${escapeHtml(intro)}</p>${address}${status}
<form method="post" action="${escapeHtml(options.action)}">
${channels ? `<fieldset><legend>${escapeHtml(text.channels)}</legend>${channels}</fieldset>` : ''}
<fieldset><legend>${escapeHtml(text.topics)}</legend>${topics}</fieldset>
<div class="actions"><button type="submit" class="primary" name="action" value="save">${escapeHtml(text.save)}</button>
<button type="submit" class="link" name="action" value="unsubscribeAll">${escapeHtml(text.unsubscribeAll)}</button></div>
</form>
<nav aria-label="${escapeHtml(text.language)}">${languages}</nav>`;
  return send(reply, 200, lang, preferences.brand.brandColor, text.title, body);
}
