import type { ComponentType, SVGProps } from 'react';
import { PlugIcon, SendIcon, TableIcon, WebhookIcon, WhatsAppIcon, ZapIcon } from '@/components/site/icons';

export type IntegrationId = 'whatsapp' | 'telegram' | 'google-sheets' | 'custom' | 'zapier' | 'webhook';

export interface IntegrationEntry {
  id: IntegrationId;
  Icon: ComponentType<SVGProps<SVGSVGElement>>;
  available: boolean;
  /** Where Connect leads once signed in (signed-out visitors go to /auth/sign-up). */
  connectSignedIn: string;
}

/** The integration pages of spec section 2. WhatsApp is announced as coming soon. */
export const integrationCatalog: Record<IntegrationId, IntegrationEntry> = {
  telegram: { id: 'telegram', Icon: SendIcon, available: true, connectSignedIn: '/dashboard/integrations' },
  'google-sheets': {
    id: 'google-sheets',
    Icon: TableIcon,
    available: true,
    connectSignedIn: '/dashboard/leads',
  },
  zapier: { id: 'zapier', Icon: ZapIcon, available: true, connectSignedIn: '/dashboard/integrations' },
  webhook: { id: 'webhook', Icon: WebhookIcon, available: true, connectSignedIn: '/dashboard/leads' },
  custom: { id: 'custom', Icon: PlugIcon, available: true, connectSignedIn: '/contact?topic=custom' },
  whatsapp: {
    id: 'whatsapp',
    Icon: WhatsAppIcon,
    available: false,
    connectSignedIn: '/integrations/coming-soon?feature=whatsapp',
  },
};

export function findIntegration(id: string | undefined): IntegrationEntry | undefined {
  return id && Object.hasOwn(integrationCatalog, id) ? integrationCatalog[id as IntegrationId] : undefined;
}
