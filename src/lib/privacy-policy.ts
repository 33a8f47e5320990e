/**
 * The privacy-policy wording in force. The join form stores it with the consent and the
 * policy page shows it; a new wording gets a new date, and the database stamps consent again.
 */
export const PRIVACY_POLICY_VERSION = '2026-11-26'
