import { describe, expect, it } from 'vitest';
import { ZEmailDesignSchema, type TEmailDesign } from '@resonate/contracts/campaigns/email-design';
import { compileContent, type TPersonalisation } from '../render/render-content.ts';
import { compileDesign } from './compile-design.ts';

const blocks = (list: unknown[]): TEmailDesign =>
  ZEmailDesignSchema.parse({ format: 'blocks', blocks: list });

const person = (firstName: string): TPersonalisation => ({
  firstName,
  lastName: '',
  email: 'a@b.test',
  mobile: '',
  passportId: 'p1',
  attributes: { city: 'Leeds' },
});

/** The compiled html personalised like the engine does (HTML engine, contact data escaped). */
function personalise(html: string, who: TPersonalisation): string {
  const content = { kind: 'email', subject: 's', preheader: '', html, text: '' } as const;
  return compileContent(content).render(who).html;
}

describe('compileDesign: blocks', () => {
  it('compiles blocks to responsive HTML with the style applied', async () => {
    const design = ZEmailDesignSchema.parse({
      format: 'blocks',
      blocks: [
        { type: 'heading', text: 'Spring sale' },
        { type: 'button', label: 'Shop now', url: 'https://shop.test/sale' },
        { type: 'image', src: 'https://cdn.test/a.png', alt: 'Banner' },
        { type: 'divider' },
        { type: 'spacer', height: 40 },
      ],
      style: { background: '#123456', width: 640 },
    });
    const { html, errors, fatal } = await compileDesign(design);
    expect(errors).toEqual({});
    expect(fatal).toBe(false);
    expect(html).toMatch(/^<!doctype html>/i);
    expect(html).toContain('Spring sale');
    expect(html).toContain('href="https://shop.test/sale"');
    expect(html).toContain('src="https://cdn.test/a.png"');
    expect(html).toContain('#123456');
    expect(html).toContain('max-width:640px');
    expect(html).toContain('height:40px');
  });

  it('puts columns side by side on desktop and stacks them on phones', async () => {
    const { html } = await compileDesign(
      blocks([
        {
          type: 'columns',
          columns: [
            { blocks: [{ type: 'text', text: 'Left' }] },
            { blocks: [{ type: 'text', text: 'Right' }] },
          ],
        },
      ]),
    );
    // Two 50% columns from 480px up; below it every column is 100% wide (MJML's media query).
    expect(html).toMatch(/@media only screen and \(min-width:480px\)\s*\{\s*\.mj-column-per-50/);
    expect(html.match(/class="mj-column-per-50 mj-outlook-group-fix"/g)).toHaveLength(2);
    expect(html).toContain('width:100% !important');
  });

  it('keeps Liquid untouched through MJML, in text and in attributes', async () => {
    const { html } = await compileDesign(
      blocks([
        { type: 'heading', text: 'Hi {{ firstName | default: "there" }}' },
        { type: 'text', text: '{% if city %}From {{city}}{% endif %}' },
        { type: 'button', label: 'Go', url: '{{ attributes.link }}' },
      ]),
    );
    expect(html).toContain('Hi {{ firstName | default: "there" }}');
    expect(html).toContain('{% if city %}From {{city}}{% endif %}');
    expect(html).toContain('href="{{ attributes.link }}"');
    expect(personalise(html, person('Ann'))).toContain('Hi Ann');
    expect(personalise(html, person(''))).toContain('Hi there');
    expect(personalise(html, person('Ann'))).toContain('From Leeds');
  });

  it("escapes the author's text but turns its markup into tags", async () => {
    const { html } = await compileDesign(
      blocks([
        {
          type: 'text',
          text: 'Use <b>tags</b> & "quotes"\n\n**Bold** and [our shop](https://shop.test/?a=1&b=2)\nnext line\n\n[bad](javascript:alert(1))',
        },
        { type: 'heading', text: '<script>alert(1)</script>' },
      ]),
    );
    expect(html).toContain('Use &#60;b&#62;tags&#60;/b&#62; &#38; &#34;quotes&#34;');
    expect(html).toContain('<strong>Bold</strong>');
    expect(html).toMatch(
      /<a href="https:\/\/shop\.test\/\?a=1&(#38;|amp;)?b=2"[^>]*>our shop<\/a>/,
    );
    expect(html).toContain('<br />next line');
    expect(html).not.toContain('href="javascript:');
    expect(html).not.toContain('<script>');
    expect((html.match(/<p style="margin:0 0 12px 0">/g) ?? []).length).toBe(3);
  });

  it('renders a contact named <script> as text after personalisation', async () => {
    const { html } = await compileDesign(blocks([{ type: 'text', text: 'Dear {{firstName}},' }]));
    const out = personalise(html, person('<script>alert(1)</script>'));
    expect(out).toContain('Dear &lt;script&gt;alert(1)&lt;/script&gt;,');
    expect(out).not.toContain('<script>alert(1)');
  });

  it('points broken Liquid at the block and field, inside columns too', async () => {
    const { errors, fatal } = await compileDesign(
      blocks([
        { type: 'heading', text: 'Fine' },
        { type: 'text', text: 'ok\n{% for x %}' },
        {
          type: 'columns',
          columns: [
            { blocks: [{ type: 'text', text: 'ok' }] },
            { blocks: [{ type: 'spacer' }, { type: 'button', label: '{{ name | nofilter }}' }] },
          ],
        },
      ]),
    );
    expect(fatal).toBe(true);
    expect(Object.keys(errors).sort()).toEqual([
      'content.design.blocks.1.text',
      'content.design.blocks.2.columns.1.blocks.1.label',
    ]);
    expect(errors['content.design.blocks.1.text']).toMatch(
      /^The template has an error: Line 2, column 1: /,
    );
  });

  it('a raw HTML block cannot close the MJML around it', async () => {
    const { html, errors } = await compileDesign(
      blocks([{ type: 'html', html: '<table><tr><td>x</td></tr></table></mj-text></mj-column>' }]),
    );
    expect(errors).toEqual({});
    expect(html).toContain('<table><tr><td>x</td></tr></table>');
  });
});

describe('compileDesign: source', () => {
  it('compiles an MJML source and keeps its Liquid', async () => {
    const source = `<mjml>
  <mj-body>
    <mj-section><mj-column><mj-text>Hello {{ firstName | default: "friend" }}</mj-text></mj-column></mj-section>
  </mj-body>
</mjml>`;
    const { html, errors } = await compileDesign({ format: 'source', source });
    expect(errors).toEqual({});
    expect(html).toContain('Hello {{ firstName | default: "friend" }}');
  });

  it('names the line of an MJML error and of a Liquid error', async () => {
    const mjmlError = `<mjml>
  <mj-body>
    <mj-section><mj-column>
      <mj-text foo="1">x</mj-text>
    </mj-column></mj-section>
  </mj-body>
</mjml>`;
    const bad = await compileDesign({ format: 'source', source: mjmlError });
    expect(bad.errors['content.design.source']).toBe('Line 4: Attribute foo is illegal');
    expect(bad.fatal).toBe(false);
    expect(bad.html).toContain('x');

    const liquid = await compileDesign({
      format: 'source',
      source: '<p>one</p>\n<p>{{ firstName </p>',
    });
    expect(liquid.fatal).toBe(true);
    expect(liquid.errors['content.design.source']).toMatch(/^Line 2, column 4: /);
  });

  it('uses an HTML source as it is and names misplaced MJML tags', async () => {
    const plain = await compileDesign({ format: 'source', source: '<p>Hi {{firstName}}</p>' });
    expect(plain).toEqual({ html: '<p>Hi {{firstName}}</p>', errors: {}, fatal: false });
    const misplaced = await compileDesign({
      format: 'source',
      source: '<mjml>\n<mj-body>\n<mj-section>\n<mj-text>x</mj-text>',
    });
    expect(misplaced.errors['content.design.source']).toMatch(/^Line 4: mj-text cannot be used/);
  });

  it('answers a repeated compile from the cache', async () => {
    const design = blocks([{ type: 'text', text: `cache ${Math.random()}` }]);
    const first = await compileDesign(design);
    const started = performance.now();
    const second = await compileDesign(design);
    expect(performance.now() - started).toBeLessThan(5);
    expect(second).toEqual(first);
  });
});
