import enAuth from './locales/en/auth.json';
import enCommon from './locales/en/common.json';
import enDashboard from './locales/en/dashboard.json';
import enLeads from './locales/en/leads.json';
import enPublic from './locales/en/public.json';
import esAuth from './locales/es/auth.json';
import esCommon from './locales/es/common.json';
import esDashboard from './locales/es/dashboard.json';
import esLeads from './locales/es/leads.json';
import esPublic from './locales/es/public.json';
import deAuth from './locales/de/auth.json';
import deCommon from './locales/de/common.json';
import deDashboard from './locales/de/dashboard.json';
import deLeads from './locales/de/leads.json';
import dePublic from './locales/de/public.json';

export const supportedLanguages = ['en', 'es', 'de'] as const;
export type SupportedLanguage = (typeof supportedLanguages)[number];

export const namespaces = ['common', 'auth', 'dashboard', 'leads', 'public'] as const;

export const resources = {
  en: { common: enCommon, auth: enAuth, dashboard: enDashboard, leads: enLeads, public: enPublic },
  es: { common: esCommon, auth: esAuth, dashboard: esDashboard, leads: esLeads, public: esPublic },
  de: { common: deCommon, auth: deAuth, dashboard: deDashboard, leads: deLeads, public: dePublic },
} as const;
