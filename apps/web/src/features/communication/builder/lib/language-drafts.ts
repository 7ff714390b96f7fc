import type { TContent } from '@resonate/contracts/campaigns/content';
import { LOCALE_MSG } from '@resonate/contracts/campaigns/content-locales';
import { keyed } from './blocks';
import type { TBuilderDraft, TEditPart } from './builder-draft';
import type { TProblems } from './problems';

/**
 * Language variants in the builder (issue 27). The draft edits one language at a time at its
 * top level (so every editor works unchanged) and parks the others; switching swaps them.
 */

function partOf(draft: TBuilderDraft): TEditPart {
  const { content, blocks, style, mode, source, sourceOrigin } = draft;
  return { content, blocks, style, mode, source, sourceOrigin };
}

/** The variants' tags in order (the default, '', is not one). */
export function languagesOf(draft: TBuilderDraft): string[] {
  return [...Object.keys(draft.parked), draft.language].filter((tag) => tag !== '').sort();
}

/** Edits another language ('' = the default); the current one is parked as it is. */
export function switchLanguage(draft: TBuilderDraft, tag: string): TBuilderDraft {
  const target = draft.parked[tag];
  if (tag === draft.language || !target) return draft;
  const parked = { ...draft.parked, [draft.language]: partOf(draft) };
  delete parked[tag];
  return { ...draft, ...target, language: tag, parked };
}

/** A new variant starts as a copy of the default content, to translate in place. */
export function addLanguage(draft: TBuilderDraft, tag: string): TBuilderDraft {
  const base = draft.language === '' ? partOf(draft) : draft.parked[''];
  if (!base || tag === '' || tag === draft.language || draft.parked[tag]) return draft;
  const copy: TEditPart = { ...base, blocks: keyed(base.blocks.map((item) => item.block)) };
  return switchLanguage({ ...draft, parked: { ...draft.parked, [tag]: copy } }, tag);
}

/** Drops a variant (back to the default when it was the one being edited). */
export function removeLanguage(draft: TBuilderDraft, tag: string): TBuilderDraft {
  const from = draft.language === tag ? switchLanguage(draft, '') : draft;
  const parked = { ...from.parked };
  delete parked[tag];
  return { ...from, parked };
}

/** What the server saved for the language being edited (its compiled html, for one). */
export function savedContentOf(content: TContent, language: string): TContent | undefined {
  return language === '' ? content : content.locales?.[language];
}

/**
 * Problems as the editor of `language` shows them: the variant's own (keyed
 * `content.locales.<tag>.<field>` by the server) at `content.<field>`, next to their fields;
 * the default's and other variants' in the list above, each naming its language.
 */
export function problemsFor(problems: TProblems, language: string): TProblems {
  if (language === '') return problems;
  const own = `content.locales.${language}.`;
  const shown: Record<string, string> = {};
  for (const [path, message] of Object.entries(problems)) {
    if (path.startsWith(own)) shown[`content.${path.slice(own.length)}`] = message;
    else if (path.startsWith('content.') && !path.startsWith('content.locales.')) {
      shown[`default.${path}`] = LOCALE_MSG.inVariant(LOCALE_MSG.defaultLabel, message);
    } else shown[path] = message;
  }
  return shown;
}

/** The languages ('' = the default) with a problem, to mark their tabs. */
export function languagesWithProblems(problems: TProblems): Set<string> {
  const marked = new Set<string>();
  for (const path of Object.keys(problems)) {
    if (path.startsWith('content.locales.')) marked.add(path.split('.')[2] ?? '');
    else if (path.startsWith('content.')) marked.add('');
  }
  return marked;
}
