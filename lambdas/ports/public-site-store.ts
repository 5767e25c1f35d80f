import type { NotifyFeature } from '../contracts/public-forms';

export interface ContactMessageRecord {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  company?: string;
  phone?: string;
  subject: string;
  message: string;
  language?: string;
  receivedAt: string;
}

export interface NewsletterSubscription {
  email: string;
  status: 'pending' | 'confirmed';
  /** SHA-256 of the confirmation token; the token itself is only in the email. */
  tokenHash: string | null;
  language: string;
  requestedAt: string;
  confirmedAt: string | null;
}

/** What the public (signed-out) forms store. */
export interface PublicSiteStore {
  saveContactMessage(message: ContactMessageRecord): Promise<void>;
  getNewsletterSubscription(email: string): Promise<NewsletterSubscription | null>;
  saveNewsletterSubscription(subscription: NewsletterSubscription): Promise<void>;
  findNewsletterSubscriptionByTokenHash(tokenHash: string): Promise<NewsletterSubscription | null>;
  /** Idempotent: registering the same email for the same feature twice keeps one entry. */
  addFeatureInterest(feature: NotifyFeature, email: string, at: string): Promise<void>;
}

/** Counts attempts per key in a fixed window; answers false once the limit is used up. */
export interface RateLimiter {
  tryConsume(key: string, options: { limit: number; windowSeconds: number }): Promise<boolean>;
}
