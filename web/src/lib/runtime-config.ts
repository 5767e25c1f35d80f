import { runtimeConfigSchema, type RuntimeConfig } from '@contracts/runtime-config';

let config: RuntimeConfig | undefined;

/** Loads /config.json once: the deployment (CDK) or the local stack writes it; the SPA never guesses. */
export async function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (config) return config;
  const response = await fetch('/config.json', { cache: 'no-store' });
  if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
  config = runtimeConfigSchema.parse(await response.json());
  return config;
}

export function runtimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config not loaded yet');
  return config;
}
