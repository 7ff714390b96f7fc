import { describe, expect, it } from 'vitest';
import { trackEmail } from './track-email.ts';
import { trackingSigner } from './tracking-token.ts';

const signer = trackingSigner('test-secret-of-enough-length-0123456789');
const PUBLIC = 'https://app.example.test';
const ref = { clientId: 4, messageId: 77 };

/** The ref a tracking link of the output points at. */
function refOf(url: string) {
  expect(url.startsWith(`${PUBLIC}/t/`)).toBe(true);
  return signer.verify(url.slice(`${PUBLIC}/t/x/`.length));
}

function hrefs(html: string): string[] {
  return [...html.matchAll(/href="([^"]*)"/g)].map((match) => match[1]!);
}

describe('trackEmail', () => {
  it('rewrites http(s) anchors to signed click links and leaves the rest', () => {
    const html = [
      '<html><head><link rel="stylesheet" href="https://cdn.test/s.css"></head><body>',
      '<a href="https://shop.test/a?x=1&amp;y=2">A</a>',
      "<a class='b' href='http://shop.test/b'>B</a>",
      '<a href=https://shop.test/c>C</a>',
      '<a href="mailto:help@shop.test">mail</a> <a href="tel:+441234">tel</a>',
      '<a href="#top">top</a> <a href="{{unsubscribeUrl}}">Unsubscribe</a>',
      '</body></html>',
    ].join('');
    const out = trackEmail(PUBLIC, signer, ref, { html });
    const links = hrefs(out.html!);
    expect(links[0]).toBe('https://cdn.test/s.css');
    expect(refOf(links[1]!)).toEqual({ kind: 'click', ...ref, url: 'https://shop.test/a?x=1&y=2' });
    expect(refOf(links[2]!)).toEqual({ kind: 'click', ...ref, url: 'http://shop.test/b' });
    expect(refOf(links[3]!)).toEqual({ kind: 'click', ...ref, url: 'https://shop.test/c' });
    expect(links.slice(4, 7)).toEqual(['mailto:help@shop.test', 'tel:+441234', '#top']);
    expect(refOf(links[7]!)).toEqual({ kind: 'unsubscribe', ...ref });
    expect(links[7]!.startsWith(`${PUBLIC}/t/u/`)).toBe(true);
  });

  it('puts the open pixel before </body>, or at the end without one', () => {
    const out = trackEmail(PUBLIC, signer, ref, { html: '<body><p>Hi</p></BODY>' });
    const pixel = /<img src="([^"]+)" width="1" height="1" alt=""[^>]*><\/BODY>$/.exec(out.html!);
    expect(pixel).not.toBeNull();
    expect(pixel![1]!.startsWith(`${PUBLIC}/t/o/`)).toBe(true);
    expect(refOf(pixel![1]!)).toEqual({ kind: 'open', ...ref });
    const bare = trackEmail(PUBLIC, signer, ref, { html: '<p>Hi</p>' });
    expect(bare.html!.startsWith('<p>Hi</p><img src=')).toBe(true);
  });

  it('adds the RFC 8058 one-click unsubscribe headers', () => {
    const out = trackEmail(PUBLIC, signer, ref, { text: 'Hi' });
    expect(out.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
    const url = /^<(.+)>$/.exec(out.headers['List-Unsubscribe']!)![1]!;
    expect(url.startsWith(`${PUBLIC}/t/u/`)).toBe(true);
    expect(refOf(url)).toEqual({ kind: 'unsubscribe', ...ref });
    expect(out.html).toBeUndefined();
  });

  it('rewrites bare URLs of the text part, keeping sentence punctuation', () => {
    const out = trackEmail(PUBLIC, signer, ref, {
      text: 'See https://shop.test/sale. Or (http://shop.test/x?y=1), bye {{unsubscribeUrl}}',
    });
    const urls = out.text!.match(/https:\/\/app\.example\.test\/t\/[a-z]\/[\w.-]+/g)!;
    expect(urls).toHaveLength(3);
    expect(refOf(urls[0]!)).toEqual({ kind: 'click', ...ref, url: 'https://shop.test/sale' });
    expect(refOf(urls[1]!)).toEqual({ kind: 'click', ...ref, url: 'http://shop.test/x?y=1' });
    expect(refOf(urls[2]!)).toEqual({ kind: 'unsubscribe', ...ref });
    expect(out.text).toMatch(/^See \S+\. Or \(\S+\), bye \S+$/);
  });

  it('stays linear on hostile markup', () => {
    // Unclosed tags with no href after them: each one scanned to the end would be quadratic.
    const html = `<a href="https://shop.test/">x</a>${'<a '.repeat(60_000)}`;
    const started = performance.now();
    const out = trackEmail(PUBLIC, signer, ref, { html });
    // Quadratic scanning takes over 10 s here; bounded, well under a second.
    expect(performance.now() - started).toBeLessThan(3000);
    expect(out.html).toContain(`${PUBLIC}/t/c/`);
  });

  it('leaves links as written and adds no pixel when the extended settings turn tracking off', () => {
    const html =
      '<body><a href="https://shop.test/a">A</a><a href="{{unsubscribeUrl}}">U</a></body>';
    const text = 'See https://shop.test/a';
    const off = trackEmail(PUBLIC, signer, ref, { html, text }, { opens: false, clicks: false });
    const links = hrefs(off.html!);
    expect(links[0]).toBe('https://shop.test/a');
    // The unsubscribe link is not tracking: it is always the signed one-click link.
    expect(refOf(links[1]!)).toEqual({ kind: 'unsubscribe', ...ref });
    expect(off.html).not.toContain('<img');
    expect(off.text).toBe(text);

    const opensOnly = trackEmail(PUBLIC, signer, ref, { html }, { opens: true, clicks: false });
    expect(hrefs(opensOnly.html!)[0]).toBe('https://shop.test/a');
    expect(opensOnly.html).toMatch(/<img src="https:\/\/app\.example\.test\/t\/o\//);
  });
});
