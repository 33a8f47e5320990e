// The public routes every benchmark and check visits. Detail pages are discovered from the
// list pages' links, so the list never goes stale when sample data changes.
export const publicRoutes = [
  '/',
  '/apie-mus',
  '/bendruomenes',
  '/kolektyvai',
  '/sportas',
  '/lituanistinis-mokymas',
  '/studentu-organizacijos',
  '/ziniasklaida',
  '/verslas',
  '/keliones',
  '/renginiai',
  '/naujienos',
  '/skelbimai',
  '/svarbi-informacija',
  '/pokalbiai',
  '/prieinamumas',
  '/privatumo-politika',
]

/** List page → the link prefix of its detail pages. */
export const detailLinkPrefixes = {
  '/bendruomenes': '/bendruomene/',
  '/kolektyvai': '/kolektyvas/',
  '/sportas': '/sportas/',
  '/lituanistinis-mokymas': '/mokykla/',
}
