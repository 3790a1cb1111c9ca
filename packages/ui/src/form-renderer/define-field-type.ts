import type { FieldRegistry, FieldTypeDefinition } from './types';

/**
 * Declares a field type for a {@link FieldRegistry}: checks the type's parts against each other for
 * its edited value `T`, then erases `T` (the registry holds types of every value).
 */
export function defineFieldType<T>(type: FieldTypeDefinition<T>): FieldTypeDefinition {
  return type as unknown as FieldTypeDefinition;
}

/** The type of a field from a registry (own entries only: `__proto__` names no type). */
export function lookupFieldType(
  registry: FieldRegistry,
  name: string,
): FieldTypeDefinition | undefined {
  return Object.hasOwn(registry, name) ? registry[name] : undefined;
}
