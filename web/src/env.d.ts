interface ImportMetaEnv {
  /** The site's public origin (no trailing slash), from SITE_URL at build time; see web/vite.config.ts. */
  readonly SITE_URL: string;
}
