import { apiRequestRaw } from '@/lib/api-client';

export async function deleteLead(id: string): Promise<void> {
  await apiRequestRaw(`/api/leads/${encodeURIComponent(id)}`, { method: 'DELETE' });
}
