import { z } from 'zod';

/** Plan identifiers (spec §3), shared by the server's plan derivation and the dashboard's screens. */
export const planIdSchema = z.enum(['free', 'telegram-basic', 'telegram-pro', 'custom-crm']);
export type PlanId = z.infer<typeof planIdSchema>;

export function isPaidPlan(plan: PlanId): boolean {
  return plan !== 'free';
}
