import { ResponseSerializationError } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { responseSerializer } from './response-serializer.js';

const serialize = responseSerializer({
  schema: z.object({ id: z.string(), user: z.object({ name: z.string() }).nullable() }),
  method: 'GET',
  url: '/api/v1/example',
});

describe('responseSerializer', () => {
  it('writes only the fields the response schema names, at every depth', () => {
    const answer = { id: 'a', passwordHash: 'secret', user: { name: 'Lan', email: 'lan@example.test' } };
    expect(JSON.parse(serialize(answer))).toEqual({ id: 'a', user: { name: 'Lan' } });
  });

  it('refuses an answer its schema does not allow, rather than send it', () => {
    expect(() => serialize({ id: 1, user: null })).toThrow(ResponseSerializationError);
  });
});
