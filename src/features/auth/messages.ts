import { m } from '@/paraglide/messages'

/** The auth feature's toasts and repeated labels, in the page's language (read when shown). */
export const authMessages = {
  brand: 'Lietuviai JK',
  get subtitle() {
    return m.auth_subtitle()
  },
  get signInTab() {
    return m.account_sign_in()
  },
  get registerTab() {
    return m.auth_register_tab()
  },
  get signingIn() {
    return m.auth_signing_in()
  },
  get registering() {
    return m.auth_registering()
  },
  get loginSuccess() {
    return m.auth_login_success()
  },
  get registerSuccess() {
    return m.auth_register_success()
  },
  get forgotPassword() {
    return m.auth_forgot_password()
  },
  get recoverySent() {
    return m.auth_recovery_sent()
  },
  get passwordChanged() {
    return m.auth_password_changed()
  },
  get signedOut() {
    return m.auth_signed_out()
  },
  get myAccount() {
    return m.account_my_account()
  },
}
