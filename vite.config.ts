import { availableParallelism } from 'node:os'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import tailwindcss from '@tailwindcss/vite'
import { paraglideVitePlugin } from '@inlang/paraglide-js'
import { defineConfig, type Plugin } from 'vite'
import { configDefaults } from 'vitest/config'
import { messageOptions } from './scripts/lib/message-options.mjs'

const src = fileURLToPath(new URL('./src', import.meta.url))
const builtInUseSyncExternalStore = fileURLToPath(new URL('./src/lib/use-sync-external-store.ts', import.meta.url))
const messageRuntime = fileURLToPath(new URL('./src/lib/i18n/message-runtime.ts', import.meta.url))
/** The unit tests' messages: the same, one module per language (scripts/lib/message-options.mjs). */
const testMessages = fileURLToPath(new URL('./.paraglide-tests/messages.js', import.meta.url))

/** A browser build for one language (scripts/build.mjs makes one per language); unset: both. */
const pageLocale = process.env.PAGE_LOCALE

const isMessageModule = (id: string | undefined) => /\/(src\/paraglide|\.paraglide-tests)\/messages\//.test(id?.replaceAll('\\', '/') ?? '')

/**
 * The compiled messages ask the app's page language, not the compiler's runtime
 * (src/lib/i18n/message-runtime.ts). In a one-language build each message names that language
 * outright, so the other language's text is dropped from the bundle.
 */
const pageLanguageRuntime: Plugin = {
  name: 'page-language-runtime',
  enforce: 'pre',
  resolveId: (source, importer) => (source === '../runtime.js' && isMessageModule(importer) ? messageRuntime : null),
  transform(code, id) {
    if (!pageLocale || !isMessageModule(id)) return null
    return code.replaceAll('experimentalStaticLocale ?? options.locale ?? getLocale()', JSON.stringify(pageLocale))
  },
}

export default defineConfig(({ command, isSsrBuild }) => ({
  // The dev server recompiles the messages as they are edited; builds and tests run after
  // scripts/compile-messages.mjs (the plugin's compiler would hold every build open 30 s).
  plugins: [react(), tailwindcss(), pageLanguageRuntime, ...(command === 'serve' && !process.env.VITEST ? [paraglideVitePlugin(messageOptions)] : [])],
  resolve: {
    alias: [
      ...(process.env.VITEST ? [{ find: /^@\/paraglide\/messages$/, replacement: testMessages }] : []),
      { find: '@', replacement: src },
      // wouter's shim for React before 18: React's own hook instead (src/lib/use-sync-external-store.ts).
      { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: builtInUseSyncExternalStore },
    ],
  },
  server: { port: 5173, strictPort: true },
  preview: { port: 4173, strictPort: true },
  build: {
    target: 'es2022',
    manifest: true,
    // The page's own scripts are preloaded from the HTML, but a lazy chunk's imports are not listed
    // up front: that list (every route's dependencies, in the entry chunk) and its loader cost every
    // page 3.3 KB gzip of first load, while loading a route's imports after its chunk costs one
    // round trip on a page that is already painted.
    modulePreload: { polyfill: false, resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
    sourcemap: false,
    // The browser bundle only; the prerendering server bundle keeps the defaults (the build script
    // imports its entry by name).
    rolldownOptions: isSsrBuild
      ? {}
      : {
          output: {
            // Scripts are named by their hash alone: every import between chunks spells these names,
            // and dropping the module names saved 0.2 to 0.5 KB gzip of every page's first load. The
            // manifest still names each chunk (the benchmark's --chunks list reads it).
            entryFileNames: 'assets/[hash].js',
            chunkFileNames: 'assets/[hash].js',
            codeSplitting: {
              // What every page runs, React with its JSX runtime and the class-name helpers, is one
              // chunk: left alone, a lazy chunk that uses JSX without importing React, or the
              // helpers without the entry's other modules, splits them into chunks of their own,
              // and every page pays the extra requests and bytes.
              groups: [{ name: 'core', test: /node_modules[\\/](react|clsx|class-variance-authority)[\\/]|src[\\/]lib[\\/]cn\.ts/ }],
            },
          },
        },
  },
  test: {
    // One worker per core. Vitest's default leaves one core to itself, which on a 2-core machine
    // runs the unit files one at a time: 241 s instead of 139 s.
    maxWorkers: availableParallelism(),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'jsdom',
          // Server modules that need no database (the data API's parser and SQL builder) are
          // unit-tested here too: `*.unit.test.ts`; so is the data the migrations are made from.
          include: ['src/**/*.test.{ts,tsx}', 'scripts/**/*.test.ts', 'server/**/*.unit.test.ts', 'supabase/data/**/*.test.ts', 'supabase/functions/**/*.test.ts'],
          setupFiles: ['src/testing/setup.ts'],
          css: false,
        },
      },
      {
        extends: true,
        test: {
          name: 'backend',
          environment: 'node',
          include: ['tests/backend/**/*.test.ts', 'server/**/*.test.ts'],
          exclude: [...configDefaults.exclude, 'server/**/*.unit.test.ts'],
          globalSetup: ['tests/backend/global-setup.ts'],
          // One embedded Postgres serves the whole suite; run files one at a time on 2 cores.
          fileParallelism: false,
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
}))
