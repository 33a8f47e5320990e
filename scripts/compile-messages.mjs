// Compiles the UI messages into src/paraglide/ (generated, not committed): run after install and
// before the type check, so both see the messages as they are now.
import { compile } from '@inlang/paraglide-js'
import { messageOptions } from './lib/message-options.mjs'

await compile(messageOptions)
// The compiler's project loader keeps a timer alive for half a minute after it is done.
process.exit(0)
