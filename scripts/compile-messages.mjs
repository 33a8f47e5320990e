// Compiles the UI messages into src/paraglide/ (generated, not committed): run after install and
// before the type check, so both see the messages as they are now; and into .paraglide-tests/,
// the same messages in one module per language for the unit tests.
import { renameSync, rmSync } from 'node:fs'
import { compile } from '@inlang/paraglide-js'
import { messageOptions, testMessageOptions } from './lib/message-options.mjs'

/**
 * Compiles beside the output and swaps it in whole: a type check or test reading the messages
 * meanwhile (or a second compile) never sees a half-written directory.
 * @param {import('@inlang/paraglide-js').CompilerOptions} options
 */
async function compileInto(options) {
  // Kept under node_modules (the same disk, so the swap is a rename; outside src/, so no check sees it).
  const fresh = `./node_modules/.paraglide-${process.pid}`
  const stale = `${fresh}.old`
  await compile({ ...options, outdir: fresh })
  try {
    renameSync(options.outdir, stale)
  } catch {
    // The first compile: nothing to set aside.
  }
  renameSync(fresh, options.outdir)
  rmSync(stale, { recursive: true, force: true })
}

await compileInto(messageOptions)
await compileInto(testMessageOptions)
// The compiler's project loader keeps a timer alive for half a minute after it is done.
process.exit(0)
