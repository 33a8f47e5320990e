// PostgREST's choice among a function's overloads by the names of the arguments given.
import { restError } from './errors.mjs'

/** @typedef {import('./schema-cache.mjs').FunctionInfo} FunctionInfo */

/**
 * The overload whose named input arguments cover the given names and whose required arguments
 * are all given. Otherwise 404 PGRST202, worded as PostgREST words it.
 * @param {FunctionInfo[]} overloads @param {string} fn @param {string[]} given
 * @returns {FunctionInfo}
 */
export function findOverload(overloads, fn, given) {
  const match = overloads.find(({ args, required }) => given.every((name) => args.includes(name)) && args.slice(0, required).every((name) => given.includes(name)))
  if (match) return match
  /** @param {string[]} names */
  const signature = (names) => (names.length ? `(${[...names].sort().join(', ')})` : ' without parameters')
  const closest = overloads[0]
  throw restError(
    404,
    'PGRST202',
    `Could not find the function public.${fn}${signature(given)} in the schema cache`,
    `Searched for the function public.${fn}${given.length ? ` with parameters ${[...given].sort().join(', ')}` : ' without parameters'} or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.`,
    closest ? `Perhaps you meant to call the function public.${fn}${signature(closest.args)}` : null,
  )
}
