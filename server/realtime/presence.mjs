// Presence as Phoenix tracks it: per topic, each joined channel that called track() holds one
// entry under its presence key (the channel's config.presence.key, or a random one). Several
// channels may share a key (one member in two tabs): the key then has several metas.
//
// State pushed to a joiner ('presence_state'): { [key]: { metas: [{ phx_ref, ...payload }] } }.
// Changes pushed to everyone ('presence_diff'): { joins: <same shape>, leaves: <same shape> }.
// Re-tracking replaces the entry: its old meta leaves and the new one (with phx_ref_prev) joins.
import { randomUUID } from 'node:crypto'

/**
 * @typedef {Record<string, unknown> & { phx_ref: string, phx_ref_prev?: string }} Meta
 * @typedef {Record<string, { metas: Meta[] }>} PresenceMap
 * @typedef {{ joins: PresenceMap, leaves: PresenceMap }} PresenceDiff
 */

/** @param {string} key @param {Meta} meta @returns {PresenceMap} */
const single = (key, meta) => ({ [key]: { metas: [meta] } })

export function createPresenceRegistry() {
  /** topic → subscription id → its entry */
  /** @type {Map<string, Map<string, { key: string, meta: Meta }>>} */
  const topics = new Map()

  return {
    /**
     * @param {string} topic @param {string} subscription @param {string} key
     * @param {Record<string, unknown>} payload @returns {PresenceDiff}
     */
    track(topic, subscription, key, payload) {
      let entries = topics.get(topic)
      if (!entries) topics.set(topic, (entries = new Map()))
      const previous = entries.get(subscription)
      /** @type {Meta} */
      const meta = { ...payload, phx_ref: randomUUID() }
      if (previous) meta.phx_ref_prev = previous.meta.phx_ref
      entries.set(subscription, { key, meta })
      return { joins: single(key, meta), leaves: previous ? single(previous.key, previous.meta) : {} }
    },

    /** @param {string} topic @param {string} subscription @returns {PresenceDiff | null} null: nothing was tracked */
    untrack(topic, subscription) {
      const entries = topics.get(topic)
      const previous = entries?.get(subscription)
      if (!entries || !previous) return null
      entries.delete(subscription)
      if (entries.size === 0) topics.delete(topic)
      return { joins: {}, leaves: single(previous.key, previous.meta) }
    },

    /** @param {string} topic @returns {PresenceMap} */
    state(topic) {
      /** @type {PresenceMap} */
      const state = {}
      for (const { key, meta } of topics.get(topic)?.values() ?? []) {
        ;(state[key] ??= { metas: [] }).metas.push(meta)
      }
      return state
    },
  }
}
