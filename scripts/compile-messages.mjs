// Compiles the UI messages into src/paraglide/ (generated, not committed): run after install and
// before the type check, so both see the messages as they are now.
import { renameSync, rmSync } from 'node:fs'
import { compile } from '@inlang/paraglide-js'
import { messageOptions } from './lib/message-options.mjs'

// Compiled beside the output and swapped in whole: a type check or test reading the messages
// meanwhile (or a second compile) never sees a half-written directory.
// Kept under node_modules (the same disk, so the swap is a rename; outside src/, so no check sees it).
const fresh = `./node_modules/.paraglide-${process.pid}`
const stale = `${fresh}.old`
await compile({ ...messageOptions, outdir: fresh })
try {
  renameSync(messageOptions.outdir, stale)
} catch {
  // The first compile: nothing to set aside.
}
renameSync(fresh, messageOptions.outdir)
rmSync(stale, { recursive: true, force: true })
// The compiler's project loader keeps a timer alive for half a minute after it is done.
process.exit(0)
