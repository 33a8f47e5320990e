/** Every URL of the portal. Links never spell a path by hand. */
export const paths = {
  home: '/',
  about: '/apie-mus',
  communities: {
    list: '/bendruomenes',
    detail: (slug: string) => `/bendruomene/${slug}`,
    /** The second community page (shared organisation list, local edit toggle). */
    alternate: (id: string) => `/community/${id}`,
  },
  collectives: { list: '/kolektyvai', detail: (slug: string) => `/kolektyvas/${slug}` },
  sports: { list: '/sportas', detail: (slug: string) => `/sportas/${slug}` },
  schools: { list: '/lituanistinis-mokymas', detail: (id: string) => `/mokykla/${id}` },
  studentSocieties: '/studentu-organizacijos',
  media: '/ziniasklaida',
  business: '/verslas',
  travel: '/keliones',
  events: '/renginiai',
  /** An approved event's own page, by its slug. */
  event: (slug: string) => `/renginiai/${slug}`,
  /** A signed-in member proposes an event; an administrator approves it before it is listed. */
  eventProposal: '/renginiai/pasiulyti',
  news: '/naujienos',
  /** A published article's own page, by its slug. */
  article: (slug: string) => `/naujienos/${slug}`,
  classifieds: '/skelbimai',
  /** A signed-in member posts a classified; an administrator approves it before it is listed. */
  classifiedNew: '/skelbimai/naujas',
  /** A public classified's own page, by its id. */
  classified: (id: string) => `/skelbimai/${id}`,
  essentialInfo: '/svarbi-informacija',
  essentialInfoAlias: '/informacija',
  chat: '/pokalbiai',
  accessibility: '/prieinamumas',
  privacy: '/privatumo-politika',
  terms: '/naudojimo-salygos',
  /** The layout-only page the benchmark compares every route with; not in the sitemap. */
  reference: '/palyginamasis-puslapis',
  account: '/paskyra',
  passwordReset: '/slaptazodzio-atkurimas',
  /** Where an e-mail's unsubscribe link leads: confirms turning that kind of message off. */
  emailUnsubscribe: '/laiskai/atsisakyti',
  admin: {
    dashboard: '/admin',
    dashboardAlias: '/admin/dashboard',
    /** The directory editor (its address from the time it edited the organisations list). */
    organizations: '/admin/organizations',
    /** The editor's former address: redirects to `organizations`, so old links still work. */
    organizationsAlias: '/admin/katalogas',
    contacts: '/admin/contacts',
    media: '/admin/media',
    memberships: '/admin/narystes',
    /** The one moderation queue: reports of anything people publish, appeals and the moderation log. */
    reports: '/admin/pranesimai',
    /** The former list of reported chat messages: redirects to `reports`, so old links still work. */
    chatReportsAlias: '/admin/pokalbiai',
    facts: '/admin/svarbi-informacija',
    /** What members proposed, waiting for a decision. */
    moderation: '/admin/moderavimas',
    /** The news editor: every article, written, scheduled and published here. */
    news: '/admin/naujienos',
    /** The coming approved events and their English translations. */
    events: '/admin/renginiai',
  },
  /** Feeds and calendars: files the site's server writes, not pages of the app. */
  feeds: {
    /** Atom feed of the approved events. */
    events: '/renginiai/atom.xml',
    /** Atom feed of the published articles. */
    news: '/naujienos/atom.xml',
    /** Every approved event, for calendar apps (webcal://). */
    calendar: '/kalendorius/renginiai.ics',
    /** One category's events ('kultura', 'svietimas'…: the category's slug). */
    categoryCalendar: (category: string) => `/kalendorius/${category}.ics`,
    /** The events a community organises, by the community's slug. */
    communityCalendar: (slug: string) => `/kalendorius/bendruomene/${slug}.ics`,
  },
} as const

/** Route patterns for the router (parameters named). */
export const routePatterns = {
  communityDetail: '/bendruomene/:slug',
  communitiesAlias: '/communities',
  communityAlias: '/community',
  communityAlternate: '/community/:id',
  collectiveDetail: '/kolektyvas/:slug',
  sportsDetail: '/sportas/:slug',
  schoolDetail: '/mokykla/:slug',
  eventDetail: '/renginiai/:slug',
  classifiedDetail: '/skelbimai/:id',
  articleDetail: '/naujienos/:slug',
} as const
