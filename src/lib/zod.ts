import { z } from 'zod'

// zod 4 probes `new Function` to speed up parsing; our CSP forbids eval (script-src 'self'),
// so the probe would log a CSP violation on every page with a form. Parse without it.
z.config({ jitless: true })

export { z }
