// What a data API call refused with, as PostgREST answers it: the HTTP status and the body.
import { HttpError } from '../../http/errors.mjs'

export type Refusal = { status: number; code?: unknown; message?: unknown; details?: unknown; hint?: unknown }

function toRefusal(error: unknown): Refusal {
  if (!(error instanceof HttpError)) throw error
  return { status: error.status, ...error.body }
}

export function refusalOf(run: () => unknown): Refusal {
  try {
    run()
  } catch (error) {
    return toRefusal(error)
  }
  throw new Error('expected a refusal, got none')
}

export async function asyncRefusalOf(run: () => Promise<unknown>): Promise<Refusal> {
  try {
    await run()
  } catch (error) {
    return toRefusal(error)
  }
  throw new Error('expected a refusal, got none')
}
