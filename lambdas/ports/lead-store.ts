import type { LeadSource } from '../contracts/leads';

/** A lead as the core knows it. */
export interface LeadRecord {
  id: string;
  userId: string;
  name: string | null;
  email: string | null;
  phone: string | null;
  company: string | null;
  title: string | null;
  note: string | null;
  source: LeadSource;
  createdAt: string;
}

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
  updateNote(userId: string, leadId: string, note: string | null): Promise<LeadRecord | null>;
  /** Returns whether the lead existed. */
  delete(userId: string, leadId: string): Promise<boolean>;
}
