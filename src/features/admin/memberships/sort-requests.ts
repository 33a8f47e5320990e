const statusOrder: Record<string, number> = { pending: 0, approved: 1, rejected: 2 }

/** Pending requests first, then decided ones; newest first within each group. */
export function sortRequests<T extends { status: string; created_at: string }>(rows: T[]): T[] {
  return [...rows].sort(
    (a, b) => (statusOrder[a.status] ?? 3) - (statusOrder[b.status] ?? 3) || b.created_at.localeCompare(a.created_at),
  )
}
