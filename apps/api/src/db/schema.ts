import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';

/**
 * The tables the app reads through Kysely. Migrations never import this file (they are frozen
 * in time); it describes the schema as of the latest migration. bigint ids arrive as numbers
 * because the app pool parses int8 (see pool.ts); ids never approach 2^53.
 */

type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface ClientsTable {
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
}

/** A tenant table: client_id leads the key, and row-level security scopes every query. */
export interface DepartmentsTable {
  client_id: number;
  id: Generated<number>;
  name: string;
  created_at: CreatedAt;
}

export interface DB {
  clients: ClientsTable;
  departments: DepartmentsTable;
}

export type TClient = Selectable<ClientsTable>;
export type TNewClient = Insertable<ClientsTable>;
export type TDepartment = Selectable<DepartmentsTable>;
export type TNewDepartment = Insertable<DepartmentsTable>;
export type TDepartmentUpdate = Updateable<DepartmentsTable>;
