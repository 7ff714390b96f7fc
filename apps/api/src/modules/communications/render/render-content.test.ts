import { describe, expect, it } from 'vitest';
import { compileContent, checkContent, TemplateError } from './render-content.ts';

const person = {
  firstName: '<script>',
  lastName: 'Doe',
  email: 'jo@example.com',
  mobile: '+447700900123',
  passportId: '00000000-0000-4000-8000-000000000001',
  attributes: { city: 'Paris', tier: 'gold' },
};

describe('compileContent', () => {
  it('personalises email with escaping in HTML only', () => {
    const compiled = compileContent({
      kind: 'email',
      subject: 'Hi {{firstName}}',
      preheader: '',
      html: '<p>Hello {{ firstName }} from {{ city }}</p>',
      text: 'Hello {{firstName}}',
    });
    const out = compiled.render(person);
    expect(out.html).toBe('<p>Hello &lt;script&gt; from Paris</p>');
    expect(out.subject).toBe('Hi <script>');
    expect(out.text).toBe('Hello <script>');
  });

  it('uses fallbacks for missing values', () => {
    const compiled = compileContent({
      kind: 'text',
      text: 'Hi {{ nickname | default: "there" }}, {{attributes.tier}}',
    });
    expect(compiled.render(person).text).toBe('Hi there, gold');
  });

  it('names the broken field', () => {
    expect(() => compileContent({ kind: 'text', text: 'Hi {% if x %}' })).toThrow(TemplateError);
    expect(
      checkContent({
        kind: 'push',
        title: '{{ a | nope }}',
        body: 'ok',
        imageUrl: '',
        deepLink: '',
      }),
    ).toHaveProperty('title');
  });
});
