// How the UI messages (messages/**/lt.json, en.json) compile into typed functions in
// src/paraglide/: one module per message, so a page ships only the messages it calls. Shared by
// the Vite plugin (dev, build) and scripts/compile-messages.mjs (install, typecheck, tests).

/** @type {import('@inlang/paraglide-js').CompilerOptions} */
export const messageOptions = {
  project: './project.inlang',
  outdir: './src/paraglide',
  // The page's locale comes from its address, set by the app itself (src/lib/i18n/locale.ts):
  // the library's own detection code would only add bytes.
  strategy: ['baseLocale'],
  // A module per message: a page's bundle holds only the messages it calls.
  outputStructure: 'message-modules',
  emitGitIgnore: false,
  emitPrettierIgnore: false,
}

/**
 * The same messages for the unit tests, in one module per language: a test file then loads two
 * modules, not one per message (some 1,500), which cost every test file a third of a second.
 * vite.config.ts points `@/paraglide/messages` here under Vitest.
 * @type {import('@inlang/paraglide-js').CompilerOptions}
 */
export const testMessageOptions = { ...messageOptions, outdir: './.paraglide-tests', outputStructure: 'locale-modules' }
