import type { ReactNode } from 'react'
import { AccountMenu } from '@/features/auth/account-menu'
import { AdminGate } from '@/features/admin/access/admin-gate'
import { AdminNav } from '@/features/admin/access/admin-nav'
import { QueryProvider } from '@/lib/query-client'

/** The admin area's shell: its own chunk, navigation and access gate. */
export function AdminLayout({ children }: { children: ReactNode }) {
  return (
    <QueryProvider>
      <AdminGate signIn={<AccountMenu variant="desktop" />}>
        <AdminNav />
        <div className="mx-auto max-w-7xl px-4 py-8">
          {children}
        </div>
      </AdminGate>
    </QueryProvider>
  )
}
