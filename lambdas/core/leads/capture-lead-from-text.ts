import { linesFromText } from '../capture';
import { captureLead, type CaptureLeadOptions, type CapturedLead } from './capture-lead';
import { withCaptureQuota, type CaptureQuotaPorts } from './capture-quota';

export interface CaptureLeadFromTextOptions
  extends Omit<CaptureLeadOptions, 'lines' | 'source' | 'spoken'>, CaptureQuotaPorts {
  text: string;
}

/** Typed or pasted text (a signature, a chat note, an introduction) becomes a lead: one AI capture. */
export function captureLeadFromText(options: CaptureLeadFromTextOptions): Promise<CapturedLead> {
  return withCaptureQuota(options.userId, options, () =>
    captureLead({ ...options, source: 'text', lines: linesFromText(options.text) }),
  );
}
