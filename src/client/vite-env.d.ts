/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Where the API lives; `/api` (same origin) when unset. */
  readonly VITE_API_BASE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
