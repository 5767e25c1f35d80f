import type { CreateLeadResponse, Lead } from '../../contracts/leads';
import type { CapturedLead } from '../../core/leads/capture-lead';
import type { LeadRecord } from '../../ports/lead-store';
import type { HttpEvent } from '../../shared/http';

/** The API's view of a lead: the owner and the raw extraction stay on the server. */
export function presentLead({ userId: _userId, extracted: _extracted, ...lead }: LeadRecord): Lead {
  return lead;
}

/** The answer to a capture: the spec's fields plus each field's confidence. */
export function presentCapture(
  { lead, fields }: CapturedLead,
  message: string,
  ms: number,
): CreateLeadResponse {
  return {
    success: true,
    message,
    limitReached: false,
    extractedData: {
      name: fields.name.value,
      email: fields.email.value,
      phone: fields.phone.value,
      company: fields.company.value,
      title: fields.title.value,
      website: fields.website.value,
    },
    fields,
    lead: presentLead(lead),
    ms: Math.round(ms),
  };
}

/** The caller's UI language from Accept-Language (en, es, de …): a clue for reading national phone numbers. */
export function uiLanguageOf(event: HttpEvent): string | undefined {
  const header = event.headers?.['accept-language'];
  return header?.match(/^[a-z]{2}/i)?.[0]?.toLowerCase();
}
