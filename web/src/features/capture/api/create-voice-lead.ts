import { createLeadResponseSchema, type CreateLeadResponse } from '@contracts/leads';
import { apiRequest } from '@/lib/api-client';

/** Transcribes the uploaded voice note (or uses the browser's transcript) and saves the lead. */
export function createVoiceLead(key: string, transcriptHint?: string): Promise<CreateLeadResponse> {
  const hint = transcriptHint?.trim();
  return apiRequest('/api/captures/voice', createLeadResponseSchema, {
    method: 'POST',
    body: hint ? { key, transcriptHint: hint } : { key },
  });
}
