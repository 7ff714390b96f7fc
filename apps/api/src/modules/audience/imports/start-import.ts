import { sql } from 'kysely';
import { ADHOC_LIST_MAX_FILE_BYTES, ADHOC_LIST_MAX_FILES } from '@resonate/contracts/constants';
import {
  attributeKeyOf,
  IMPORT_IGNORE,
  IMPORT_MSG,
  type TImportDestination,
  type TImportMapping,
  type TImportMode,
  type TImportSummary,
} from '@resonate/contracts/audience/imports';
import { LIST_MSG } from '@resonate/contracts/audience/lists';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { withTenant } from '#/db/tenant.ts';
import { AppError } from '#/errors.ts';
import { enqueueContactImport } from '#/jobs/contact-import-job.ts';
import type { TAuthContext } from '#/modules/auth/index.ts';
import { assertLicenceAllows } from '#/modules/licence/index.ts';
import { assertAdhocAudience } from './adhoc-audience.ts';
import type { TImportDeps } from './import-deps.ts';
import {
  findImportRow,
  findImportWithUser,
  listAttributeRows,
  updateImportRow,
  type TStoredFile,
  type TTrx,
} from './import-repository.ts';
import { toImportSummary } from './import-view.ts';

type TBody = {
  importId: number;
  mapping: TImportMapping;
  mode: TImportMode;
  destination: TImportDestination;
  defaultDialCode?: string;
};

/** Every mapped column is one of the files' and every custom field still exists. */
async function checkMapping(trx: TTrx, clientId: number, files: TStoredFile[], body: TBody) {
  const columns = new Set(files.flatMap((file) => file.columns));
  const attributes = new Set((await listAttributeRows(trx, clientId)).map((a) => a.key));
  const errors: TFieldErrors = {};
  for (const [column, field] of Object.entries(body.mapping)) {
    if (field === IMPORT_IGNORE) continue;
    if (!columns.has(column)) errors[`mapping.${column}`] = IMPORT_MSG.unknownColumn;
    const key = attributeKeyOf(field);
    if (key !== undefined && !attributes.has(key))
      errors[`mapping.${column}`] = IMPORT_MSG.unknownAttribute;
  }
  const first = Object.values(errors)[0];
  if (first) throw new AppError('BAD_REQUEST', first, { errors });
}

async function listNameTaken(trx: TTrx, clientId: number, name: string): Promise<boolean> {
  const row = await trx
    .selectFrom('audience_lists')
    .select('id')
    .where('client_id', '=', clientId)
    .where(sql<boolean>`lower(name) = lower(${name})`)
    .executeTakeFirst();
  return row !== undefined;
}

/** The destination checked now (the run checks the name again when it creates the list). */
async function checkDestination(
  trx: TTrx,
  clientId: number,
  files: TStoredFile[],
  destination: TImportDestination,
): Promise<number | null> {
  if (destination.kind === 'adhocList') {
    if (files.length > ADHOC_LIST_MAX_FILES)
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MSG.adhocTooManyFiles);
    if (files.some((file) => file.size > ADHOC_LIST_MAX_FILE_BYTES))
      throw new AppError('PAYLOAD_TOO_LARGE', IMPORT_MSG.adhocFileTooLarge);
    assertAdhocAudience(files);
  }
  if (destination.kind === 'newTargetList' || destination.kind === 'adhocList') {
    if (await listNameTaken(trx, clientId, destination.name)) {
      throw new AppError('CONFLICT', LIST_MSG.nameTaken, {
        errors: { 'destination.name': LIST_MSG.nameTaken },
      });
    }
  }
  if (destination.kind !== 'targetList') return null;
  const list = await trx
    .selectFrom('audience_lists')
    .select(['id', 'kind'])
    .where('client_id', '=', clientId)
    .where('id', '=', destination.listId)
    .executeTakeFirst();
  if (!list) throw new AppError('NOT_FOUND', LIST_MSG.notFound);
  if (list.kind !== 'target') throw new AppError('CONFLICT', LIST_MSG.notTarget);
  return list.id;
}

/** Only the columns that fill a field are stored: the run reads nothing else. */
function mappedOnly(mapping: TImportMapping): TImportMapping {
  return Object.fromEntries(Object.entries(mapping).filter(([, field]) => field !== IMPORT_IGNORE));
}

/**
 * POST Audience/StartImport: checks the mapping (an identifier column, known columns and
 * fields) and the destination (list name free, ad-hoc limits, an existing target list), stores
 * them and queues the run.
 */
export async function startImport(
  deps: TImportDeps,
  auth: TAuthContext,
  body: TBody,
): Promise<TImportSummary> {
  const { queue } = deps;
  const { clientId } = auth;
  // A lapsed licence stops imports: said first, whatever the state of this import.
  await withTenant(deps.db, { clientId }, (trx) => assertLicenceAllows(trx, clientId, 'imports'));
  if (!queue) throw new AppError('UNAVAILABLE');
  const row = await withTenant(deps.db, { clientId }, async (trx) => {
    const current = await findImportRow(trx, clientId, body.importId, true);
    if (!current) throw new AppError('NOT_FOUND', IMPORT_MSG.notFound);
    if (current.status !== 'uploading') throw new AppError('CONFLICT', IMPORT_MSG.notStartable);
    const files = current.files as TStoredFile[];
    await checkMapping(trx, clientId, files, body);
    const listId = await checkDestination(trx, clientId, files, body.destination);
    await updateImportRow(trx, clientId, body.importId, {
      status: 'queued',
      mode: body.mode,
      mapping: JSON.stringify(mappedOnly(body.mapping)),
      destination: JSON.stringify(body.destination),
      default_dial_code: body.defaultDialCode ?? null,
      list_id: listId,
    });
    return findImportWithUser(trx, clientId, body.importId);
  });
  await enqueueContactImport(queue, { clientId, importId: body.importId });
  return toImportSummary(row!);
}
