/**
 * The one toast helper. sonner and its <Toaster /> load on the first notice, so the first
 * page load carries neither; the host resolves `whenToasterReady` once it has mounted.
 */
type Variant = 'success' | 'error' | 'info'

type ToasterRequest = () => void
let requestToaster: ToasterRequest | null = null
let readyPromise: Promise<void> | null = null
let resolveReady: (() => void) | null = null

/** Called by the layout's toaster host: how to ask it to mount. */
export function registerToasterHost(request: ToasterRequest) {
  requestToaster = request
}

/** Called by the mounted toaster once sonner listens. */
export function markToasterReady() {
  resolveReady?.()
}

function whenToasterReady(): Promise<void> {
  if (!readyPromise) {
    readyPromise = new Promise((resolve) => {
      resolveReady = resolve
    })
    requestToaster?.()
  }
  return readyPromise
}

async function show(variant: Variant, title: string, description?: string) {
  const [{ toast }] = await Promise.all([import('sonner'), requestToaster ? whenToasterReady() : undefined])
  toast[variant](title, { description })
}

export const notify = {
  success: (title: string, description?: string) => show('success', title, description),
  error: (title: string, description?: string) => show('error', title, description),
  info: (title: string, description?: string) => show('info', title, description),
}
