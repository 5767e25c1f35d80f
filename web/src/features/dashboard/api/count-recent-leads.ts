import { listLeadsResponseSchema } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

/** How many leads the first page holds, and whether there are more. */
export async function countRecentLeads(): Promise<{ count: number; more: boolean }> {
  const page = await apiRequest('/api/leads', listLeadsResponseSchema);
  return { count: page.items.length, more: page.nextCursor !== null };
}
