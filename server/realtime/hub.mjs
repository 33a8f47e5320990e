// The joined channels of every socket, by topic, and what is sent to them: broadcasts (from the
// database or from a client) and presence changes.
import { createPresenceRegistry } from './presence.mjs'

/**
 * @typedef {import('./authorize.mjs').ChannelRights} ChannelRights
 * @typedef {import('./frames.mjs').Message} Message
 * @typedef {{
 *   id: string, topic: string, joinRef: string | null, isPrivate: boolean, rights: ChannelRights,
 *   presenceKey: string, presenceEnabled: boolean, broadcastSelf: boolean,
 *   push: (message: Message) => void,
 *   pushPresence: (event: 'presence_state' | 'presence_diff', payload: import('./presence.mjs').PresenceMap | import('./presence.mjs').PresenceDiff) => void,
 * }} Subscription
 *   topic: as the client names it ('realtime:room:…'); push: sends on the subscriber's socket;
 *   pushPresence: the same for presence, which the subscriber's side first narrows to what it may see
 */

export function createHub() {
  /** @type {Map<string, Set<Subscription>>} */
  const byTopic = new Map()
  const presence = createPresenceRegistry()

  /** @param {string} topic @param {import('./presence.mjs').PresenceDiff} diff */
  function announcePresence(topic, diff) {
    for (const subscription of byTopic.get(topic) ?? []) {
      if (subscription.presenceEnabled && subscription.rights.read.presence) {
        subscription.pushPresence('presence_diff', diff)
      }
    }
  }

  return {
    /** @param {Subscription} subscription */
    add(subscription) {
      let set = byTopic.get(subscription.topic)
      if (!set) byTopic.set(subscription.topic, (set = new Set()))
      set.add(subscription)
    },

    /** Sends a new subscriber who is in the topic now, if it listens to presence. @param {Subscription} subscription */
    sendPresenceState(subscription) {
      if (!subscription.presenceEnabled || !subscription.rights.read.presence) return
      subscription.pushPresence('presence_state', presence.state(subscription.topic))
    },

    /** Ends a subscription; its presence leaves. @param {Subscription} subscription */
    remove(subscription) {
      const set = byTopic.get(subscription.topic)
      set?.delete(subscription)
      if (set?.size === 0) byTopic.delete(subscription.topic)
      const diff = presence.untrack(subscription.topic, subscription.id)
      if (diff) announcePresence(subscription.topic, diff)
    },

    /** @param {Subscription} subscription @param {Record<string, unknown>} payload */
    track(subscription, payload) {
      announcePresence(subscription.topic, presence.track(subscription.topic, subscription.id, subscription.presenceKey, payload))
    },

    /** @param {Subscription} subscription */
    untrack(subscription) {
      const diff = presence.untrack(subscription.topic, subscription.id)
      if (diff) announcePresence(subscription.topic, diff)
    },

    /**
     * Sends a broadcast to the topic's subscribers that may read it: channels of the same kind
     * (a private message reaches private channels only, as on the hosted service).
     * @param {{ topic: string, isPrivate: boolean, event: string, payload: unknown, from?: Subscription }} broadcast
     *   from: the client that sent it, which gets it back only with config.broadcast.self
     */
    broadcast({ topic, isPrivate, event, payload, from }) {
      for (const subscription of byTopic.get(topic) ?? []) {
        if (subscription.isPrivate !== isPrivate || !subscription.rights.read.broadcast) continue
        if (subscription === from && !subscription.broadcastSelf) continue
        subscription.push({ joinRef: null, ref: null, topic, event: 'broadcast', payload: { type: 'broadcast', event, payload } })
      }
    },
  }
}
