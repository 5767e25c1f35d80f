import { leadSchema, type Lead, type UpdateLeadRequest } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

/** Confirms or corrects captured fields: a sent field is confirmed, a changed one is learned from. */
export function updateLead(id: string, changes: UpdateLeadRequest): Promise<Lead> {
  return apiRequest(`/api/leads/${encodeURIComponent(id)}`, leadSchema, { method: 'PATCH', body: changes });
}
