/**
 * The expected access matrix, one cell per subject × operation × persona.
 *
 *   allowed  succeeds on every fixture row (select sees them all; insert creates its row)
 *   own      sees or changes only the persona's own rows (a bucket: writes only in their own folder)
 *   active   sees only active rows (media: is_active; directory entries: published; translations:
 *            published, of an original the persona may read)
 *   none     no error, zero rows seen or affected: how RLS refuses reads, updates and deletes
 *   refused  an error: 42501 for a missing grant or a failed WITH CHECK (Storage: AccessDenied)
 *
 * The fixtures of each subject include a row of every signed-in persona where rows have an
 * owner, so `own` is tested against others' rows in the same request.
 */
export type Outcome = 'allowed' | 'own' | 'active' | 'none' | 'refused'
export type PersonaName = 'anon' | 'userA' | 'userB' | 'admin' | 'inactiveAdmin'
export type Operation = 'select' | 'insert' | 'update' | 'delete'
export type Subject =
  | 'profiles'
  | 'community_memberships'
  | 'community_benefits'
  | 'community_logos'
  | 'communities'
  | 'directory_entries'
  | 'contacts'
  | 'chat_rooms'
  | 'chat_messages'
  | 'chat_mutes'
  | 'essential_facts'
  | 'content_changes'
  | 'event_withdrawals'
  | 'postcode_districts'
  | 'events'
  | 'classifieds'
  | 'articles'
  | 'content_reports'
  | 'moderation_actions'
  | 'moderation_log'
  | 'classified_replies'
  | 'entry_corrections'
  | 'entry_claims'
  | 'entry_managers'
  | 'notification_preferences'
  | 'notices'
  | 'consent_records'
  | 'community_payment_details'
  | 'membership_payments'
  | 'directory_entry_changes'
  | 'due_job_failures'
  | 'page_render_failures'
  | 'entry_translations'
  | 'event_translations'
  | 'article_translations'
  | 'fact_translations'
  | 'media'
  | 'admin_users'
  | 'admin-media bucket'
  | 'event-images bucket'
  | 'article-images bucket'

export const personaOrder: PersonaName[] = ['anon', 'userA', 'userB', 'admin', 'inactiveAdmin']

type Row = Record<PersonaName, Outcome>
const cells = (...outcomes: [Outcome, Outcome, Outcome, Outcome, Outcome]): Row =>
  Object.fromEntries(personaOrder.map((name, i) => [name, outcomes[i]])) as Row

