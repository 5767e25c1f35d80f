import { createLeadResponseSchema, type CreateLeadResponse } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

/** Reads the uploaded card photo and saves the lead; the answer has each field's confidence. */
export function scanCard(key: string): Promise<CreateLeadResponse> {
  return apiRequest('/api/captures/scan', createLeadResponseSchema, { method: 'POST', body: { key } });
}
