// GET /auth/v1/settings: e-mail sign-up on, every other provider off, no auto-confirmation.

/** @type {import('../service.mjs').AuthHandler} */
export const settings = async () => ({
  status: 200,
  body: { external: { email: true }, disable_signup: false, mailer_autoconfirm: false, phone_autoconfirm: false },
})
