import { m } from '@/paraglide/messages'

/**
 * The news editor's toasts, states and refusals, in the page's language (each read when shown).
 * The administrators' lists and moderation are only in Lithuanian, as their pages are.
 */
export const articleMessages = {
  loadFailed: 'Nepavyko įkelti straipsnių',
  get loadOneFailed() {
    return m.news_editor_load_one_failed()
  },
  get gone() {
    return m.news_editor_gone()
  },
  empty: 'Straipsnių dar nėra: parašykite pirmąjį.',
  emptyFiltered: 'Tokios būsenos straipsnių nėra',
  get saveFailed() {
    return m.news_editor_save_failed()
  },
  get notSaved() {
    return m.news_editor_not_saved()
  },
  get deleteFailed() {
    return m.news_editor_delete_failed()
  },
  get entryRequired() {
    return m.news_editor_entry_required()
  },
  get managerNote() {
    return m.news_editor_manager_note()
  },
  submitted: (title: string) => m.news_editor_submitted({ title }),
  get readOnly() {
    return m.news_editor_read_only()
  },
  savedDraft: (title: string) => m.news_editor_saved_draft({ title }),
  saved: (title: string) => m.news_editor_saved({ title }),
  published: (title: string) => m.news_editor_published({ title }),
  scheduled: (title: string, when: string) => m.news_editor_scheduled({ title, when }),
  archived: (title: string) => m.news_editor_archived({ title }),
  deleted: (title: string) => m.news_editor_deleted({ title }),
  autosaved: (time: string) => m.news_editor_autosaved({ time }),
  get keptLocally() {
    return m.news_editor_kept_locally()
  },
  get autosaveFailed() {
    return m.news_editor_autosave_failed()
  },
  get restored() {
    return m.news_editor_restored()
  },
  get coverChecking() {
    return m.news_editor_cover_checking()
  },
  moderation: {
    loadFailed: 'Nepavyko įkelti laukiančių straipsnių',
    empty: 'Laukiančių patvirtinimo straipsnių nėra',
    approved: (title: string) => `Straipsnis „${title}“ patvirtintas ir paskelbtas: jis jau matomas puslapyje „Naujienos“.`,
    rejected: (title: string) => `Straipsnis „${title}“ atmestas. Priežastį autorius matys savo paskyroje.`,
    approveFailed: 'Nepavyko patvirtinti straipsnio. Bandykite dar kartą.',
    rejectFailed: 'Nepavyko atmesti straipsnio. Tai, ką įvedėte, liko formoje.',
    alreadyDecided: 'Dėl šio straipsnio jau nuspręsta: sąrašas atnaujintas.',
  },
} as const
