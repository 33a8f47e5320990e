// The hosted Edge Function's entry point (Deno); the handler is unsubscribe.js, which the embedded
// backend runs too. Deploy with `supabase functions deploy unsubscribe --no-verify-jwt`: mail
// clients POST without any session. Secrets: UNSUBSCRIBE_SECRET (the same as dispatch-email's) and
// SITE_URL (docs/deploy.md).
import { unsubscribe } from './unsubscribe.js'

const env = (name: string) => Deno.env.get(name) ?? ''

Deno.serve((request) =>
  unsubscribe(request, {
    supabaseUrl: env('SUPABASE_URL'),
    serviceRoleKey: env('SUPABASE_SERVICE_ROLE_KEY'),
    siteUrl: env('SITE_URL'),
    unsubscribeSecret: env('UNSUBSCRIBE_SECRET'),
  }),
)
