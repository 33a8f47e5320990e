/**
 * Whether React is still hydrating the prerendered page the visitor arrived on. True from the
 * start when the document came with prerendered markup; false once the page's content has
 * hydrated (`markPageHydrated`, called by the layout), and in every later render.
 */
let hydratingPrerenderedPage = typeof document !== 'undefined' && document.getElementById('root')?.hasChildNodes() === true

export function isHydratingPrerenderedPage(): boolean {
  return hydratingPrerenderedPage
}

export function markPageHydrated(): void {
  hydratingPrerenderedPage = false
}
