/**
 * Front door (issue 23) of modules/events: what other modules and the app use.
 * Its other files are internal; the boundary lint (eslint.config.js) refuses an import of one
 * from outside the module.
 */
// Counts a click of an anonymous (not personal) link into the rollups.
export { countAnonymousClick } from './ingest/count-scan.ts';
// Forgets deleted people in events.
export { forgetPeople } from './ingest/forget-people.ts';
// Ingests contact events (and their rollups).
export { ingestEvents } from './ingest/ingest-events.ts';
// Routes: event ingestion.
export { default as eventsRoutes } from './routes.ts';
