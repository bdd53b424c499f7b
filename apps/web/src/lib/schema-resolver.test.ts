import { signUpRequestSchema } from '@kaizen/contracts';
import type { ResolverOptions } from 'react-hook-form';
import { z } from 'zod';
import { describe, expect, it } from 'vitest';
import { schemaResolver } from './schema-resolver';

const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<never>;

describe('schemaResolver', () => {
  it("shows the contracts' sentence for an unticked consent box (a union schema)", async () => {
    const result = await schemaResolver(signUpRequestSchema)(
      {
        firstname: 'Asha',
        lastname: 'Rao',
        email: 'asha@example.com',
        mobile: '9876543210',
        password: 'long-enough',
        is_tnc_checked: false as unknown as true,
        is_privacy_policy_checked: true,
        is_eighteen_plus_checked: true,
      },
      undefined,
      options as never,
    );
    expect(result.errors).toEqual({
      is_tnc_checked: { type: 'invalid_union', message: 'Please accept the terms and conditions.' },
    });
  });

  it('returns the parsed values when valid, and nests errors by path', async () => {
    const schema = z.object({
      name: z.string().trim(),
      address: z.object({ city: z.string().min(2, 'Too short') }),
    });
    const ok = await schemaResolver(schema)(
      { name: ' A ', address: { city: 'Pune' } },
      undefined,
      options as never,
    );
    expect(ok).toEqual({ values: { name: 'A', address: { city: 'Pune' } }, errors: {} });
    const bad = await schemaResolver(schema)(
      { name: 'A', address: { city: 'P' } },
      undefined,
      options as never,
    );
    expect(bad.errors).toEqual({ address: { city: { type: 'too_small', message: 'Too short' } } });
  });
});
