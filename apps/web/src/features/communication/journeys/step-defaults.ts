import type { TComposeOptions } from '@resonate/contracts/campaigns/compose';
import type { TStepDefaults } from './journey-graph';

/** The first list and the first ready channel (email first): what a new step starts from. */
export function stepDefaults(options: TComposeOptions | undefined): TStepDefaults {
  const channels = (options?.channels ?? []).filter((row) => row.inLicence && row.needsAudience);
  const channel =
    channels.find((row) => row.ready && row.contentKind === 'email') ??
    channels.find((row) => row.ready) ??
    channels[0];
  return { listId: options?.lists[0]?.listId ?? null, channelId: channel?.channelId ?? 1 };
}
