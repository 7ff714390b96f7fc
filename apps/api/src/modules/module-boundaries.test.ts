import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { crossModuleImports, isTestCode } from '../../test/module-imports.ts';
import FRONT_DOOR_DEBT_JSON from './front-door-debt.json' with { type: 'json' };

const REPO_ROOT = fileURLToPath(new URL('../../../../', import.meta.url));
/** Deep imports still allowed (eslint.config.js reads the same file); `[]` once paid off. */
const FRONT_DOOR_DEBT: readonly string[] = FRONT_DOOR_DEBT_JSON;
const imports = crossModuleImports(REPO_ROOT, ['apps/api/src', 'apps/api/test', 'e2e', 'bench']);

/**
 * Today's cycles between modules (issue 23), one line per import edge "module -> module" that
 * lies on a cycle (both modules reach each other through their front doors, type imports
 * included). Each is debt: the shared piece belongs to one of the two, or a third module both
 * use. The test fails on an edge that closes a new cycle, and on a line no longer needed, so
 * the list only shrinks.
 */
const MODULE_CYCLE_DEBT: readonly string[] = [
  'account -> admin',
  'account -> auth',
  'account -> data-exchange',
  'active-directory -> admin',
  'active-directory -> auth',
  'active-directory -> sso',
  'admin -> auth',
  'admin -> communication-settings',
  'admin -> licence',
  'audience -> account',
  'audience -> auth',
  'audience -> communications',
  'audience -> data-exchange',
  'audience -> demo',
  'audience -> events',
  'audience -> licence',
  'audience -> notifications',
  'audience -> storage',
  'audience -> tracking',
  'auth -> account',
  'auth -> active-directory',
  'auth -> licence',
  'auth -> notifications',
  'auth -> second-factor',
  'auth -> signup',
  'auth -> sso',
  'auth -> tenancy',
  'billing -> account',
  'billing -> auth',
  'billing -> invoices',
  'billing -> licence',
  'billing -> notifications',
  'billing -> signup',
  'communication-settings -> auth',
  'communication-settings -> communications',
  'communication-settings -> connectors',
  'communication-settings -> data-exchange',
  'communication-settings -> events',
  'communication-settings -> licence',
  'communication-settings -> tracking',
  'communications -> account',
  'communications -> audience',
  'communications -> auth',
  'communications -> communication-settings',
  'communications -> consumption',
  'communications -> data-exchange',
  'communications -> events',
  'communications -> licence',
  'communications -> notifications',
  'communications -> profile',
  'communications -> storage',
  'communications -> tracking',
  'connectors -> auth',
  'connectors -> communication-settings',
  'consumption -> account',
  'consumption -> audience',
  'consumption -> auth',
  'consumption -> communications',
  'consumption -> notifications',
  'data-exchange -> auth',
  'data-exchange -> notifications',
  'demo -> auth',
  'demo -> communication-settings',
  'demo -> communications',
  'demo -> events',
  'demo -> licence',
  'events -> audience',
  'events -> auth',
  'events -> communication-settings',
  'events -> data-exchange',
  'invoices -> account',
  'invoices -> auth',
  'invoices -> billing',
  'invoices -> consumption',
  'invoices -> notifications',
  'licence -> admin',
  'licence -> auth',
  'licence -> billing',
  'licence -> communication-settings',
  'licence -> communications',
  'licence -> notifications',
  'notifications -> account',
  'notifications -> auth',
  'notifications -> data-exchange',
  'profile -> auth',
  'profile -> communication-settings',
  'profile -> notifications',
  'second-factor -> account',
  'second-factor -> auth',
  'second-factor -> profile',
  'second-factor -> sso',
  'signup -> admin',
  'signup -> auth',
  'sso -> active-directory',
  'sso -> auth',
  'storage -> audience',
  'storage -> profile',
  'tenancy -> account',
  'tenancy -> admin',
  'tenancy -> auth',
  'tracking -> auth',
  'tracking -> communication-settings',
  'tracking -> communications',
  'tracking -> events',
];

/** Which files of a module another may import: its front door, and for tests its test door. */
function isFrontDoor(to: string, from: string): boolean {
  const file = to.split('/').slice(1).join('/');
  return file === 'index.ts' || (file === 'testing.ts' && isTestCode(from));
}

/** The edges "a -> b" of the module graph (app-level code left out) that lie on a cycle. */
function edgesOnCycles(): string[] {
  const edges = new Map<string, Set<string>>();
  for (const { fromModule, toModule } of imports) {
    if (!fromModule) continue;
    edges.set(fromModule, (edges.get(fromModule) ?? new Set()).add(toModule));
  }
  const reaches = (start: string, goal: string): boolean => {
    const seen = new Set<string>();
    const stack = [start];
    while (stack.length) {
      const current = stack.pop() as string;
      if (current === goal) return true;
      if (seen.has(current)) continue;
      seen.add(current);
      stack.push(...(edges.get(current) ?? []));
    }
    return false;
  };
  const onCycle: string[] = [];
  for (const [from, targets] of edges) {
    for (const to of targets) if (reaches(to, from)) onCycle.push(`${from} -> ${to}`);
  }
  return onCycle.sort();
}

describe('each API module has a front door', () => {
  const deepImports = [
    ...new Set(
      imports
        .filter(({ from, to }) => !isFrontDoor(to, from))
        .map(({ from, to }) => `${from} -> ${to}`),
    ),
  ].sort();

  it('no file imports another module past its index.ts (tests: or testing.ts), beyond the debt', () => {
    // Export what you need from the module's index.ts and import that instead.
    expect(deepImports.filter((entry) => !FRONT_DOOR_DEBT.includes(entry))).toEqual([]);
  });

  it('the front-door debt holds only imports that still exist, so it only shrinks', () => {
    // Paid off: delete these lines from front-door-debt.json.
    expect(FRONT_DOOR_DEBT.filter((entry) => !deepImports.includes(entry))).toEqual([]);
  });

  it('no import closes a new cycle between modules, beyond the reviewed cycles', () => {
    expect(edgesOnCycles().filter((edge) => !MODULE_CYCLE_DEBT.includes(edge))).toEqual([]);
  });

  it('the cycle debt holds only edges still on a cycle, so it only shrinks', () => {
    const onCycle = edgesOnCycles();
    // Paid off: delete these lines from MODULE_CYCLE_DEBT.
    expect(MODULE_CYCLE_DEBT.filter((edge) => !onCycle.includes(edge))).toEqual([]);
  });
});
