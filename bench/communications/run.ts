/**
 * `node bench/communications/run.ts [--contacts N]`: issue 9's sending benchmark alone (the
 * full `npm run bench` runs it with the others), on an embedded database of its own under a
 * fresh data directory.
 */
import { parseArgs } from 'node:util';
import { communicationsSuite, DEFAULT_CONTACTS } from './communications-benchmark.ts';
import { printBenchTable } from '../print-table.ts';

const { values } = parseArgs({ options: { contacts: { type: 'string' } } });
const contacts = values.contacts ? Number(values.contacts) : DEFAULT_CONTACTS;
if (!Number.isInteger(contacts) || contacts < 1) throw new Error('--contacts takes a whole number');

const rows = await communicationsSuite(contacts);
printBenchTable(rows);
