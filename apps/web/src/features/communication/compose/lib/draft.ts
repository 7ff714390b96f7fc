import type {
  TAudience,
  TCommunication,
  TCommunicationDraftInput,
  TFrequencyCap,
  TSchedule,
  TSendWindow,
  TSender,
} from '@resonate/contracts/campaigns/communications';
import { emptyContent, contentKindOf, type TContent } from '@resonate/contracts/campaigns/content';
import { ZCommunicationNameSchema } from '@resonate/contracts/fields';

/** What the wizard edits: the draft as the API saves it, with "nothing chosen" made explicit. */
export type TDraft = {
  name: string;
  /** 0 until a channel is chosen. */
  channelId: number;
  departmentId: number | null;
  audience: TAudience;
  templateId: number | null;
  content: TContent | null;
  sender: TSender;
  schedule: TSchedule;
  throttlePerMinute: number;
  sendWindow: TSendWindow | null;
  frequencyCap: TFrequencyCap | null;
  approverIds: number[];
};

export const NEW_DRAFT: TDraft = {
  name: '',
  channelId: 0,
  departmentId: null,
  audience: { listIds: [], suppressionListIds: [] },
  templateId: null,
  content: null,
  sender: {},
  schedule: { kind: 'now' },
  throttlePerMinute: 0,
  sendWindow: null,
  frequencyCap: null,
  approverIds: [],
};

export function draftOf(communication: TCommunication): TDraft {
  return {
    name: communication.name,
    channelId: communication.channelId,
    departmentId: communication.departmentId ?? null,
    audience: communication.audience,
    templateId: communication.templateId ?? null,
    content: communication.content,
    sender: communication.sender,
    schedule: communication.schedule,
    throttlePerMinute: communication.throttlePerMinute,
    sendWindow: communication.sendWindow,
    frequencyCap: communication.frequencyCap,
    approverIds: communication.approverIds,
  };
}

/** The name's first problem (spec section 5 rules), or undefined when it is valid. */
export function nameProblem(name: string): string | undefined {
  const result = ZCommunicationNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

/** Autosave starts once the name and the channel are valid (the API's minimum for a draft). */
export function isSavable(draft: TDraft): boolean {
  return draft.channelId > 0 && nameProblem(draft.name) === undefined;
}

/** A channel change keeps the content when the new channel takes the same kind. */
export function withChannel(draft: TDraft, channelId: number): TDraft {
  const sameKind = draft.content !== null && draft.content.kind === contentKindOf(channelId);
  return {
    ...draft,
    channelId,
    content: sameKind ? draft.content : emptyContent(channelId),
    templateId: sameKind ? draft.templateId : null,
  };
}

export function toRequest(draft: TDraft, communicationId: number | null): TCommunicationDraftInput {
  return {
    ...(communicationId ? { communicationId } : {}),
    name: draft.name,
    channelId: draft.channelId,
    departmentId: draft.departmentId,
    audience: draft.audience,
    templateId: draft.templateId,
    content: draft.content ?? emptyContent(draft.channelId),
    sender: draft.sender,
    schedule: draft.schedule,
    throttlePerMinute: draft.throttlePerMinute,
    sendWindow: draft.sendWindow,
    frequencyCap: draft.frequencyCap,
    approverIds: draft.approverIds,
  };
}
