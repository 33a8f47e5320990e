import { m } from '@/paraglide/messages'

/** The message of AlreadyMemberError (mutations.ts). */
export const alreadyRequested = 'already-requested'

/**
 * The membership and plan notices, and their error mapping, in the page's language: each is read
 * when it is shown (a getter), so none keeps the language the module was first loaded in.
 */
export const membershipMessages = {
  get signInRequiredTitle() {
    return m.communities_sign_in_required_title()
  },
  get signInRequiredText() {
    return m.communities_sign_in_required_text()
  },
  get signedOutSubmit() {
    return m.communities_signed_out_submit()
  },
  requestSent: (community: string) => m.communities_request_sent({ community }),
  get planSignInRequired() {
    return m.communities_plan_sign_in_required()
  },
  get planSignInText() {
    return m.communities_plan_sign_in_text()
  },
  get alreadyMember() {
    return m.communities_already_member()
  },
  get alreadyMemberText() {
    return m.communities_already_member_text()
  },
  get observerTitle() {
    return m.communities_observer_title()
  },
  get observerText() {
    return m.communities_observer_text()
  },
  get pending() {
    return m.communities_status_pending()
  },
  get awaitingDues() {
    return m.communities_status_awaiting_dues()
  },
  get awaitingDuesText() {
    return m.communities_awaiting_dues_text()
  },
  get lapsed() {
    return m.communities_status_lapsed()
  },
  get approved() {
    return m.communities_status_approved()
  },
  get rejected() {
    return m.communities_status_rejected()
  },
}

export function joinErrorMessage(message: string | undefined): string {
  if (message?.includes('duplicate key') || message === alreadyRequested) return m.communities_join_error_duplicate()
  return m.communities_join_error_generic()
}

/** The error's own words when it has any (the database's), else a general message. */
export function planErrorMessage(message: string | undefined): string {
  return message?.trim() || m.communities_plan_error_generic()
}
