import { runtimeConfigSchema, type RuntimeConfig } from '@contracts/runtime-config';

let config: RuntimeConfig | undefined;
let loading: Promise<RuntimeConfig> | undefined;

/** Loads /config.json once: the deployment (CDK) or the local stack writes it; the SPA never guesses. */
export function loadRuntimeConfig(): Promise<RuntimeConfig> {
  if (config) return Promise.resolve(config);
  loading ??= (async () => {
    const response = await fetch('/config.json', { cache: 'no-store' });
    if (!response.ok) throw new Error(`Could not load /config.json (${response.status})`);
    config = runtimeConfigSchema.parse(await response.json());
    return config;
  })().catch((error: unknown) => {
    loading = undefined;
    throw error;
  });
  return loading;
}

export function runtimeConfig(): RuntimeConfig {
  if (!config) throw new Error('Runtime config not loaded yet');
  return config;
}
