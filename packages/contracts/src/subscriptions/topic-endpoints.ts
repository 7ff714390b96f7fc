/**
 * Every SubscriptionTopics/ endpoint (issue 28, item 1), defined once. Reading the topics is
 * every signed-in user's (the compose wizard offers them); changing them, and the preference
 * page's brand, takes the communication settings' write right.
 */
import { defineEndpoint } from '../endpoints.ts';
import { FEATURE_IDS } from '../features.ts';
import {
  ZArchiveTopicRequestSchema,
  ZGetTopicsRequestSchema,
  ZPreferencePageSchema,
  ZSaveTopicRequestSchema,
  ZTopicListSchema,
  ZTopicSchema,
} from './topics.ts';

const tag = 'subscription topics';

export const GET_TOPICS = defineEndpoint({
  method: 'POST',
  path: 'SubscriptionTopics/GetTopics',
  request: ZGetTopicsRequestSchema,
  response: ZTopicListSchema,
  auth: 'session',
  feature: null,
  access: 'read',
  summary: "The client's subscription topics by channel and name",
  tag,
});

export const SAVE_TOPIC = defineEndpoint({
  method: 'POST',
  path: 'SubscriptionTopics/SaveTopic',
  request: ZSaveTopicRequestSchema,
  response: ZTopicSchema,
  auth: 'session',
  feature: FEATURE_IDS.communicationSettings,
  access: 'write',
  summary: 'Creates a topic, or renames one and changes its default',
  tag,
});

export const ARCHIVE_TOPIC = defineEndpoint({
  method: 'POST',
  path: 'SubscriptionTopics/ArchiveTopic',
  request: ZArchiveTopicRequestSchema,
  response: ZTopicSchema,
  auth: 'session',
  feature: FEATURE_IDS.communicationSettings,
  access: 'write',
  summary: 'Archives a topic (no longer offered) or restores it',
  tag,
});

export const GET_PREFERENCE_PAGE = defineEndpoint({
  method: 'POST',
  path: 'SubscriptionTopics/GetPreferencePage',
  request: null,
  response: ZPreferencePageSchema,
  auth: 'session',
  feature: FEATURE_IDS.communicationSettings,
  access: 'read',
  summary: "The brand name and colour of the client's hosted preference page",
  tag,
});

export const SAVE_PREFERENCE_PAGE = defineEndpoint({
  method: 'POST',
  path: 'SubscriptionTopics/SavePreferencePage',
  request: ZPreferencePageSchema,
  response: ZPreferencePageSchema,
  auth: 'session',
  feature: FEATURE_IDS.communicationSettings,
  access: 'write',
  summary: 'Sets the brand name and colour of the hosted preference page',
  tag,
});

export const TOPIC_ENDPOINTS = [
  GET_TOPICS,
  SAVE_TOPIC,
  ARCHIVE_TOPIC,
  GET_PREFERENCE_PAGE,
  SAVE_PREFERENCE_PAGE,
] as const;
