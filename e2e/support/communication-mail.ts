import type { Locator } from 'playwright-core';

/**
 * Reading a campaign email as the sink stored it: the HTML part decoded (quoted-printable or
 * base64, whichever the mailer chose), and the tracking links the product put in it.
 */
export function htmlPartOf(raw: string): string {
  const start = raw.search(/^Content-Type:\s*text\/html/im);
  if (start < 0) throw new Error('the mail has no HTML part');
  const part = raw.slice(start);
  const headerEnd = part.search(/\r?\n\r?\n/);
  const headers = part.slice(0, headerEnd);
  const bodyStart = part.slice(headerEnd).replace(/^\r?\n\r?\n/, '');
  const body = bodyStart.split(/\r?\n--/)[0] ?? '';
  const encoding = /Content-Transfer-Encoding:\s*([\w-]+)/i.exec(headers)?.[1]?.toLowerCase();
  if (encoding === 'base64')
    return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body
      .replace(/=\r?\n/g, '')
      .replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

const unescape = (url: string) => url.replace(/&amp;/g, '&');

/** The open pixel's and the tracked links' URLs, moved onto `baseURL` (the server under test). */
export function trackingUrlsOf(html: string, baseURL: string) {
  const onServer = (url: string) => {
    const parsed = new URL(unescape(url));
    return `${baseURL}${parsed.pathname}${parsed.search}`;
  };
  const all = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1] ?? '');
  const pixel = all.find((url) => url.includes('/t/o/'));
  const links = all.filter((url) => url.includes('/t/c/'));
  if (!pixel) throw new Error('no open pixel (/t/o/) in the HTML');
  if (links.length === 0) throw new Error('no tracked link (/t/c/) in the HTML');
  return { pixel: onServer(pixel), links: links.map(onServer) };
}

/** A table cell by the row's name and the column's header text. */
export async function cellText(table: Locator, rowName: string, header: string): Promise<string> {
  const headers = (await table.locator('thead th').allInnerTexts()).map((text) => text.trim());
  const column = headers.indexOf(header);
  if (column < 0) throw new Error(`no column "${header}" in ${headers.join(', ')}`);
  const row = table.locator('tbody tr').filter({ hasText: rowName }).first();
  return (await row.locator('th, td').nth(column).innerText()).trim();
}
