import '@testing-library/jest-dom/vitest'
import { cleanup } from '@testing-library/react'
import { afterEach, beforeEach, vi } from 'vitest'

// No network in unit tests: a page that revalidates keeps its snapshot unless a test answers.
beforeEach(() => {
  vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('No network in unit tests'))))
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

// jsdom has no layout: scrolling is a no-op there. (Server unit tests run in Node, without a DOM.)
if (typeof Element !== 'undefined' && !Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}
