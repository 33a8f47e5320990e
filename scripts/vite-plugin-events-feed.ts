import type { Plugin } from 'vite'
import { events } from '../src/data/event-details.ts'
import { buildCalendar } from '../src/features/events/ics.ts'

/** Publishes every event as a subscribable calendar at /renginiai.ics (build and dev server). */
export function eventsFeed(siteUrl: string): Plugin {
  const calendar = () => buildCalendar(events, { siteUrl })
  return {
    name: 'lietuviai-events-feed',
    generateBundle() {
      this.emitFile({ type: 'asset', fileName: 'renginiai.ics', source: calendar() })
    },
    configureServer(server) {
      server.middlewares.use('/renginiai.ics', (_req, res) => {
        res.setHeader('Content-Type', 'text/calendar; charset=utf-8')
        res.end(calendar())
      })
    },
  }
}
