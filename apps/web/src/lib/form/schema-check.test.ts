import { correctEInvoiceRequestSchema, emailRequestSchema as schema } from '@oneclick/shared';
import { describe, expect, it, vi } from 'vitest';
import { schemaCheck } from './schema-check';

describe('schemaCheck', () => {
  it('imports a loaded schema once, at the first load or check, and checks with it', async () => {
    const loadSchema = vi.fn(async () => schema);
    const { load, check } = schemaCheck(loadSchema);
    expect(loadSchema).not.toHaveBeenCalled();

    await load();
    const refused = await check({ email: 'not an address' });
    const accepted = await check({ email: 'ana@factory.test' });

    expect(loadSchema).toHaveBeenCalledTimes(1);
    expect(refused).toEqual({ ok: false, errors: { email: { type: expect.any(String), message: 'EMAIL_INVALID' } } });
    expect(accepted).toEqual({ ok: true, values: { email: 'ana@factory.test' } });
  });

  it("puts a group's field's error under its group, the first of each field only", async () => {
    const { check } = schemaCheck(correctEInvoiceRequestSchema);
    const refused = await check({
      agreementReference: '',
      agreementDate: '',
      buyer: { name: '', legalName: '', address: '', taxCode: '', personalId: '' },
    } as never);
    expect(refused.ok).toBe(false);
    if (refused.ok) return;
    expect(refused.errors.agreementReference?.message).toBe('REQUIRED');
    expect(refused.errors.buyer?.name?.message).toBe('REQUIRED');
    expect(refused.errors.buyer?.legalName).toBeUndefined();
  });

  it('sends the values unchecked when the schema cannot be fetched, and fetches it again at the next check', async () => {
    const loadSchema = vi.fn<() => Promise<typeof schema>>();
    loadSchema.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValue(schema);
    const { check } = schemaCheck(loadSchema);

    const offline = await check({ email: '' });
    const online = await check({ email: '' });

    expect(offline).toEqual({ ok: true, values: { email: '' } });
    expect(online.ok ? undefined : online.errors.email?.message).toBe('REQUIRED');
    expect(loadSchema).toHaveBeenCalledTimes(2);
  });
});
