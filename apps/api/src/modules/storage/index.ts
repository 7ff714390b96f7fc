/**
 * Front door (issue 23) of modules/storage: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// The uploads quota: reserve and release space.
export {
  assertStorageFor,
  quotaExceeded,
  releaseUploadSpace,
  reserveUploadSpace,
} from './upload-quota.ts';
