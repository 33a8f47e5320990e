/**
 * A stand-in for one supabase-js query builder in component tests: every builder method
 * chains and is recorded, awaiting the query gives the result, and after throwOnError() a
 * result carrying an error rejects, as supabase-js does.
 */
export type FakeResult = { data?: unknown; error?: { message: string } | null; count?: number | null }
export type FakeCall = [method: string, args: unknown[]]
type Resolve = FakeResult | Promise<FakeResult> | ((calls: FakeCall[]) => FakeResult | Promise<FakeResult>)

const chainable = ['select', 'eq', 'filter', 'gt', 'is', 'in', 'or', 'order', 'limit', 'range', 'insert', 'update', 'delete', 'upsert', 'maybeSingle', 'single'] as const

export type FakeQuery = { [K in (typeof chainable)[number] | 'throwOnError']: (...args: unknown[]) => FakeQuery } & {
  calls: FakeCall[]
  then: <T>(onFulfilled: (value: Required<FakeResult>) => T, onRejected?: (reason: unknown) => T) => Promise<T>
}

export function fakeQuery(resolve: Resolve): FakeQuery {
  const calls: FakeCall[] = []
  let throws = false
  const query = { calls } as FakeQuery
  for (const method of chainable) {
    query[method] = (...args: unknown[]) => {
      calls.push([method, args])
      return query
    }
  }
  query.throwOnError = () => {
    throws = true
    return query
  }
  query.then = (onFulfilled, onRejected) =>
    Promise.resolve(typeof resolve === 'function' ? resolve(calls) : resolve)
      .then((result) => {
        if (throws && result.error) throw Object.assign(new Error(result.error.message), result.error)
        return { data: result.data ?? null, error: result.error ?? null, count: result.count ?? null }
      })
      .then(onFulfilled, onRejected)
  return query
}

/** A promise that never settles: the query stays loading. */
export const never = () => new Promise<FakeResult>(() => {})
