import { LIQUID_LIMITS, LIQUID_MSG } from '@resonate/contracts/campaigns/content';
import { describe, expect, it } from 'vitest';
import { checkContent, compileContent, TemplateError } from './render-content.ts';
import { FILE_TAG_ESCAPES } from './template-escapes.test-helpers.ts';

/**
 * The Liquid sandbox (issue 21) on its own: each test is an escape an attacker tries from a
 * template. The same attempts go through every rendering endpoint in template-escapes.test.ts.
 */

const person = {
  firstName: 'Jo',
  lastName: 'Doe',
  email: 'jo@example.com',
  mobile: '',
  passportId: '00000000-0000-4000-8000-000000000001',
  attributes: { city: 'Paris' },
};

/** What rendering `source` as a text field gives: the output, or the template error. */
function attempt(source: string, kind: 'text' | 'html' = 'text'): string {
  try {
    const content =
      kind === 'text'
        ? ({ kind: 'text', text: source } as const)
        : ({ kind: 'email', subject: 's', preheader: '', html: source, text: '' } as const);
    return compileContent(content).render(person)[kind];
  } catch (error) {
    if (error instanceof TemplateError) return `ERROR ${error.detail}`;
    throw error;
  }
}

describe('the Liquid sandbox', () => {
  it.each(FILE_TAG_ESCAPES)('refuses to read a file of the server: %s', (source) => {
    for (const kind of ['text', 'html'] as const) {
      const out = attempt(source, kind);
      expect(out).toMatch(/^ERROR \{% (render|include|layout) %\} is not available/);
      expect(out).not.toContain('resonate');
      expect(out).not.toContain('root:');
    }
    expect(checkContent({ kind: 'text', text: source }).text).toMatch(/is not available/);
  });

  it('says which tag is refused and where', () => {
    expect(attempt("Hi\n{% include 'x' %}")).toBe(
      `ERROR ${LIQUID_MSG.fileTagRefused('include')}, line:2, col:1`,
    );
  });

  it('reaches no prototype, constructor, process or global', () => {
    const walks = [
      '{{ firstName.constructor }}',
      '{{ attributes.constructor.name }}',
      '{{ attributes.__proto__ }}',
      "{{ attributes['__proto__'].toString }}",
      '{{ constructor.constructor }}',
      '{{ process.env.APP_SECRET }}',
      '{{ global.process }}',
      '{{ globalThis }}',
      '{{ this }}',
      '{{ attributes.hasOwnProperty }}',
    ];
    for (const walk of walks) expect(attempt(walk), walk).toBe('');
  });

  it('stops a loop of a million iterations with a message, not a hung worker', () => {
    const started = Date.now();
    const out = attempt(
      '{% for i in (1..1000000) %}{% for j in (1..1000) %}a{% endfor %}{% endfor %}',
    );
    expect(out).toMatch(/^ERROR (template render limit exceeded|The message grows past)/);
    expect(Date.now() - started).toBeLessThan(LIQUID_LIMITS.renderMaxMs * 5);
  });

  it('bounds the output, also inside capture', () => {
    const big = `{% for i in (1..${LIQUID_LIMITS.outputMaxChars}) %}ab{% endfor %}`;
    expect(attempt(big)).toMatch(/^ERROR (The message grows past|template render limit)/);
    const captured = `{% capture x %}${big}{% endcapture %}{{ x | size }}`;
    expect(attempt(captured)).toMatch(/^ERROR (The message grows past|template render limit)/);
  });

  it('bounds what filters allocate', () => {
    expect(attempt("{{ 'x' | append: 'y' | split: '' | join: 'zzzz' }}")).toBe('xzzzzy');
    expect(attempt('{% for i in (1..100000000) %}{% endfor %}')).toMatch(
      /^ERROR memory alloc limit exceeded/,
    );
  });

  it('survives deep nesting with a template error', () => {
    const deep = '{% if true %}'.repeat(20_000) + 'x' + '{% endif %}'.repeat(20_000);
    const out = attempt(deep);
    // Parsing 20,000 levels either works or fails as a template error; it never takes the process.
    expect(typeof out).toBe('string');
  });

  it('still personalises ordinary templates', () => {
    expect(attempt('Hi {{ firstName }} from {{ city | upcase }}')).toBe('Hi Jo from PARIS');
    expect(
      attempt('{% capture greeting %}Hello {{ firstName }}{% endcapture %}{{ greeting }}!'),
    ).toBe('Hello Jo!');
    expect(attempt('{% for i in (1..3) %}{{ i }}{% endfor %}')).toBe('123');
  });
});
