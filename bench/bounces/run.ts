/**
 * `node bench/bounces/run.ts [--bounces N]`: issue 22's bounce benchmark alone (the full
 * `npm run bench` runs it with the others), on an embedded database of its own.
 */
import { parseArgs } from 'node:util';
import { bounceSuite, DEFAULT_BOUNCES } from './bounce-benchmark.ts';
import { printBenchTable } from '../print-table.ts';

const { values } = parseArgs({ options: { bounces: { type: 'string' } } });
const count = values.bounces ? Number(values.bounces) : DEFAULT_BOUNCES;
if (!Number.isInteger(count) || count < 1) throw new Error('--bounces takes a whole number');

const rows = await bounceSuite(count);
printBenchTable(rows);
process.exit(0);
