import type { FieldError, FieldErrors, FieldValues, Resolver } from 'react-hook-form';
import type { z } from 'zod';

type ErrorTree = { [key: string]: ErrorTree | FieldError };

/**
 * A react-hook-form resolver for a contracts schema that shows each field's issue message as the
 * schema states it. (The stock Zod resolver shows the first branch's message for a union: the
 * consent boxes would say "Value must be true." instead of the contracts' sentence.)
 */
export function schemaResolver<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
): Resolver<Input, unknown, Output> {
  return async (values) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values: result.data, errors: {} };
    const errors: ErrorTree = {};
    for (const issue of result.error.issues) {
      const path = issue.path.map(String);
      const field = path.pop() ?? 'root';
      let branch = errors;
      for (const key of path) {
        const next = branch[key];
        branch = next && !('message' in next) ? (next as ErrorTree) : (branch[key] = {});
      }
      // The first issue of a field is the one to fix first.
      if (!branch[field]) branch[field] = { type: issue.code, message: issue.message };
    }
    return { values: {}, errors: errors as FieldErrors<Input> };
  };
}
