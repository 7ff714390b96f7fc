/**
 * Front door (issue 23) of modules/subscriptions: subscription topics and the preference
 * centre's data (issue 28, item 1). Its other files are internal; the boundary lint
 * (eslint.config.js) refuses an import of one from outside the module.
 */
// What a contact receives of each topic, and their choice from the preference page.
export { chooseContactTopics, contactTopicsOf } from './contact-topics.ts';
export type { TContactTopic } from './contact-topics.ts';
// A contact's topic choices, for their data export.
export { contactTopicChoices } from './contact-topic-choices.ts';
// The brand shown on the preference page.
export { preferenceBrandOf } from './preference-brand.ts';
// Signed preference links.
export { PREFERENCES_PATH, preferenceSigner, preferenceUrl } from './preference-token.ts';
export type { TPreferenceRef, TPreferenceSigner } from './preference-token.ts';
// Routes: SubscriptionTopics/.
export { default as subscriptionRoutes } from './routes.ts';
// The audience's topic condition (communications' count and expansion).
export { topicUnsubscribedSql } from './topic-audience-sql.ts';
// A communication's topic, checked at launch.
export { topicProblems } from './topic-launch-check.ts';
