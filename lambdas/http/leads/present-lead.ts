import type { Lead } from '../../contracts/leads';
import type { LeadRecord } from '../../ports/lead-store';

/** The API's view of a lead: the user id stays on the server. */
export function presentLead({ userId: _userId, ...lead }: LeadRecord): Lead {
  return lead;
}
