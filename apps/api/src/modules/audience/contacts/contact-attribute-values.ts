import {
  ATTRIBUTE_MSG,
  checkAttributeValue,
  type TAttributeDefinition,
} from '@resonate/contracts/audience/contact-attributes';
import type { TFieldErrors } from '@resonate/contracts/envelope';
import { AppError } from '#/errors.ts';

/**
 * A contact's attributes after an edit: each given key is checked against the client's schema
 * (unknown keys and wrong types answer 400 under `attributes.<key>`), null removes a value,
 * and keys not given keep theirs.
 */
export function mergeAttributes(
  current: Record<string, unknown>,
  changes: Record<string, unknown>,
  schema: ReadonlyMap<string, TAttributeDefinition>,
): Record<string, unknown> {
  const merged = { ...current };
  const errors: TFieldErrors = {};
  for (const [key, raw] of Object.entries(changes)) {
    const definition = schema.get(key);
    if (!definition) {
      errors[`attributes.${key}`] = ATTRIBUTE_MSG.unknown;
      continue;
    }
    const checked = checkAttributeValue(definition, raw);
    if ('error' in checked) errors[`attributes.${key}`] = checked.error;
    else if (checked.value === null) delete merged[key];
    else merged[key] = checked.value;
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('BAD_REQUEST', Object.values(errors)[0], { errors });
  }
  return merged;
}
