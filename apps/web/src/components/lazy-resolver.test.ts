import { emailRequestSchema as schema } from '@oneclick/shared';
import { describe, expect, it, vi } from 'vitest';
import { lazyResolver } from './lazy-resolver';

const options = { fields: {}, shouldUseNativeValidation: false };

describe('lazyResolver', () => {
  it('imports a loaded schema once, at the first load or check, and checks with it', async () => {
    const loadSchema = vi.fn(async () => schema);
    const { load, resolve } = lazyResolver(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    await load();
    const refused = await resolve({ email: 'not an address' }, undefined, options);
    const accepted = await resolve({ email: 'ana@factory.test' }, undefined, options);

    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(refused.errors.email?.message).toBe('EMAIL_INVALID');
    expect(accepted).toEqual({ values: { email: 'ana@factory.test' }, errors: {} });
  });

  it('checks with a schema given as it is', async () => {
    const { resolve } = lazyResolver(schema);
    const refused = await resolve({ email: '' }, undefined, options);
    expect(refused.errors.email?.message).toBe('REQUIRED');
  });

  it('sends the values unchecked when the schema cannot be fetched, and fetches it again at the next check', async () => {
    const loadSchema = vi.fn().mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema);
    const { resolve } = lazyResolver(loadSchema);

    const offline = await resolve({ email: '' }, undefined, options);
    const online = await resolve({ email: '' }, undefined, options);

    expect(offline).toEqual({ values: { email: '' }, errors: {} });
    expect(online.errors.email?.message).toBe('REQUIRED');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
