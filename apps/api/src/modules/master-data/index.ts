/**
 * Front door (issue 23) of modules/master-data: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Checks values against the master data lists.
export { assertKnownMasterData } from './assert-known-master-data.ts';
// The master data lists.
export { getMasterData } from './get-master-data.ts';
// Countries.
export { default as COUNTRIES } from './lists/countries.json' with { type: 'json' };
// The static lists.
export { INDUSTRY_LIST } from './lists/static-lists.ts';
// Time zones.
export { default as TIME_ZONES } from './lists/time-zones.json' with { type: 'json' };
// Routes: master data.
export { default as masterDataRoutes } from './routes.ts';
// Time zone offsets and the time zone list.
export { buildTimeZoneList, utcOffsetMinutes } from './time-zones.ts';