export const matrix: Record<Subject, Record<Operation, Row>> = {
  //                              anon       user A     user B     admin      inactive admin
  profiles: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'own',     'own',     'own',     'own'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  community_memberships: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  community_benefits: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  community_logos: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  communities: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // Entries leave the directory by being archived: no role deletes them through the API.
  directory_entries: {
    select: cells(               'active',  'active',  'active',  'allowed', 'active'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  contacts: {
    select: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    insert: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Everyone sees rooms that are not hidden; members start topics, administrators change rooms.
  chat_rooms: {
    select: cells(               'active',  'active',  'active',  'allowed', 'active'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Messages of an open room. Authors edit their own words; an administrator editing the words
  // of others is refused (administrators hide, tested in chat.test.ts).
  chat_messages: {
    select: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'own',     'own',     'refused', 'own'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  chat_mutes: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // The page names its facts by key: administrators change them; nobody adds or removes one.
  essential_facts: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // The public content's change log: anyone reads it (it names only public rows); the database alone writes it.
  content_changes: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Withdrawn public events, for the calendars: anyone reads them; the database alone writes them.
  event_withdrawals: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // The postcode districts' centres: anyone reads them; only migrations write them.
  postcode_districts: {
    select: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // The fixtures are pending proposals, one per signed-in persona: approved events are public
  // (tests/backend/events.test.ts), a proposal is its author's and the administrators'.
  events: {
    select: cells(               'none',    'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // Pending posts, one per signed-in persona (public ones: tests/backend/classifieds.test.ts).
  classifieds: {
    select: cells(               'none',    'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // Drafts about an entry user A manages, one per signed-in persona (public articles, the
  // workflow and the refusals' words: tests/backend/articles.test.ts). Administrators write
  // anything; a manager writes about their entry; user B and the inactive administrator manage
  // nothing, so they may neither write nor edit even their own drafts, only read and remove them.
  articles: {
    select: cells(               'none',    'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'own',     'refused', 'allowed', 'refused'),
    delete: cells(               'refused', 'own',     'own',     'allowed', 'own'),
  },
  // One queue of reports: visitors (with an address) and members report; decisions go through
  // the moderation functions only, so nobody updates or deletes a report through the API.
  content_reports: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'allowed', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // A member reads the actions about them (to appeal); written through the functions only.
  moderation_actions: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  moderation_log: {
    select: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  classified_replies: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  entry_corrections: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  entry_claims: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'allowed', 'allowed', 'allowed', 'allowed'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Managers come from approved claims (a trigger), never from an insert through the API.
  entry_managers: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // Written through set_notification_preferences() and the signed unsubscribe link only.
  notification_preferences: {
    select: cells(               'refused', 'own',     'own',     'own',     'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Written by the triggers that write the e-mail, marked read through mark_notices_read(): each
  // member reads their own, administrators included (tests/backend/notices.test.ts).
  notices: {
    select: cells(               'refused', 'own',     'own',     'own',     'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // The digest's consent log: written by the profile's trigger alone, never edited nor removed
  // through the API (tests/backend/weekly-digest.test.ts).
  consent_records: {
    select: cells(               'refused', 'own',     'own',     'own',     'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Two communities' bank details: user A asked for the member plan in the first (reads it, may
  // not change it), user B manages the second (reads, changes and removes it). The new row names
  // a community nobody in the matrix manages (a manager's own: tests/backend/membership-dues.test.ts).
  community_payment_details: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'own',     'allowed', 'none'),
    delete: cells(               'refused', 'none',    'own',     'allowed', 'none'),
  },
  // Two payments: user A's own dues in one community, and the administrator's in another that
  // user B manages. Written only through record_membership_payment().
  membership_payments: {
    select: cells(               'refused', 'own',     'own',     'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Four translations, one per entry: user B manages two published entries, one translated as a
  // draft and one published; the others are a draft of an entry nobody manages and a published
  // translation of a draft entry. Visitors and members read the published translation of the
  // published entry only (as they read the entry), its manager reads and writes both of theirs,
  // administrators all. The new row translates another entry user B manages.
  entry_translations: {
    select: cells(               'active',  'active',  'own',     'allowed', 'active'),
    insert: cells(               'refused', 'refused', 'allowed', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'own',     'allowed', 'none'),
    delete: cells(               'refused', 'none',    'own',     'allowed', 'none'),
  },
  // A published and a draft translation of approved events, and a published one of a pending
  // event nobody in the matrix proposed (hidden with its event; a pending event's translation
  // shown once approved: tests/backend/translations.test.ts). Administrators alone translate.
  event_translations: {
    select: cells(               'active',  'active',  'active',  'allowed', 'active'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // A published and a draft translation of published articles, and a published one of a draft
  // article (hidden with it). Administrators alone translate.
  article_translations: {
    select: cells(               'active',  'active',  'active',  'allowed', 'active'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // A published and a draft translation of two facts: everyone reads the published one.
  fact_translations: {
    select: cells(               'active',  'active',  'active',  'allowed', 'active'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'none',    'none',    'allowed', 'none'),
  },
  // The audit trail is written by the database alone.
  directory_entry_changes: {
    select: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // What the clock's jobs failed to write: run_due_jobs() alone writes it, administrators read it
  // (tests/backend/weekly-digest.test.ts).
  due_job_failures: {
    select: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // Pages the build or the site's server failed to render: the service key alone writes it,
  // administrators read it on the dashboard (tests/backend/page-render-failures.test.ts).
  page_render_failures: {
    select: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  media: {
    select: cells(               'active',  'active',  'active',  'allowed', 'active'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'none',    'none',    'allowed', 'none'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  admin_users: {
    select: cells(               'refused', 'none',    'none',    'allowed', 'own'),
    insert: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
  },
  // select = download as the caller, insert = upload, update = replace (PUT), delete = remove.
  // Files are public by URL (tested apart); the object rows are the administrators' alone.
  'admin-media bucket': {
    select: cells(               'none',    'none',    'none',    'allowed', 'none'),
    insert: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    update: cells(               'refused', 'refused', 'refused', 'allowed', 'refused'),
    delete: cells(               'none',    'none',    'none',    'allowed', 'none'),
  },
  // Pictures of proposed events, each in its uploader's folder: public by URL (tested apart);
  // the rows, which listing reads, are the uploader's and the administrators'. Nobody replaces a
  // picture (a new one gets a new name); an insert cell of `own` also tries another's folder.
  'event-images bucket': {
    select: cells(               'none',    'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'own',     'own',     'own',     'own'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'none',    'own',     'own',     'allowed', 'own'),
  },
  // Pictures of articles, each in its uploader's folder: public by URL (tested apart); the rows
  // are the uploader's and the administrators'. Only administrators and entry managers upload
  // (no persona here manages an entry, so the members are refused; a manager's upload is in
  // articles.test.ts); nobody replaces a picture.
  'article-images bucket': {
    select: cells(               'none',    'own',     'own',     'allowed', 'own'),
    insert: cells(               'refused', 'refused', 'refused', 'own',     'refused'),
    update: cells(               'refused', 'refused', 'refused', 'refused', 'refused'),
    delete: cells(               'none',    'own',     'own',     'allowed', 'own'),
  },
}
