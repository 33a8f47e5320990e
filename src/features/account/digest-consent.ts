import { m } from '@/paraglide/messages'

/**
 * The weekly digest's consent: the words every form that offers it shows, and their version.
 * The database records the Lithuanian wording and its version with each opt-in and opt-out
 * (private.digest_consent(); a backend test keeps the two equal): a new wording gets a new version
 * there and here. `label()` is the wording in the page's language (in Lithuanian, the wording
 * itself; a unit test keeps them equal), what a form shows beside its checkbox.
 */
export const digestConsent = {
  label: () => m.account_digest_consent(),
  wording:
    'Noriu kartą per savaitę gauti el. laišką su naujais renginiais ir naujienomis bendruomenių, kurių narys ar stebėtojas esu. Atsisakyti galiu bet kada.',
  version: 'digest-2026-11-26',
} as const
