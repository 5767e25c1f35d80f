import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiClient,
  bootTestStack,
  signUpConfirmed,
  uniqueEmail,
  type TestStack,
} from '../support/local-stack';

let stack: TestStack;
let api: ReturnType<typeof apiClient>;

beforeAll(async () => {
  stack = await bootTestStack();
  api = apiClient(stack, await signUpConfirmed(stack, uniqueEmail('errors')));
});
afterAll(async () => {
  await stack?.dispose();
});

const validId = '01JABCDEFGHJKMNPQRSTVWXYZ0';

describe('every bad request gets a readable 4xx {code, message}, never a 500', () => {
  const cases: {
    name: string;
    path: string;
    method?: string;
    body?: unknown;
    rawBody?: string;
    contentType?: string;
    status: number;
    code: string;
  }[] = [
    {
      name: 'malformed JSON',
      path: '/api/leads/text',
      method: 'POST',
      rawBody: '{"text": ',
      status: 400,
      code: 'MALFORMED_JSON',
    },
    {
      name: 'wrong type',
      path: '/api/leads/text',
      method: 'POST',
      body: { text: 42 },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'missing field',
      path: '/api/leads/text',
      method: 'POST',
      body: {},
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'blank text',
      path: '/api/leads/text',
      method: 'POST',
      body: { text: '   ' },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'empty body',
      path: '/api/leads/text',
      method: 'POST',
      rawBody: '',
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'JSON array body',
      path: '/api/leads/delete',
      method: 'POST',
      body: [1, 2],
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'not JSON content type',
      path: '/api/leads/text',
      method: 'POST',
      rawBody: 'text=hi',
      contentType: 'application/x-www-form-urlencoded',
      status: 415,
      code: 'UNSUPPORTED_MEDIA_TYPE',
    },
    {
      name: 'body over the route limit',
      path: '/api/leads/text',
      method: 'POST',
      body: { text: 'x'.repeat(20_000) },
      status: 413,
      code: 'PAYLOAD_TOO_LARGE',
    },
    {
      name: 'text over its maximum',
      path: '/api/leads/text',
      method: 'POST',
      body: { text: 'x'.repeat(6000) },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'invalid lead id',
      path: '/api/leads/not-an-id',
      method: 'PATCH',
      body: { note: 'x' },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    {
      name: 'unknown lead',
      path: `/api/leads/${validId}`,
      method: 'PATCH',
      body: { note: 'x' },
      status: 404,
      code: 'NOT_FOUND',
    },
    { name: 'bad cursor', path: '/api/leads?cursor=%27%3B--', status: 400, code: 'VALIDATION_FAILED' },
    {
      name: 'too many ids',
      path: '/api/leads/delete',
      method: 'POST',
      body: { ids: Array(101).fill(validId) },
      status: 400,
      code: 'VALIDATION_FAILED',
    },
    { name: 'unknown route', path: '/api/nothing-here', status: 404, code: 'ROUTE_NOT_FOUND' },
    {
      name: 'unknown method',
      path: '/api/leads',
      method: 'PUT',
      body: {},
      status: 405,
      code: 'METHOD_NOT_ALLOWED',
    },
  ];

  for (const testCase of cases) {
    it(`${testCase.name} → ${testCase.status} ${testCase.code}`, async () => {
      const response = await api(testCase.path, testCase);
      expect(response.status).toBe(testCase.status);
      expect(response.json).toMatchObject({ code: testCase.code, message: expect.any(String) });
      expect((response.json.message as string).length).toBeGreaterThan(5);
    });
  }

  it('a request without a token is refused with 401', async () => {
    const response = await apiClient(stack)('/api/leads');
    expect(response.status).toBe(401);
  });
});
