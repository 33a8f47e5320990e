/** What a report or an action names, as the administrators' pages call it. */
const kindLabels: Record<string, string> = {
  event: 'Renginys',
  classified: 'Skelbimas',
  article: 'Straipsnis',
  chat_message: 'Pokalbių žinutė',
  entry_translation: 'Katalogo įrašo vertimas',
  event_translation: 'Renginio vertimas',
  article_translation: 'Straipsnio vertimas',
  fact_translation: 'Naudingos informacijos vertimas',
  entry_text: 'Katalogo įrašo aprašymas',
  member_name: 'Nario vardas',
  member: 'Nario paskyra',
}

/** A kind the database may add later still shows, as stored. */
export const kindLabel = (kind: string) => kindLabels[kind] ?? kind

/** The moderation log's events. */
const eventLabels: Record<string, string> = {
  hide: 'Paslėpta',
  remove: 'Pašalinta',
  restore: 'Grąžinta',
  suspend: 'Paskyra sustabdyta',
  dismiss: 'Pranešimai atmesti',
  appeal: 'Apskųsta',
  appeal_upheld: 'Skundas atmestas, sprendimas paliktas',
  appeal_reversed: 'Skundas patenkintas, sprendimas atšauktas',
}

export const eventLabel = (event: string) => eventLabels[event] ?? event
