// The one way the journeys and the web bench run axe-core on a page (docs/decisions/026-test-run-time.md).
import AxeBuilder from '@axe-core/playwright'

/** WCAG 2.0–2.2 A and AA: the rules the bench judges every public page by. */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']

/**
 * axe-core's violations on `page`, each as `rule: help (targets)`; an empty list when it passes.
 *
 * Two options keep a page's check to a third of its default time (1.5 s instead of 4.9 s on the
 * communities list) without changing what is checked:
 * - `resultTypes: ['violations']`: axe collects every node only for violations, one node each
 *   for passes and the rest, which nothing here reads.
 * - legacy mode: one `axe.run` in the page. The default runs each frame apart and finishes the
 *   results in a new blank tab, which only pays for cross-origin frames. The portal's pages have
 *   no frames; a page that has some (an embedded map or video) is checked in the default mode.
 * @param {import('@playwright/test').Page} page
 * @param {string[]} tags
 * @returns {Promise<string[]>}
 */
export async function axeViolations(page, tags) {
  const framed = page.frames().length > 1
  const results = await new AxeBuilder({ page }).withTags(tags).options({ resultTypes: ['violations'] }).setLegacyMode(!framed).analyze()
  return results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)
}
