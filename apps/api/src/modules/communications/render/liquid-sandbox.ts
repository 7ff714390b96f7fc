import {
  CaptureTag,
  Context,
  Liquid,
  Tag,
  toValue,
  toValueSync,
  type Template,
  type TagToken,
  type TopLevelToken,
} from 'liquidjs';
import { LIQUID_LIMITS, LIQUID_MSG } from '@resonate/contracts/campaigns/content';

/**
 * The only Liquid engines of the product (issue 21). Every template comes from a tenant, so
 * the engines are sandboxed:
 * - no file system: `include`, `render` and `layout` are refused when the template is parsed
 *   (a clear error in the wizard), and the engines resolve names from an empty in-memory set,
 *   so even a tag added later cannot read a file;
 * - no prototypes: only own properties of the data are reachable (`x.constructor` is empty);
 * - bounded: parse size, render time, memory the filters allocate, and the output itself
 *   (a bounded emitter, also inside `capture`), so a hostile loop ends with a message.
 */

const FILE_TAGS = ['include', 'render', 'layout'] as const;

/** A template tag that refuses to load anything: thrown while parsing, with its line. */
function refusingTag(name: string) {
  return class RefusedFileTag extends Tag {
    constructor(token: TagToken, remainTokens: TopLevelToken[], liquid: Liquid) {
      super(token, remainTokens, liquid);
      throw new Error(LIQUID_MSG.fileTagRefused(name));
    }
    *render(): Generator<unknown, void, unknown> {
      // Never reached: the constructor throws.
    }
  };
}

/** Liquid's emitter, with a ceiling: writing past it stops the render with a message. */
class BoundedEmitter {
  buffer = '';
  write(html: unknown): void {
    this.buffer += asText(html);
    if (this.buffer.length > LIQUID_LIMITS.outputMaxChars) {
      throw new Error(LIQUID_MSG.outputTooLarge(LIQUID_LIMITS.outputMaxChars));
    }
  }
}

function asText(value: unknown): string {
  const resolved = toValue(value);
  if (typeof resolved === 'string') return resolved;
  if (resolved === null || resolved === undefined) return '';
  if (Array.isArray(resolved)) return resolved.map(asText).join('');
  return String(resolved);
}

/** `capture` writes into a buffer of its own: bounded like the output. */
class BoundedCaptureTag extends CaptureTag {
  override *render(ctx: Context): Generator<unknown, void, string> {
    const emitter = new BoundedEmitter();
    yield this.liquid.renderer.renderTemplates(this.templates, ctx, emitter);
    ctx.bottom()[this.variable] = emitter.buffer;
  }
}

function sandboxedEngine(outputEscape?: 'escape'): Liquid {
  const engine = new Liquid({
    strictFilters: true,
    ownPropertyOnly: true,
    // Name lookups (file tags, renderFile) go to this empty map, never to the disk.
    templates: {},
    relativeReference: false,
    parseLimit: LIQUID_LIMITS.parseMaxChars,
    renderLimit: LIQUID_LIMITS.renderMaxMs,
    memoryLimit: LIQUID_LIMITS.memoryMaxChars,
    ...(outputEscape ? { outputEscape } : {}),
  });
  for (const name of FILE_TAGS) engine.registerTag(name, refusingTag(name));
  engine.registerTag('capture', BoundedCaptureTag);
  return engine;
}

/** Email HTML: contact data is HTML-escaped. */
export const htmlEngine = sandboxedEngine('escape');
/** Subjects, SMS, push, letters, payloads: text as it is. */
export const textEngine = sandboxedEngine();

/** Renders a parsed template within the output ceiling (throws with the reason past it). */
export function renderBounded(
  engine: Liquid,
  template: Template[],
  scope: Record<string, unknown>,
): string {
  const context = new Context(scope, engine.options, { sync: true }, { liquid: engine });
  const emitter = new BoundedEmitter();
  toValueSync(engine.renderer.renderTemplates(template, context, emitter));
  return emitter.buffer;
}
