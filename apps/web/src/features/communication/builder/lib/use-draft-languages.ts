import { useState } from 'react';
import type { TBuilderDraft } from './builder-draft';
import { addLanguage, removeLanguage, switchLanguage } from './language-drafts';

/**
 * The builder's language actions and the preview's language, which follows the variant being
 * edited until the preview's own picker chooses another.
 */
export function useDraftLanguages(
  draft: TBuilderDraft,
  update: (change: (draft: TBuilderDraft) => TBuilderDraft) => void,
) {
  const [previewLanguage, setPreviewLanguage] = useState('');
  const act = (change: (draft: TBuilderDraft) => TBuilderDraft, previewIn: string) => {
    update(change);
    setPreviewLanguage(previewIn);
  };
  return {
    previewLanguage,
    setPreviewLanguage,
    switchTo: (tag: string) => act((d) => switchLanguage(d, tag), tag),
    add: (tag: string) => act((d) => addLanguage(d, tag), tag),
    remove: (tag: string) =>
      act((d) => removeLanguage(d, tag), draft.language === tag ? '' : previewLanguage),
  };
}
