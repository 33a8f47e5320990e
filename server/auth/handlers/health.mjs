// GET /auth/v1/health: a fixed answer, as GoTrue's.

/** @type {import('../service.mjs').AuthHandler} */
export const health = async () => ({
  status: 200,
  body: { version: 'embedded', name: 'GoTrue', description: 'Embedded GoTrue-compatible auth' },
})
