import { m } from '@/paraglide/messages'

/** The texts "near me" shows before the rest of it has loaded (see near-kit.ts). */
export const busyMessages = {
  searching: m.near_searching,
  locating: m.near_locating,
  loadFailed: m.near_load_failed,
}
