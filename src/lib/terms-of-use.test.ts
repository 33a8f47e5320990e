import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { ILLEGAL_CONTENT_REVIEW_HOURS, MINIMUM_AGE, OTHER_REPORT_REVIEW_DAYS } from './terms-of-use'

const assessment = readFileSync('docs/safety/illegal-content-risk-assessment.md', 'utf8').replace(/\s+/g, ' ')

describe('the terms and the illegal-content risk assessment', () => {
  it('state the same targets and minimum age', () => {
    expect(assessment).toContain(`reports of illegal content looked at within ${ILLEGAL_CONTENT_REVIEW_HOURS} hours`)
    expect(assessment).toContain(`other reports, complaints and appeals answered within ${OTHER_REPORT_REVIEW_DAYS} days`)
    expect(assessment).toContain(`reports of illegal content within ${ILLEGAL_CONTENT_REVIEW_HOURS} hours, other reports, complaints and appeals within ${OTHER_REPORT_REVIEW_DAYS} days`)
    expect(assessment).toContain(`minimum age of ${MINIMUM_AGE}`)
  })

  it('lists the 17 kinds of priority illegal harm, each judged (child sexual exploitation and abuse in two parts)', () => {
    const harms = [...assessment.matchAll(/ ### (\d+)\. /g)].map(([, number]) => Number(number))
    expect(harms).toEqual(Array.from({ length: 17 }, (_, index) => index + 1))
    expect(assessment.match(/\*\*Likelihood: (low|medium|high)\.\*\* \S/g)).toHaveLength(18)
    expect(assessment.match(/\*\*Impact: (low|medium|high)\.\*\* \S/g)).toHaveLength(18)
  })
})
