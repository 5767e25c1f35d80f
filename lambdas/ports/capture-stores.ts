import type { LeadFieldName } from '../contracts/leads';

/** Counts AI captures per user and calendar month. */
export interface UsageMeter {
  /** Atomically takes one capture unless `limit` are used; two parallel calls cannot both take the last one. */
  tryConsume(userId: string, month: string, limit: number): Promise<{ allowed: boolean; used: number }>;
  /** Gives one back, when a capture failed after taking it. */
  release(userId: string, month: string): Promise<void>;
}

/** A user's correction of a captured field: what the machine read, what the user chose. */
export interface FieldCorrection {
  field: LeadFieldName;
  extracted: string;
  corrected: string;
  /** How often the user made this same correction. */
  count: number;
  updatedAt: string;
}

export interface CorrectionStore {
  list(userId: string): Promise<FieldCorrection[]>;
  record(userId: string, correction: Omit<FieldCorrection, 'count'>): Promise<void>;
}

/** The subscriber record of spec §3: whether the user pays, and for which tier. */
export interface SubscriberRecord {
  subscribed: boolean;
  subscriptionTier: string | null;
  subscriptionEnd: string | null;
}

export interface SubscriberReader {
  get(userId: string): Promise<SubscriberRecord | null>;
}
