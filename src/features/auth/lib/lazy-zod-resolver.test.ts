import { z } from 'zod';
import type { ResolverOptions } from 'react-hook-form';
import { lazyZodResolver } from './lazy-zod-resolver';

const schema = z.object({ email: z.string().trim().min(1, 'Email is required') });
type Values = z.infer<typeof schema>;
const options = { fields: {}, shouldUseNativeValidation: false } as ResolverOptions<Values>;

describe('lazyZodResolver', () => {
  it('validates with the schema, fetched once on first use', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    expect(load).not.toHaveBeenCalled();

    const bad = await resolver({ email: '  ' }, undefined, options);
    expect(bad.errors.email?.message).toBe('Email is required');
    const good = await resolver({ email: ' a@b.co ' }, undefined, options);
    expect(good).toEqual({ values: { email: 'a@b.co' }, errors: {} });
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('preload fetches ahead of the first validation', async () => {
    const load = vi.fn(async () => schema);
    const resolver = lazyZodResolver<Values>(load);
    resolver.preload();
    expect(load).toHaveBeenCalledTimes(1);
    await resolver({ email: 'x' }, undefined, options);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a failed fetch fails that validation and is retried on the next', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(schema);
    const resolver = lazyZodResolver<Values>(load);
    await expect(resolver({ email: '' }, undefined, options)).rejects.toThrow('offline');
    const retried = await resolver({ email: '' }, undefined, options);
    expect(retried.errors.email?.message).toBe('Email is required');
  });
});
