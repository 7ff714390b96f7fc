/**
 * `node bench/experiments/run.ts [--contacts N]`: issue 27's A/B benchmark alone (the full
 * `npm run bench` runs it with the others), on an embedded database of its own.
 */
import { parseArgs } from 'node:util';
import { printBenchTable } from '../print-table.ts';
import { DEFAULT_CONTACTS, experimentSuite } from './experiment-benchmark.ts';

const { values } = parseArgs({ options: { contacts: { type: 'string' } } });
const contacts = values.contacts ? Number(values.contacts) : DEFAULT_CONTACTS;
if (!Number.isInteger(contacts) || contacts < 1) throw new Error('--contacts takes a whole number');

printBenchTable(await experimentSuite(contacts));
