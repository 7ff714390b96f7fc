import { sql, type RawBuilder } from 'kysely';
import { ATTRIBUTE_KEY_PATTERN } from '@resonate/contracts/audience/contact-attributes';
import type { TRulePredicate } from '@resonate/contracts/audience/rule-operators';

/**
 * SQL for one predicate on a value of the contacts row `c`. Every value from the rule is a bound
 * parameter; only fixed SQL text is written here. The operator decides how the stored value is
 * read (as text, number, ISO date or list), so a stored rule still evaluates after its
 * attribute changed or went away: a missing value simply matches nothing but "is empty".
 */

type TSql = RawBuilder<unknown>;

/** A custom attribute's value as text; the key is a bound parameter. */
const attributeText = (key: string) => sql`(c.attributes ->> ${key}::text)`;

/**
 * Case-insensitive text tests. lower() in the builtin C.UTF-8 collation folds all of Unicode
 * at a fraction of the cost of the database's libc collation: it runs once per contact.
 * text_fold is that collation on PostgreSQL 17+, the closest one before (migration 0910).
 */
const folded = (value: TSql) => sql`lower(${value} collate public.text_fold)`;

function textTest(value: TSql, test: TRulePredicate): RawBuilder<boolean> | undefined {
  switch (test.op) {
    case 'equals':
      return sql<boolean>`${folded(value)} = ${folded(sql`${test.value}::text`)}`;
    case 'notEquals':
      return sql<boolean>`${folded(sql`coalesce(${value}, '')`)} <> ${folded(sql`${test.value}::text`)}`;
    case 'contains':
      return sql<boolean>`strpos(${folded(value)}, ${folded(sql`${test.value}::text`)}) > 0`;
    case 'startsWith':
      return sql<boolean>`starts_with(${folded(value)}, ${folded(sql`${test.value}::text`)})`;
    default:
      return undefined;
  }
}

const JSONPATH_OPERATORS = { eq: '==', neq: '!=', lt: '<', lte: '<=', gt: '>', gte: '>=' } as const;

/**
 * Number tests as a jsonpath predicate: a JSON number compares numerically, anything else
 * (text, a boolean, no value) is "unknown" and matches nothing, and silent mode rules out an
 * error. It reads the value in place, which costs a third of extracting and casting it. The
 * path holds only the attribute key (the contract allows [a-z0-9_] and the server checked it
 * against the client's schema) and fixed operators; the numbers travel as bound variables.
 */
function numberTest(key: string, test: TRulePredicate): RawBuilder<boolean> | undefined {
  if (!ATTRIBUTE_KEY_PATTERN.test(key)) return undefined;
  const field = `$.${JSON.stringify(key)}`;
  const match = (path: string, vars: Record<string, number>) =>
    sql<boolean>`jsonb_path_match(c.attributes, ${path}::jsonpath, ${JSON.stringify(vars)}::jsonb,
      true)`;
  switch (test.op) {
    case 'between':
      return match(`${field} >= $a && ${field} <= $b`, { a: test.value, b: test.value2 });
    case 'eq':
    case 'neq':
    case 'lt':
    case 'lte':
    case 'gt':
    case 'gte':
      return match(`${field} ${JSONPATH_OPERATORS[test.op]} $v`, { v: test.value });
    default:
      return undefined;
  }
}

const today = sql`to_char(current_date, 'YYYY-MM-DD')`;
const daysAgo = (days: number) => sql`to_char(current_date - ${days}::int, 'YYYY-MM-DD')`;

/** Dates as 'YYYY-MM-DD' text. "In the last N days" runs from N days ago up to today. */
function isoDateTest(value: TSql, test: TRulePredicate): RawBuilder<boolean> | undefined {
  switch (test.op) {
    case 'before':
      return sql<boolean>`${value} < ${test.value}::text`;
    case 'after':
      return sql<boolean>`${value} > ${test.value}::text`;
    case 'on':
      return sql<boolean>`${value} = ${test.value}::text`;
    case 'inLastDays':
      return sql<boolean>`${value} between ${daysAgo(test.days)} and ${today}`;
    case 'moreThanDaysAgo':
      return sql<boolean>`${value} < ${daysAgo(test.days)}`;
    default:
      return undefined;
  }
}

/** A custom attribute's predicate. */
export function attributeTest(key: string, test: TRulePredicate): RawBuilder<boolean> {
  const text = attributeText(key);
  switch (test.op) {
    case 'isEmpty':
      return sql<boolean>`coalesce(${text}, '') in ('', '[]')`;
    case 'isNotEmpty':
      return sql<boolean>`coalesce(${text}, '') not in ('', '[]')`;
    case 'isTrue':
      return sql<boolean>`${text} = 'true'`;
    case 'isFalse':
      return sql<boolean>`${text} = 'false'`;
    // A list attribute holds one of its options, as text (checkAttributeValue).
    case 'anyOf':
      return sql<boolean>`coalesce(${text} = any(${test.values}::text[]), false)`;
    case 'noneOf':
      return sql<boolean>`not coalesce(${text} = any(${test.values}::text[]), false)`;
    default:
      return (
        textTest(text, test) ??
        numberTest(key, test) ??
        isoDateTest(text, test) ??
        sql<boolean>`false`
      );
  }
}

const TEXT_COLUMNS = {
  email: sql`c.email`,
  mobile: sql`c.mobile`,
  firstName: sql`c.first_name`,
  lastName: sql`c.last_name`,
} as const;

/** created_at: calendar days in the database's time zone; windows end now. */
function createdAtTest(test: TRulePredicate): RawBuilder<boolean> {
  switch (test.op) {
    case 'before':
      return sql<boolean>`c.created_at < ${test.value}::date`;
    case 'after':
      return sql<boolean>`c.created_at >= ${test.value}::date + 1`;
    case 'on':
      return sql<boolean>`c.created_at >= ${test.value}::date
        and c.created_at < ${test.value}::date + 1`;
    case 'inLastDays':
      return sql<boolean>`c.created_at >= now() - make_interval(days => ${test.days}::int)`;
    case 'moreThanDaysAgo':
      return sql<boolean>`c.created_at < now() - make_interval(days => ${test.days}::int)`;
    case 'isNotEmpty':
      return sql<boolean>`true`;
    default:
      return sql<boolean>`false`;
  }
}

/** A standard field's predicate (the contract allows only the operators of its type). */
export function fieldTest(
  field: keyof typeof TEXT_COLUMNS | 'createdAt',
  test: TRulePredicate,
): RawBuilder<boolean> {
  if (field === 'createdAt') return createdAtTest(test);
  const column = TEXT_COLUMNS[field];
  if (test.op === 'isEmpty') return sql<boolean>`coalesce(${column}, '') = ''`;
  if (test.op === 'isNotEmpty') return sql<boolean>`coalesce(${column}, '') <> ''`;
  return textTest(column, test) ?? sql<boolean>`false`;
}
