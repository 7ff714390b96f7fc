import type { Kysely } from 'kysely';
import type { DB } from '#/db/schema.ts';
import type { TAppConfig } from '#/secrets.ts';

/** What the licence use cases need from the app. */
export type TLicenceDeps = { db: Kysely<DB>; config: TAppConfig };
