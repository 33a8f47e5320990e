import { describe, expect, it } from 'vitest'
import { mergeMessages, type ChatMessageRow } from './chat-message-row'

const row = (id: string, createdAt: string, extra: Partial<ChatMessageRow> = {}): ChatMessageRow => ({
  id,
  room_id: 'r',
  author_id: 'a',
  author_name: 'Ona T.',
  body: id,
  created_at: createdAt,
  edited_at: null,
  deleted_at: null,
  hidden_at: null,
  ...extra,
})

describe('mergeMessages', () => {
  it('adds new messages and replaces changed ones, oldest first, ties by id', () => {
    const current = [row('b', '2026-11-25T10:00:00+00:00'), row('c', '2026-11-25T10:01:00+00:00')]
    const merged = mergeMessages(current, [row('a', '2026-11-25T10:00:00+00:00'), row('c', '2026-11-25T10:01:00+00:00', { body: 'pataisyta' })], false)
    expect(merged.map((message) => message.id)).toEqual(['a', 'b', 'c'])
    expect(merged[2].body).toBe('pataisyta')
  })

  it('drops a hidden message for readers and keeps it, marked, for administrators', () => {
    const current = [row('a', '2026-11-25T10:00:00+00:00')]
    const hidden = row('a', '2026-11-25T10:00:00+00:00', { hidden_at: '2026-11-25T10:05:00+00:00', body: '' })
    expect(mergeMessages(current, [hidden], false)).toEqual([])
    expect(mergeMessages(current, [hidden], true)).toEqual([{ ...hidden, body: 'a' }])
  })
})
