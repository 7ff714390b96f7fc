import { describe, expect, it } from 'vitest';
import { FEATURE_IDS } from '@resonate/contracts/features';
import { AREA_TILES, CHANNEL_TILES, tileState, type TLaunchPadContext } from './launch-pad-tiles';

const context = (extra: Partial<TLaunchPadContext> = {}): TLaunchPadContext => ({
  isCampaign: true,
  isAdmin: false,
  licenseTypeId: 3,
  permissions: {},
  ...extra,
});
const area = (id: string) => AREA_TILES.find((tile) => tile.id === id)!;
const channel = (id: number) => CHANNEL_TILES.find((tile) => tile.channelId === id)!;

describe('launch pad tiles', () => {
  it('a campaign account with every permission opens campaign tiles', () => {
    expect(tileState(area('communication'), context()).enabled).toBe(true);
    expect(tileState(channel(21), context()).enabled).toBe(true);
  });

  it('disables campaign tiles unless the account is a campaign account, not setup tiles', () => {
    const brand = context({ isCampaign: false });
    expect(tileState(area('communication'), brand)).toMatchObject({
      enabled: false,
      reason: 'notCampaign',
    });
    expect(tileState(channel(1), brand).reason).toBe('notCampaign');
    expect(tileState(area('channelsSetup'), brand).enabled).toBe(true);
  });

  it('follows view access like the menu, and admin-only tiles', () => {
    const viewer = context({ permissions: { [FEATURE_IDS.consumptions]: { viewAccess: false } } });
    expect(tileState(area('consumption'), viewer).reason).toBe('noAccess');
    expect(tileState(area('administration'), viewer).reason).toBe('adminOnly');
    expect(tileState(area('administration'), context({ isAdmin: true })).enabled).toBe(true);
  });

  it('disables channels the plan does not include (Starter: email, SMS, web notification)', () => {
    const starter = context({ licenseTypeId: 1 });
    expect(tileState(channel(1), starter).enabled).toBe(true);
    expect(tileState(channel(21), starter).reason).toBe('notInPlan');
  });
});
