import type { TContactImportWorkerDeps } from '#/jobs/contact-import-job.ts';

/** What a run needs: the worker's pools, config, log and queue. */
export type TRunDeps = TContactImportWorkerDeps;
