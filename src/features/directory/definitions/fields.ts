import type { Json } from '@/lib/supabase/database.types'

/**
 * Readers for an entry's `details`. Hand-written rather than zod: public pages read entries
 * right after first paint, and zod's core alone is ~15 KB gzip (measured), which the first-load
 * budget has no room for. The admin editor's forms validate with zod as every form does.
 */
const invalid: unique symbol = Symbol('invalid')
type Reader<T> = (value: unknown) => T | typeof invalid

export const text: Reader<string> = (value) => (typeof value === 'string' ? value : invalid)
export const texts: Reader<string[]> = (value) => (Array.isArray(value) && value.every((item) => typeof item === 'string') ? value : invalid)
export const count: Reader<number> = (value) => (typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : invalid)
export const between = (min: number, max: number): Reader<number> => (value) => (typeof value === 'number' && value >= min && value <= max ? value : invalid)
export const oneOf = <const Values extends readonly string[]>(values: Values): Reader<Values[number]> => (value) =>
  typeof value === 'string' && values.includes(value) ? (value as Values[number]) : invalid
/** A field an entry may lack (or hold null for): the page shows a default then. */
export const optional = <T,>(read: Reader<T>): Reader<T | undefined> => (value) => (value === undefined || value === null ? undefined : read(value))

type Shape = Record<string, Reader<unknown>>
type Read<S extends Shape> = { [Key in keyof S]: Exclude<ReturnType<S[Key]>, typeof invalid> }

/**
 * An entry's `details` read field by field; null when any field present does not have its shape
 * (the database refuses such details: `private.directory_details_problem`). Unknown keys are ignored.
 */
export function readDetails<S extends Shape>(shape: S, details: Json): Read<S> | null {
  if (typeof details !== 'object' || details === null || Array.isArray(details)) return null
  const result: Record<string, unknown> = {}
  for (const [key, read] of Object.entries(shape)) {
    const value = read(details[key])
    if (value === invalid) return null
    if (value !== undefined) result[key] = value
  }
  return result as Read<S>
}

/** An optional item field as a nullable column. */
export const orNull = <T,>(value: T | undefined): T | null => value ?? null

/** A nullable column as an optional item field (absent rather than null, as the embedded data has it). */
export const orAbsent = <T,>(value: T | null): T | undefined => value ?? undefined

/** Drops absent keys, so an entry's `details` and a decoded item hold only what the item has. */
export function withoutAbsent<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T
}
