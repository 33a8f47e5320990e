import { createContext, useContext } from 'react'
import type { ActiveAdmin } from './queries'

export const AdminContext = createContext<ActiveAdmin | null>(null)

/** The signed-in administrator; only usable under AdminGate. */
export function useAdmin(): ActiveAdmin {
  const admin = useContext(AdminContext)
  if (!admin) throw new Error('useAdmin must be used inside AdminGate')
  return admin
}
