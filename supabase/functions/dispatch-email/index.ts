// The hosted Edge Function's entry point (Deno); the dispatcher itself is dispatch.js, which the
// embedded backend runs too. pg_cron calls it every minute with the service role key kept in
// Vault as 'dispatch_email_key' (supabase/migrations/20250601123800_email.sql). Secrets:
// RESEND_API_KEY, EMAIL_FROM (for example 'Lietuviai JK <pranesimai@example.org>'), SITE_URL,
// UNSUBSCRIBE_SECRET and, optionally, EMAIL_REPLY_TO (docs/deploy.md).
import { dispatchEmail } from './dispatch.js'
import { resendTransport } from './transports.js'

const env = (name: string) => Deno.env.get(name) ?? ''

Deno.serve((request) =>
  dispatchEmail(request, {
    supabaseUrl: env('SUPABASE_URL'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    siteUrl: env('SITE_URL'),
    unsubscribeSecret: env('UNSUBSCRIBE_SECRET'),
    transport: resendTransport({ apiKey: env('RESEND_API_KEY'), from: env('EMAIL_FROM'), replyTo: env('EMAIL_REPLY_TO') || undefined }),
  }),
)
