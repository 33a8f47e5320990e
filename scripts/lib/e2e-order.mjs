// The seed of the end-to-end journeys' shuffled order (Playwright's --shuffle).
import { execFileSync } from 'node:child_process'

/**
 * E2E_SHUFFLE_SEED when set (to replay an order Playwright printed), else the checked-out
 * commit, so a given commit always runs its journeys in the same order.
 * @returns {string}
 */
export function e2eShuffleSeed() {
  if (process.env.E2E_SHUFFLE_SEED) return process.env.E2E_SHUFFLE_SEED
  try {
    return execFileSync('git', ['rev-parse', '--short=12', 'HEAD'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return 'no-commit'
  }
}
