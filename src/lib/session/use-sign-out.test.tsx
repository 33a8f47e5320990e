import type { ReactNode } from 'react'
import { renderHook } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { fakeSession, SessionTestProvider } from './test-session'
import { useSignOut } from './use-sign-out'

describe('useSignOut', () => {
  it("signs out through the session's client and answers its result", async () => {
    const signOut = vi.fn().mockResolvedValue({ error: null })
    const value = fakeSession({ auth: { signOut } })
    const wrapper = ({ children }: { children: ReactNode }) => <SessionTestProvider value={value}>{children}</SessionTestProvider>
    const { result } = renderHook(useSignOut, { wrapper })
    await expect(result.current()).resolves.toEqual({ error: null })
    expect(signOut).toHaveBeenCalledTimes(1)
  })
})
