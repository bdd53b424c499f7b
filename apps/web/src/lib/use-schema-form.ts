import { useForm, type DefaultValues, type FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { schemaResolver } from './schema-resolver';

/**
 * A form checked by a contracts schema. Fields are checked once left ('onTouched'), so nobody is
 * told off while still typing.
 */
export function useSchemaForm<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  defaultValues?: DefaultValues<Input>,
) {
  return useForm<Input, unknown, Output>({
    resolver: schemaResolver(schema),
    mode: 'onTouched',
    defaultValues,
  });
}
