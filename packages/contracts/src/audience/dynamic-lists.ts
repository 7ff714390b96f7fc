/** Dynamic lists: save a rule under a name, preview how many contacts it matches now. */
import { z } from 'zod';
import { envelopeOf } from '../envelope.ts';
import { ZDynamicRuleSchema, ZRuleDraftSchema } from './dynamic-rules.ts';
import { ZListMemberSchema } from './list-members.ts';
import { ZListIdSchema, ZListNameInputSchema } from './lists.ts';

/** How many matching contacts the preview shows beside the count. */
export const PREVIEW_SAMPLE_SIZE = 5;

export const DYNAMIC_LIST_MSG = {
  saved: 'Dynamic list saved',
} as const;

/** The editor's form: what CreateDynamicList takes. */
export const ZDynamicListFormSchema = z.object({
  name: ZListNameInputSchema,
  rule: ZDynamicRuleSchema,
});
export type TDynamicListForm = z.input<typeof ZDynamicListFormSchema>;

export const ZCreateDynamicListRequestSchema = ZDynamicListFormSchema;
export const ZUpdateDynamicListRequestSchema = ZDynamicListFormSchema.extend({
  listId: ZListIdSchema,
});

/** POST Audience/PreviewDynamicCount: the rule as it stands in the editor (may be empty). */
export const ZPreviewDynamicCountRequestSchema = z.object({ rule: ZRuleDraftSchema });
export const ZPreviewDynamicCountSchema = z.object({
  count: z.number().int(),
  sample: z.array(ZListMemberSchema),
});
export type TPreviewDynamicCount = z.infer<typeof ZPreviewDynamicCountSchema>;
export const ZPreviewDynamicCountResponseSchema = envelopeOf(ZPreviewDynamicCountSchema);
