import { describe, expect, it, vi } from 'vitest'
import { contactQueries } from '../contacts/queries'
import { dashboardQueries } from '../dashboard/queries'
import { directoryEntryQueries, editorFieldQueries } from '../directory/queries'
import { essentialFactQueries } from '../facts/queries'
import { mediaQueries } from '../media/queries'
import { membershipRequestQueries } from '../memberships/queries'
import { moderationQueries } from '../moderation/queries'
import { reportQueueQueries } from '../report-queue/queue-queries'
import { adminQueries } from './queries'

vi.mock('@/lib/supabase/client', () => ({ supabase: {} }))

describe("the admin area's query keys", () => {
  it('all start with adminQueries.all(), which a change in the admin area invalidates', () => {
    const roots = [contactQueries, dashboardQueries, directoryEntryQueries, essentialFactQueries, mediaQueries, membershipRequestQueries, moderationQueries, reportQueueQueries]
    for (const factory of roots) expect(factory.all().slice(0, 1)).toEqual(adminQueries.all())
    expect(new Set(roots.map((factory) => factory.all().join('/'))).size).toBe(roots.length)
  })

  it("keeps the editor's fields, which are code rather than server data, outside that root", () => {
    expect(editorFieldQueries.fields('schools').queryKey).toEqual(['directory-editor-fields', 'schools'])
    expect(editorFieldQueries.all()[0]).not.toBe(adminQueries.all()[0])
  })
})
