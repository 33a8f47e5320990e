// wouter imports useSyncExternalStore from the `use-sync-external-store` shim, written for React
// before 18; React 19 has it built in, so the shim's fallback code need not ship (vite.config.ts).
export { useSyncExternalStore } from 'react'
