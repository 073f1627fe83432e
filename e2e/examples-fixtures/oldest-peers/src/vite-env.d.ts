/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_AIRLOCK_API_URL?: string
}
