// An error that already knows its HTTP answer; anything else becomes a generic 500 without
// a stack trace.
export class HttpError extends Error {
  /**
   * @param {number} status
   * @param {Record<string, unknown>} body
   * @param {Record<string, string>} [headers]
   */
  constructor(status, body, headers = {}) {
    super(String(body.message ?? body.msg ?? status))
    this.status = status
    this.body = body
    this.headers = headers
  }
}
