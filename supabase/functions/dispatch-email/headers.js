// @ts-check
// What goes into a message's header lines (the recipient, the subject, the sender's name, the
// unsubscribe address …) carries no control character, whatever the transport or provider does
// with it: a title or a community's name someone wrote with a line break in it would otherwise
// start a header line of their own ('Bcc: …'). The text and HTML parts keep their line breaks.
// Web APIs only.

/** C0 controls, DEL, C1 controls and Unicode's line and paragraph separators, in runs. */
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g

/**
 * A header value without control characters: each run of them becomes one space, and the ends
 * are trimmed.
 * @param {string} value
 */
export const headerText = (value) => value.replace(CONTROL, ' ').trim()

/**
 * A header's name: printable ASCII without a colon (RFC 5322's field name), nothing else.
 * @param {string} name
 */
const headerName = (name) => name.replace(/[^\u0021-\u0039\u003b-\u007e]/g, '')

/**
 * The message as the dispatcher hands it to a transport: every header value made safe, the body
 * untouched.
 * @template {{ to: string, subject: string, headers: Record<string, string>, idempotencyKey: string }} T
 * @param {T} email @returns {T}
 */
export function safeHeaders(email) {
  return {
    ...email,
    to: headerText(email.to),
    subject: headerText(email.subject),
    headers: Object.fromEntries(Object.entries(email.headers).map(([name, value]) => [headerName(name), headerText(value)])),
    idempotencyKey: headerText(email.idempotencyKey),
  }
}
