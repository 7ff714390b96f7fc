import { sql, type RawBuilder, type Transaction } from 'kysely';
import type { DB } from '#/db/schema.ts';
import { withinBudget, selectionFrom, storedRuleSelection } from '#/modules/audience/index.ts';

type TTrx = Transaction<DB>;

/** Dynamic lists checked per person (newest first); a client rarely has more. */
export const DYNAMIC_LISTS_CHECKED = 50;
/** All rules together, then each alone with its own budget when together they overran. */
const ALL_RULES_BUDGET_MS = 400;
const ONE_RULE_BUDGET_MS = 100;

type TDynamicList = { id: number; name: string; probe: RawBuilder<unknown> };

/**
 * "Is this one contact in the list?": the list's compiled rule with the contact pinned by id
 * and passport id. The planner carries those constants into the rule's list and event sets
 * (equivalence through the join keys), so a probe reads this person's rows, not the audience.
 */
function probeOf(
  clientId: number,
  list: { id: number; rule: unknown },
  contact: { id: number; passportId: string },
): RawBuilder<unknown> | undefined {
  let selection;
  try {
    selection = storedRuleSelection(clientId, list.rule);
  } catch {
    return undefined; // a rule no longer valid matches nobody until it is edited
  }
  return sql`select ${list.id}::bigint as id where exists (select 1 from
    ${selectionFrom(clientId, selection)} and c.id = ${contact.id}
      and c.passport_id = ${contact.passportId})`;
}

async function matching(trx: TTrx, probes: TDynamicList[]): Promise<Set<number>> {
  if (probes.length === 0) return new Set();
  const { rows } = await sql<{ id: string }>`${sql.join(
    probes.map((p) => sql`(${p.probe})`),
    sql` union all `,
  )}`.execute(trx);
  return new Set(rows.map((row) => Number(row.id)));
}

/** The dynamic lists whose rule matches this contact now. */
export async function dynamicListsOf(
  trx: TTrx,
  clientId: number,
  contact: { id: number; passportId: string },
): Promise<{ listId: number; name: string; kind: 'dynamic' }[]> {
  const lists = await trx
    .selectFrom('audience_lists')
    .select(['id', 'name', 'rule'])
    .where('client_id', '=', clientId)
    .where('kind', '=', 'dynamic')
    .orderBy('created_at', 'desc')
    .limit(DYNAMIC_LISTS_CHECKED)
    .execute();
  const probes: TDynamicList[] = [];
  for (const list of lists) {
    const probe = probeOf(clientId, { id: Number(list.id), rule: list.rule }, contact);
    if (probe) probes.push({ id: Number(list.id), name: list.name, probe });
  }
  let matched = await withinBudget(trx, ALL_RULES_BUDGET_MS, () => matching(trx, probes));
  if (!matched) {
    // One slow rule must not hide the others: each alone, a slow one left out.
    matched = new Set();
    for (const probe of probes) {
      const one = await withinBudget(trx, ONE_RULE_BUDGET_MS, () => matching(trx, [probe]));
      for (const id of one ?? []) matched.add(id);
    }
  }
  return probes
    .filter((p) => matched.has(p.id))
    .map((p) => ({ listId: p.id, name: p.name, kind: 'dynamic' as const }));
}
