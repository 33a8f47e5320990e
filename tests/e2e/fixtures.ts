import AxeBuilder from '@axe-core/playwright'
import { test as base, expect, type Page } from '@playwright/test'

type Fixtures = {
  /** Runs axe-core on the current page and fails on any violation. */
  expectNoAxeViolations: (page?: Page) => Promise<void>
}

export const test = base.extend<Fixtures>({
  expectNoAxeViolations: async ({ page }, use) => {
    await use(async (target = page) => {
      const results = await new AxeBuilder({ page: target }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
      const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
      expect(summary, 'axe-core violations').toEqual([])
    })
  },
})

export { expect }
