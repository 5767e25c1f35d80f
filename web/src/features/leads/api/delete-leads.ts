import { BULK_DELETE_MAX, deleteLeadsResponseSchema } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

/** Deletes the given leads, in batches the API accepts; resolves to how many were deleted. */
export async function deleteLeads(ids: readonly string[]): Promise<number> {
  let deleted = 0;
  for (let start = 0; start < ids.length; start += BULK_DELETE_MAX) {
    const batch = ids.slice(start, start + BULK_DELETE_MAX);
    const result = await apiRequest('/api/leads/delete', deleteLeadsResponseSchema, {
      method: 'POST',
      body: { ids: batch },
    });
    deleted += result.deleted;
  }
  return deleted;
}
