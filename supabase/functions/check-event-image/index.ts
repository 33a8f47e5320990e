// The hosted Edge Function's entry point (Deno). The check itself is check.js, which the
// embedded backend runs too. SUPABASE_URL, SUPABASE_ANON_KEY and SUPABASE_SERVICE_ROLE_KEY are
// set by the platform in every function's environment.
import { checkEventImage } from './check.js'

Deno.serve((request) =>
  checkEventImage(request, {
    supabaseUrl: Deno.env.get('SUPABASE_URL') ?? '',
    anonKey: Deno.env.get('SUPABASE_ANON_KEY') ?? '',
    serviceRoleKey: Deno.env.get('SUPABASE_SERVICE_ROLE_KEY') ?? '',
  }),
)
