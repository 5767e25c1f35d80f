import { listLeadsResponseSchema, type ListLeadsResponse } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

/** One page of the signed-in user's leads, newest first. */
export function listLeads(cursor?: string | null): Promise<ListLeadsResponse> {
  const query = cursor ? `?cursor=${encodeURIComponent(cursor)}` : '';
  return apiRequest(`/api/leads${query}`, listLeadsResponseSchema);
}
