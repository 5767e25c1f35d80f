import type { LeadFieldName, LeadSource } from '../contracts/leads';

/** A lead as the core knows it. */
export interface LeadRecord {
  id: string;
  userId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  phoneE164?: string | null;
  company: string | null;
  title: string | null;
  website?: string | null;
  note: string | null;
  source: LeadSource;
  createdAt: string;
  /** Per-field confidence of a machine capture. */
  confidence?: Partial<Record<LeadFieldName, number>>;
  /** Fields the machine was unsure of and the user has not confirmed. */
  flaggedFields?: LeadFieldName[];
  /** What the machine extracted, kept so a later edit can be recorded as a correction. Never sent to clients. */
  extracted?: Partial<Record<LeadFieldName, string | null>>;
}

/** What an edit may change. `null` clears a field. */
export type LeadPatch = Partial<
  Pick<
    LeadRecord,
    'note' | 'name' | 'email' | 'phone' | 'phoneE164' | 'company' | 'title' | 'website' | 'flaggedFields'
  >
>;

export interface LeadPage {
  items: LeadRecord[];
  /** The id of the last lead returned when more may follow; pass it back as `after`. */
  lastId: string | null;
}

/** Storage of leads. Every call is scoped to one user: no call can reach another user's leads. */
export interface LeadStore {
  put(lead: LeadRecord): Promise<void>;
  get(userId: string, leadId: string): Promise<LeadRecord | null>;
  /** Newest first. */
  listPage(userId: string, options: { limit: number; after?: string }): Promise<LeadPage>;
  /** Newest first, every lead of the user. */
  listAll(userId: string): AsyncIterable<LeadRecord>;
  /** Returns the updated lead, or null when the user has no such lead. */
  update(userId: string, leadId: string, patch: LeadPatch): Promise<LeadRecord | null>;
  /** Returns whether the lead existed. */
  delete(userId: string, leadId: string): Promise<boolean>;
}
