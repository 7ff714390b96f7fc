import { createHash } from 'node:crypto';
import mjml2html from 'mjml';
import type { TEmailDesign } from '@resonate/contracts/campaigns/email-design';
import { TEMPLATE_BUILDER_MSG } from '@resonate/contracts/campaigns/template-builder';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { blocksToMjml } from './blocks-to-mjml.ts';
import { blockLiquidErrors, liquidError, withLine } from './design-liquid.ts';
import { liquidGuard } from './liquid-guard.ts';

export type TCompiledDesign = {
  /** The email HTML with the Liquid untouched; '' when the design cannot be compiled at all. */
  html: string;
  /** Where it breaks (`content.design.blocks.3.text`, `content.design.source`): not 'ready'. */
  errors: TFieldErrors;
  /** True when a preview cannot be shown (Liquid that does not parse, MJML that does not parse). */
  fatal: boolean;
};

const SOURCE_KEY = 'content.design.source';
const MJML_ERRORS_SHOWN = 3;
/** Our choice: MJML rejects absurdly deep documents long before this; it bounds the work. */
const CACHE_SIZE = 200;

type TMjmlError = { line: number; message: string };

/** Runs MJML; the validator's complaints come back as errors, a document it cannot parse as `parse`. */
async function runMjml(
  mjml: string,
): Promise<{ html: string; errors: TMjmlError[]; parse?: string }> {
  try {
    // ignoreIncludes: <mj-include> would read a file of the server (issue 21); MJML 5 ignores
    // them by default, said here so no upgrade or option change can turn them back on.
    const result = await mjml2html(mjml, {
      validationLevel: 'soft',
      keepComments: false,
      ignoreIncludes: true,
    });
    return { html: result.html, errors: result.errors };
  } catch (error) {
    return { html: '', errors: [], parse: (error as Error).message };
  }
}

const joinErrors = (errors: string[]) => errors.slice(0, MJML_ERRORS_SHOWN).join('; ');

async function compileBlocks(design: Extract<TEmailDesign, { format: 'blocks' }>) {
  const liquid = blockLiquidErrors(design.blocks);
  const errors: TFieldErrors = { ...liquid };
  const guard = liquidGuard();
  const result = await runMjml(blocksToMjml(design.blocks, design.style, guard));
  for (const problem of result.errors) {
    // Block i starts on line i + 2 (blocks-to-mjml.ts); anything else is the document's.
    const index = problem.line - 2;
    const key =
      index >= 0 && index < design.blocks.length
        ? `content.design.blocks.${index}`
        : 'content.design';
    errors[key] ??= problem.message;
  }
  if (result.parse) errors['content.design'] = result.parse;
  const fatal = Object.keys(liquid).length > 0 || !!result.parse;
  return { html: result.parse ? '' : guard.restore(result.html), errors, fatal };
}

async function compileSource(source: string): Promise<TCompiledDesign> {
  const liquid = liquidError(source);
  const liquidProblem = liquid ? withLine(liquid) : undefined;
  if (!/^\s*<mjml[\s>]/i.test(source)) {
    // HTML used as it is.
    return liquidProblem
      ? { html: source, errors: { [SOURCE_KEY]: liquidProblem }, fatal: true }
      : { html: source, errors: {}, fatal: false };
  }
  const guard = liquidGuard();
  const result = await runMjml(guard.protect(source));
  const problems = result.errors.map((e) => TEMPLATE_BUILDER_MSG.atLine(e.line, e.message));
  if (result.parse) problems.unshift(result.parse);
  if (liquidProblem) problems.unshift(liquidProblem);
  return {
    html: result.parse ? '' : guard.restore(result.html),
    errors: problems.length ? { [SOURCE_KEY]: joinErrors(problems) } : {},
    fatal: !!liquidProblem || !!result.parse,
  };
}

const cache = new Map<string, TCompiledDesign>();

/**
 * A design as email HTML (blocks -> MJML -> HTML, or an MJML/HTML source), with where it
 * breaks. Liquid survives untouched, to be personalised per contact by the renderer. Results
 * are cached by content hash (small LRU), so the live preview recompiles only what changed.
 */
export async function compileDesign(design: TEmailDesign): Promise<TCompiledDesign> {
  const key = createHash('sha256').update(JSON.stringify(design)).digest('hex');
  const hit = cache.get(key);
  if (hit) {
    cache.delete(key);
    cache.set(key, hit);
    return { ...hit, errors: { ...hit.errors } };
  }
  const compiled =
    design.format === 'blocks' ? await compileBlocks(design) : await compileSource(design.source);
  cache.set(key, compiled);
  if (cache.size > CACHE_SIZE) cache.delete(cache.keys().next().value!);
  return { ...compiled, errors: { ...compiled.errors } };
}
