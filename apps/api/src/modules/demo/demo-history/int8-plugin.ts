import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';

/**
 * The first start seeds on the owner connection, whose pool leaves bigint as strings, while
 * the code it calls (ingestion, the history writer) is typed for the app pool, which reads
 * bigint as numbers (db/pool.ts). This plugin gives the seeding the app pool's view for the
 * bigint columns that code reads.
 */
const BIGINT_COLUMNS = new Set(['id', 'department_id', 'audience_size']);

export class Int8ColumnsPlugin implements KyselyPlugin {
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return args.node;
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    for (const row of args.result.rows) {
      for (const column of BIGINT_COLUMNS) {
        const value = row[column];
        if (typeof value === 'string' && /^-?\d+$/.test(value)) row[column] = Number(value);
      }
    }
    return args.result;
  }
}
