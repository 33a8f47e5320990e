/** The terms of use in force, and the commitments they make: the terms page states these figures. */
export const TERMS_VERSION = '2026-11-29'

/** Hours within which a report of illegal content is looked at. */
export const ILLEGAL_CONTENT_REVIEW_HOURS = 24

/** Days within which any other report, complaint or appeal is answered. */
export const OTHER_REPORT_REVIEW_DAYS = 7

/** The youngest age at which someone may open an account (sign-up does not check it). */
export const MINIMUM_AGE = 13
