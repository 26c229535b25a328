/**
 * What rules read from a purpose or category of any shape. Each accessor names its property
 * literally: a generic field(value, key) reads a variable key from objects of every shape,
 * which V8 cannot cache, and costs more than the rest of a rule.
 */
import { isRecord, type JsonRecord } from './payload-view.js';

export const purposeIdOf = (purpose: unknown): unknown => (isRecord(purpose) ? purpose.purposeId : undefined);

/** The purpose's retention when it is an object. */
export function retentionOf(purpose: unknown): JsonRecord | undefined {
  const retention = isRecord(purpose) ? purpose.retention : undefined;
  return isRecord(retention) ? retention : undefined;
}
export const durationOf = (purpose: unknown): unknown => retentionOf(purpose)?.duration;
export const unitOf = (purpose: unknown): unknown => retentionOf(purpose)?.unit;

/** The purpose's dataCategories when they are an array, else undefined. */
export function categoriesOf(purpose: unknown): readonly unknown[] | undefined {
  const categories = isRecord(purpose) ? purpose.dataCategories : undefined;
  return Array.isArray(categories) ? categories : undefined;
}

export const categoryIdOf = (category: unknown): unknown => (isRecord(category) ? category.id : undefined);
/** A category's required flag; absent (or not true) means false, the schema's default. */
export const isRequiredCategory = (category: unknown): boolean => isRecord(category) && category.required === true;
