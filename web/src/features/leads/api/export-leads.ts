import { apiRequestRaw } from '@/lib/api-client';
import { exportFileName } from '../lib/export-file-name';

/** Downloads every lead of the signed-in user as CSV (the request carries the bearer, so no plain link). */
export async function exportLeads(now = new Date()): Promise<void> {
  const response = await apiRequestRaw('/api/leads/export');
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  try {
    const anchor = document.createElement('a');
    anchor.href = url;
    anchor.download = exportFileName(now);
    anchor.rel = 'noopener';
    document.body.append(anchor);
    anchor.click();
    anchor.remove();
  } finally {
    // Give the browser a moment to start the download before the URL goes away.
    window.setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
