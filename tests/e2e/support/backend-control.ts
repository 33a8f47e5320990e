/** The e2e server's control port (scripts/e2e-server.mjs): stops and starts the embedded backend and the site's server. */
const CONTROL_URL = `http://127.0.0.1:${process.env.E2E_CONTROL_PORT ?? 4175}`

async function control(action: 'stop' | 'start', what: 'backend' | 'site' = 'backend') {
  const response = await fetch(`${CONTROL_URL}/${what}/${action}`, { method: 'POST' })
  if (response.status !== 204) throw new Error(`backend ${action}: ${response.status} ${await response.text()}`)
}

/** Closes the backend (data kept): every open page loses its API and Realtime connection. */
export const stopBackend = () => control('stop')
/** Opens the backend again on the same data and port. */
export const startBackend = () => control('start')
/** Closes the site's server (its rendered pages stay on disk); the site answers nothing until it starts. */
export const stopSite = () => control('stop', 'site')
/** Starts the site's server again on the same build and port. */
export const startSite = () => control('start', 'site')
