import { z } from '../zod';
import { plainText } from '../fields/safe-input';

// Experiments (issue 15; SPEC §3 experiments/{firebaseid}/{name}, §4 rules, §9 redirect delay).
// Endpoints: `endpoints/experiments.ts` (anyone reads the running experiments, a signed-in person
// is assigned a variant, operators define and stop them with the operator token, 404 without).

/** Names are realtime-tree path segments (experiments/{firebaseid}/{name}) and storage keys. */
const slug = (what: string) =>
  z
    .string()
    .trim()
    .min(1, `Enter the ${what}.`)
    .max(64, `The ${what} has at most 64 characters.`)
    .regex(/^[a-z0-9_]+$/, `The ${what} has lower-case letters, digits and _ only.`);

export const experimentNameSchema = slug('experiment name');
export const variantNameSchema = slug('variant name');

export const EXPERIMENT_MAX_VARIANTS = 10;
export const EXPERIMENT_MAX_WEIGHT = 1_000;

export const weightedVariantSchema = z.strictObject({
  name: variantNameSchema,
  weight: z
    .number()
    .int('A weight is a whole number.')
    .min(0, 'A weight is 0 or more.')
    .max(EXPERIMENT_MAX_WEIGHT, `A weight is at most ${EXPERIMENT_MAX_WEIGHT}.`),
});

export const experimentDefinitionBodySchema = z.strictObject({
  name: experimentNameSchema,
  description: plainText().trim().max(500).default(''),
  variants: z
    .array(weightedVariantSchema)
    .min(2, 'An experiment has at least two variants.')
    .max(EXPERIMENT_MAX_VARIANTS, `An experiment has at most ${EXPERIMENT_MAX_VARIANTS} variants.`)
    .refine((variants) => new Set(variants.map((v) => v.name)).size === variants.length, {
      message: 'Each variant needs its own name.',
    })
    .refine((variants) => variants.some((variant) => variant.weight > 0), {
      message: 'At least one variant needs a weight above 0.',
    }),
  active: z.boolean().default(true),
});
export type ExperimentDefinitionBody = z.input<typeof experimentDefinitionBodySchema>;

export const experimentChangeBodySchema = z.strictObject({ active: z.boolean() });
export const experimentParamsSchema = z.object({ name: experimentNameSchema });

export const EXPERIMENT_NAME_TAKEN_MESSAGE = 'An experiment with this name already exists.';
export const EXPERIMENT_UNKNOWN_VARIANT_MESSAGE = 'This experiment has no such variant.';

export const adminExperimentSchema = z.object({
  name: z.string(),
  description: z.string(),
  active: z.boolean(),
  created_at: z.iso.datetime(),
  variants: z.array(
    z.object({
      name: z.string(),
      weight: z.number(),
      /** People assigned this variant. */
      assigned: z.number(),
      /** Of those, people whose first booking came after the assignment. */
      converted: z.number(),
    }),
  ),
});
export type AdminExperiment = z.infer<typeof adminExperimentSchema>;
export const adminExperimentsResponseSchema = z.object({ data: z.array(adminExperimentSchema) });
export const adminExperimentResponseSchema = z.object({ data: adminExperimentSchema });

export const experimentAssignmentBodySchema = z.strictObject({
  /** SPEC §4 override: this variant is written and used whatever was stored. */
  override: variantNameSchema.optional(),
});

export const EXPERIMENT_SOURCES = ['stored', 'assigned', 'override', 'inactive'] as const;
export const experimentAssignmentResponseSchema = z.object({
  data: z.object({
    experiment: z.string(),
    /** null: the experiment is not running and nothing was stored. */
    variant: z.string().nullable(),
    source: z.enum(EXPERIMENT_SOURCES),
  }),
});
export type ExperimentAssignment = z.infer<typeof experimentAssignmentResponseSchema>['data'];

/** Remote config for visitors: each value's source is 'experiment' (SPEC §4). */
export const remoteConfigResponseSchema = z.object({
  data: z.object({
    experiments: z.array(
      z.object({
        name: z.string(),
        source: z.literal('experiment'),
        variants: z.array(z.object({ name: z.string(), weight: z.number() })),
      }),
    ),
  }),
});
export type RemoteConfig = z.infer<typeof remoteConfigResponseSchema>['data'];
