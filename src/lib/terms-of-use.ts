/**
 * The terms of use in force, and the commitments they make. The terms page and the illegal-content
 * risk assessment (docs/safety/illegal-content-risk-assessment.md) state these figures; a test
 * holds the assessment to them, so a change here is a change to both.
 */
export const TERMS_VERSION = '2026-11-29'

/** Hours within which a report of illegal content is looked at. */
export const ILLEGAL_CONTENT_REVIEW_HOURS = 24

/** Days within which any other report, complaint or appeal is answered. */
export const OTHER_REPORT_REVIEW_DAYS = 7

/** The youngest age at which someone may open an account (sign-up does not check it). */
export const MINIMUM_AGE = 13
