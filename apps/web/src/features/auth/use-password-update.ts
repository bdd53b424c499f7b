import type { UpdatePasswordRequest } from '@kaizen/contracts';
import type { FieldValues } from 'react-hook-form';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { helperToast } from '../../lib/toast';
import { useSchemaForm } from '../../lib/hooks/use-schema-form';
import { useServerErrors } from '../../lib/hooks/use-server-errors';
import { updatePassword } from './api';

/**
 * The set- and change-password forms: save the password, show the server's confirmation as a
 * toast (it says whether other devices were logged out) and leave the form for `doneHref`.
 */
export function usePasswordUpdate<Input extends FieldValues, Output extends FieldValues>(
  schema: z.ZodType<Output, Input>,
  toRequest: (values: Output) => UpdatePasswordRequest,
  doneHref: string,
) {
  const navigate = useNavigate();
  const form = useSchemaForm(schema);
  const { serverErrors, submitting } = useServerErrors(undefined, form.placeServerError);
  const onSubmit = form.handleSubmit(
    submitting(async (values: Output) => {
      helperToast.success(await updatePassword(toRequest(values)));
      navigate(doneHref, { replace: true });
    }),
  );
  return { form, serverErrors, onSubmit };
}
