/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_VERSIONS_URL?: string;
  readonly VITE_REPOSITORY_URL?: string;
  readonly VITE_ANALYTICS_DOCS_ID?: string;
  readonly VITE_ANALYTICS_LIBRARY_ID?: string;
}
