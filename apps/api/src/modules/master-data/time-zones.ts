import type { TMasterData } from '@resonate/contracts/master-data';
import TIME_ZONES from '#/modules/master-data/lists/time-zones.json' with { type: 'json' };

/**
 * Time-zone ids must survive restarts and Node/ICU upgrades (users store timeZoneId), so they
 * come from a list in git, not from the runtime's order: id = position + 1, new zones are only
 * ever appended. Zones the runtime knows that the list lacks still appear (after the list, with
 * ids past its end) so every IANA zone is offered; add them to the file to pin their ids.
 */
function zoneNames(): string[] {
  const known = new Set(TIME_ZONES);
  const extra = Intl.supportedValuesOf('timeZone').filter((zone) => !known.has(zone));
  return [...TIME_ZONES, ...extra.sort()];
}

/** Minutes east of UTC at `at`, e.g. 330 for Asia/Calcutta; undefined if the zone is unknown. */
export function utcOffsetMinutes(timeZone: string, at: Date): number | undefined {
  try {
    const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    const match = /GMT([+-])(\d{2}):(\d{2})/.exec(name ?? '');
    if (!match) return 0; // "GMT" alone: UTC itself
    const minutes = Number(match[2]) * 60 + Number(match[3]);
    return match[1] === '-' ? -minutes : minutes;
  } catch {
    return undefined;
  }
}

export function buildTimeZoneList(at: Date): TMasterData['timeZoneList'] {
  return zoneNames().flatMap((timeZone, index) => {
    const offset = utcOffsetMinutes(timeZone, at);
    return offset === undefined
      ? []
      : [{ timeZoneID: index + 1, timeZone, utcOffsetMinutes: offset }];
  });
}
