/**
 * The placeholder language of the HTTP provider profiles. A string may hold `{{name}}`
 * placeholders; a string that is exactly one placeholder takes the value as it is (an array or
 * an object stays one, and an absent value drops the key), so a profile can say
 * `components: '{{templateComponents}}'` and get the array or nothing.
 */
export type TTemplate =
  string | number | boolean | null | TTemplate[] | { [key: string]: TTemplate };
export type TTemplateValues = Record<string, unknown>;

const PLACEHOLDER = /\{\{\s*([\w.]+)\s*\}\}/g;
const WHOLE = /^\{\{\s*([\w.]+)\s*\}\}$/;

/** A value by its own name only: `{{constructor}}` or `{{__proto__}}` find nothing. */
const valueOf = (values: TTemplateValues, name: string): unknown =>
  Object.hasOwn(values, name) ? values[name] : undefined;

function asText(value: unknown): string {
  if (value === undefined || value === null) return '';
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Replaces the placeholders of `template`; undefined when it is one absent placeholder. */
export function render(template: TTemplate, values: TTemplateValues): unknown {
  if (typeof template === 'string') {
    const whole = WHOLE.exec(template);
    if (whole?.[1]) return valueOf(values, whole[1]);
    return template.replace(PLACEHOLDER, (_match, name: string) => asText(valueOf(values, name)));
  }
  if (Array.isArray(template)) {
    return template.map((item) => render(item, values)).filter((item) => item !== undefined);
  }
  if (template && typeof template === 'object') {
    const out: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(template)) {
      const rendered = render(item, values);
      if (rendered !== undefined) out[key] = rendered;
    }
    return out;
  }
  return template;
}

/** A URL path: every placeholder percent-encoded, so a value cannot change the path. */
export function renderPath(template: string, values: TTemplateValues): string {
  return template.replace(PLACEHOLDER, (_match, name: string) =>
    encodeURIComponent(asText(valueOf(values, name))),
  );
}

/** A form body: fields rendered, objects and arrays sent as JSON text, absent ones left out. */
export function renderForm(fields: Record<string, TTemplate>, values: TTemplateValues): string {
  const form = new URLSearchParams();
  for (const [name, template] of Object.entries(fields)) {
    const rendered = render(template, values);
    if (rendered === undefined || rendered === '') continue;
    form.append(name, asText(rendered));
  }
  return form.toString();
}

/** The value at a dotted path of a parsed answer (`messages.0.id`), as text, or undefined. */
export function valueAt(document: unknown, path: string): string | undefined {
  let current: unknown = document;
  for (const part of path.split('.')) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  if (current === undefined || current === null || current === '') return undefined;
  return typeof current === 'string' ? current : JSON.stringify(current);
}
