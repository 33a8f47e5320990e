import { m } from '@/paraglide/messages'

/**
 * App-wide strings used in more than one place, in the page's language: each is read when it is
 * shown (a getter), so a constant never keeps the language the module was first loaded in.
 */
export const messages = {
  get error() {
    return m.common_error()
  },
  get success() {
    return m.common_success()
  },
  get loading() {
    return m.site_loading()
  },
  get accessDenied() {
    return m.common_access_denied()
  },
  get notSpecified() {
    return m.common_not_specified()
  },
  get signIn() {
    return m.account_sign_in()
  },
  get signOut() {
    return m.common_sign_out()
  },
}
