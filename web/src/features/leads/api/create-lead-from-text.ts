import { createLeadResponseSchema, type CreateLeadResponse } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

export function createLeadFromText(text: string): Promise<CreateLeadResponse> {
  return apiRequest('/api/leads/text', createLeadResponseSchema, { method: 'POST', body: { text } });
}
