import { DATE_FORMATS, TIME_FORMATS } from '@resonate/contracts/format/date-time';
import type { TMasterData } from '@resonate/contracts/master-data';

/**
 * Small master-data lists. Ids are part of stored data (users keep timeFormatId, dateFormatId,
 * languageID...), so an entry keeps its id forever: add new entries at the end, never renumber.
 * The date and time formats come from contracts, the one list both apps format with.
 */

export const TIME_FORMAT_LIST: TMasterData['timeFormatList'] = TIME_FORMATS.map((format) => ({
  timeFormatID: format.id,
  timeformat: format.label,
  pattern: format.pattern,
}));

/** dayjs tokens (spec: "dateformat pattern such as DD-MM-YYYY"); id 1 is the default. */
export const DATE_FORMAT_LIST: TMasterData['dateFormatList'] = DATE_FORMATS.map((format) => ({
  dateFormatID: format.id,
  dateformat: format.pattern,
}));

export const LANGUAGE_LIST: TMasterData['languages'] = [
  ['en-GB', 'English (UK)'],
  ['en-US', 'English (US)'],
  ['fr-FR', 'French'],
  ['zh-CN', 'Chinese (Simplified)'],
  ['zh-TW', 'Chinese (Traditional)'],
  ['de-DE', 'German'],
  ['es-ES', 'Spanish'],
  ['it-IT', 'Italian'],
  ['pt-BR', 'Portuguese (Brazil)'],
  ['pt-PT', 'Portuguese (Portugal)'],
  ['nl-NL', 'Dutch'],
  ['ja-JP', 'Japanese'],
  ['ko-KR', 'Korean'],
  ['ar', 'Arabic'],
  ['hi-IN', 'Hindi'],
  ['ta-IN', 'Tamil'],
  ['id-ID', 'Indonesian'],
  ['ms-MY', 'Malay'],
  ['th-TH', 'Thai'],
  ['vi-VN', 'Vietnamese'],
  ['ru-RU', 'Russian'],
  ['tr-TR', 'Turkish'],
  ['pl-PL', 'Polish'],
  ['sv-SE', 'Swedish'],
].map(([code, name], index) => ({ languageID: index + 1, code: code!, name: name! }));

const named = (names: string[]) => names.map((name, index) => ({ id: index + 1, name }));

export const INDUSTRY_LIST = named([
  'Retail and e-commerce',
  'Banking and financial services',
  'Insurance',
  'Telecommunications',
  'Media and entertainment',
  'Travel and hospitality',
  'Healthcare and pharmaceuticals',
  'Education',
  'Automotive',
  'Real estate',
  'Consumer goods',
  'Technology and software',
  'Manufacturing',
  'Energy and utilities',
  'Government and public sector',
  'Non-profit',
  'Logistics and transportation',
  'Food and beverage',
  'Professional services',
  'Other',
]);

export const JOB_FUNCTION_LIST = named([
  'Marketing',
  'Sales',
  'Customer service',
  'Product management',
  'Engineering',
  'Information technology',
  'Data and analytics',
  'Operations',
  'Finance',
  'Human resources',
  'Executive management',
  'Consulting',
  'Design and creative',
  'Legal and compliance',
  'Other',
]);
