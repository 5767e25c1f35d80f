import { leadSchema, type Lead } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

export function updateLeadNote(id: string, note: string): Promise<Lead> {
  return apiRequest(`/api/leads/${encodeURIComponent(id)}`, leadSchema, { method: 'PATCH', body: { note } });
}
