/**
 * The allow-list of table and column grants to the API roles (coverage.test.ts compares the
 * catalogue with it). Each entry is what a policy or an app call needs; a new grant must be
 * added here on purpose. service_role is left out: it bypasses RLS and holds every grant.
 */
type Grant = [grantee: 'anon' | 'authenticated', privilege: 'SELECT' | 'INSERT' | 'UPDATE' | 'DELETE', table: string, columns?: string[]]

const benefitFields = ['community_id', 'membership_type', 'benefit_name', 'benefit_description', 'sort_order']
const logoFields = ['community_id', 'logo_url', 'alt_text']
const enquiryFields = ['name', 'email', 'phone', 'message']
const eventProposalFields = ['title', 'description', 'category', 'starts_at', 'ends_at', 'all_day', 'venue', 'town', 'region', 'organiser_entry_id', 'organiser_name', 'link', 'registration_email', 'price', 'expected_attendees', 'image_path']
const classifiedFields = ['title', 'body', 'category', 'price', 'town', 'contact']
const articleFields = ['slug', 'title', 'lead', 'body', 'category', 'cover_path', 'cover_alt', 'entry_id', 'status', 'publish_at']
const articlePublicColumns = ['id', 'slug', 'title', 'lead', 'body', 'category', 'cover_path', 'cover_alt', 'author_name', 'entry_id', 'status', 'publish_at', 'created_at', 'updated_at']
/** What the public pages show of an event or a classified: never which account proposed, posted or decided it. */
const eventPublicColumns = ['id', 'slug', 'title', 'description', 'category', 'starts_at', 'ends_at', 'all_day', 'venue', 'town', 'region', 'organiser_entry_id', 'organiser_name', 'link', 'registration_email', 'price', 'expected_attendees', 'image_path', 'featured', 'status', 'rejection_reason', 'created_at', 'updated_at', 'decided_at', 'postcode', 'latitude', 'longitude', 'location_precision']
const classifiedPublicColumns = ['id', 'title', 'body', 'category', 'price', 'town', 'contact', 'contact_email', 'author_name', 'status', 'rejection_reason', 'hidden_at', 'expires_at', 'created_at', 'updated_at', 'decided_at']
/** A visitor's columns of a public table: all but the account that edited, created or uploaded the row. */
const entryVisitorColumns = ['id', 'directory', 'slug', 'status', 'sort_order', 'name', 'summary', 'description', 'town', 'region', 'address', 'leader_name', 'leader_title', 'email', 'phone', 'website', 'founded', 'details', 'last_verified_at', 'created_at', 'updated_at', 'logo_path', 'postcode', 'latitude', 'longitude', 'location_precision']
const factVisitorColumns = ['id', 'key', 'kind', 'label', 'value', 'applies_from', 'source_url', 'checked_on', 'sort_order', 'updated_at']
const mediaVisitorColumns = ['id', 'filename', 'original_name', 'file_path', 'file_size', 'mime_type', 'alt_text', 'description', 'is_active', 'created_at', 'updated_at']
const roomVisitorColumns = ['id', 'slug', 'kind', 'name', 'description', 'topic_category', 'community_id', 'sort_order', 'created_at', 'hidden_at']
const translationVisitorColumns = (item: string, words: string[]) => ['id', item, 'locale', ...words, 'status', 'outdated', 'updated_at', 'created_at']
const entryFields = ['directory', 'slug', 'status', 'sort_order', 'name', 'summary', 'description', 'town', 'region', 'address', 'leader_name', 'leader_title', 'email', 'phone', 'website', 'founded', 'details', 'last_verified_at', 'logo_path', 'postcode', 'latitude', 'longitude']

/** The words a translation carries, and its status. */
const entryTranslationFields = ['name', 'summary', 'description', 'status']
const eventTranslationFields = ['title', 'description', 'status']
const articleTranslationFields = ['title', 'lead', 'body', 'cover_alt', 'status']
const factTranslationFields = ['label', 'value', 'status']
const reportFields = ['target_kind', 'target_id', 'reason', 'note', 'reporter_email']

export const grantsAllowed: Grant[] = [
  // Public reads; an enquiry from the About page.
  ['anon', 'SELECT', 'community_benefits'],
  ['anon', 'SELECT', 'community_logos'],
  ['anon', 'SELECT', 'communities'],
  ['anon', 'SELECT', 'directory_entries', entryVisitorColumns],
  ['anon', 'SELECT', 'media', mediaVisitorColumns],
  ['anon', 'INSERT', 'contacts', enquiryFields],
  // A signed-out visitor reports what is public, giving an address (the policy insists on it).
  ['anon', 'INSERT', 'content_reports', reportFields],
  // The chat's room list and its counts (no message: those are for signed-in members).
  ['anon', 'SELECT', 'chat_rooms', roomVisitorColumns],
  ['anon', 'SELECT', 'chat_room_stats'],
  // The essential-information page's figures.
  ['anon', 'SELECT', 'essential_facts', factVisitorColumns],
  // Approved events (the policy shows no other row to anon), without who proposed or decided them.
  ['anon', 'SELECT', 'events', eventPublicColumns],
  // What the public pages read of approved events (the view keeps to approved rows).
  ['anon', 'SELECT', 'event_listings'],
  // How many published entries each directory has (the view counts published rows only).
  ['anon', 'SELECT', 'directory_counts'],
  // Public classifieds (approved, not expired, not hidden), without who posted or decided them.
  ['anon', 'SELECT', 'classifieds', classifiedPublicColumns],
  // Public articles (the policy shows no other row to anon), without the accounts that wrote or
  // decided them; the view the public pages read.
  ['anon', 'SELECT', 'articles', articlePublicColumns],
  ['anon', 'SELECT', 'published_articles'],
  // The public content's change log (the site's server and a page's freshness check read it).
  ['anon', 'SELECT', 'content_changes'],
  ['authenticated', 'SELECT', 'content_changes'],
  // Withdrawn public events, which the calendars list as cancelled.
  ['anon', 'SELECT', 'event_withdrawals'],
  ['authenticated', 'SELECT', 'event_withdrawals'],
  // The postcode districts' centres ("near me"); the database alone writes them.
  ['anon', 'SELECT', 'postcode_districts'],
  ['authenticated', 'SELECT', 'postcode_districts'],

  ['authenticated', 'SELECT', 'profiles'],
  // The profile form and the join form (updated_at is sent by the app, then stamped by a trigger);
  // the language of e-mail, chosen in the account page's notification settings.
  ['authenticated', 'UPDATE', 'profiles', ['first_name', 'last_name', 'username', 'phone', 'city', 'region', 'children_count', 'newsletter_consent', 'privacy_policy_accepted', 'privacy_policy_version', 'updated_at', 'locale']],

  ['authenticated', 'SELECT', 'community_memberships'],
  ['authenticated', 'INSERT', 'community_memberships', ['user_id', 'community_id', 'community_name', 'reason', 'status', 'membership_type']],
  // The observer upsert sets every payload column, the conflict columns too (as PostgREST does);
  // the admin decision sends decided_by/decided_at, which the trigger overwrites.
  ['authenticated', 'UPDATE', 'community_memberships', ['user_id', 'community_id', 'community_name', 'reason', 'status', 'membership_type', 'decided_by', 'decided_at', 'rejection_reason']],

  ['authenticated', 'SELECT', 'community_benefits'],
  ['authenticated', 'INSERT', 'community_benefits', benefitFields],
  ['authenticated', 'UPDATE', 'community_benefits', benefitFields],
  ['authenticated', 'DELETE', 'community_benefits'],

  ['authenticated', 'SELECT', 'community_logos'],
  ['authenticated', 'INSERT', 'community_logos', logoFields],
  ['authenticated', 'UPDATE', 'community_logos', logoFields],
  ['authenticated', 'DELETE', 'community_logos'],

  ['authenticated', 'SELECT', 'communities'],
  ['authenticated', 'INSERT', 'communities', ['id', 'name']],
  ['authenticated', 'UPDATE', 'communities', ['id', 'name']],
  ['authenticated', 'DELETE', 'communities'],

  // The directory editor; who changed an entry and when is stamped by a trigger, and so is the
  // point a postcode gives (an editor may give an exact one).
  ['authenticated', 'SELECT', 'directory_entries'],
  ['authenticated', 'INSERT', 'directory_entries', entryFields],
  ['authenticated', 'UPDATE', 'directory_entries', entryFields],

  ['authenticated', 'SELECT', 'contacts'],
  ['authenticated', 'INSERT', 'contacts', enquiryFields],
  ['authenticated', 'UPDATE', 'contacts', ['status', 'updated_at']],

  ['authenticated', 'SELECT', 'media'],
  ['authenticated', 'INSERT', 'media', ['filename', 'original_name', 'file_path', 'file_size', 'mime_type']],
  ['authenticated', 'UPDATE', 'media', ['alt_text', 'description', 'is_active']],

  ['authenticated', 'SELECT', 'admin_users'],

  // Chat: members start topics, administrators add and change rooms; starters and times are
  // stamped by triggers.
  ['authenticated', 'SELECT', 'chat_rooms'],
  ['authenticated', 'INSERT', 'chat_rooms', ['slug', 'kind', 'name', 'description', 'topic_category', 'community_id', 'sort_order']],
  ['authenticated', 'UPDATE', 'chat_rooms', ['slug', 'name', 'description', 'topic_category', 'sort_order', 'hidden_at']],
  ['authenticated', 'SELECT', 'chat_room_stats'],
  // A message is a room and a body; authors edit and delete, administrators hide (the trigger
  // says who may change which column).
  ['authenticated', 'SELECT', 'chat_messages'],
  ['authenticated', 'INSERT', 'chat_messages', ['room_id', 'body']],
  ['authenticated', 'UPDATE', 'chat_messages', ['body', 'deleted_at', 'hidden_at']],
  ['authenticated', 'SELECT', 'chat_mutes'],
  ['authenticated', 'INSERT', 'chat_mutes', ['user_id', 'until', 'reason']],
  ['authenticated', 'UPDATE', 'chat_mutes', ['until', 'reason']],
  // An administrator updates a figure, its date and source, and marks it checked.
  ['authenticated', 'SELECT', 'essential_facts'],
  ['authenticated', 'UPDATE', 'essential_facts', ['label', 'value', 'applies_from', 'source_url', 'checked_on']],
  // A member proposes an event (what they decide, its postcode among it; status, author, stamps
  // and the point the postcode gives are the database's); an administrator decides it, edits it,
  // gives its exact point or removes it.
  // Every member reads every approved event: who proposed it stays out (own_events() reads the member's own).
  ['authenticated', 'SELECT', 'events', eventPublicColumns],
  ['authenticated', 'SELECT', 'event_listings'],
  ['authenticated', 'SELECT', 'directory_counts'],
  ['authenticated', 'INSERT', 'events', [...eventProposalFields, 'postcode']],
  ['authenticated', 'UPDATE', 'events', [...eventProposalFields, 'postcode', 'latitude', 'longitude', 'featured', 'status', 'rejection_reason']],
  ['authenticated', 'DELETE', 'events'],
  // A member posts a classified, edits or closes their own; an administrator decides, hides or removes it.
  // The same for classifieds (own_classifieds() reads the member's own).
  ['authenticated', 'SELECT', 'classifieds', classifiedPublicColumns],
  ['authenticated', 'INSERT', 'classifieds', classifiedFields],
  ['authenticated', 'UPDATE', 'classifieds', [...classifiedFields, 'status', 'rejection_reason', 'hidden_at']],
  ['authenticated', 'DELETE', 'classifieds'],
  // Administrators write, schedule, publish, archive and reject articles; an entry's managers
  // write drafts about it and send them for approval (the triggers keep them to that).
  ['authenticated', 'SELECT', 'articles'],
  ['authenticated', 'SELECT', 'published_articles'],
  ['authenticated', 'INSERT', 'articles', articleFields],
  ['authenticated', 'UPDATE', 'articles', [...articleFields, 'rejection_reason']],
  ['authenticated', 'DELETE', 'articles'],
  // Reports on classifieds (administrators resolve them) and replies through the portal.
  // One queue of reports of anything published: members and signed-out visitors report (a
  // visitor with an address); administrators decide through the moderation functions. A member
  // reads the actions about them without who decided or the state kept to restore; the log is
  // the administrators' (its policy).
  ['authenticated', 'SELECT', 'content_reports'],
  ['authenticated', 'INSERT', 'content_reports', reportFields],
  ['authenticated', 'SELECT', 'moderation_actions', ['id', 'target_kind', 'target_id', 'action', 'reason', 'author_id', 'title', 'suspended_until', 'created_at', 'appeal_text', 'appealed_at', 'appeal_status', 'appeal_decided_at', 'appeal_reason']],
  ['authenticated', 'SELECT', 'moderation_log'],
  ['authenticated', 'SELECT', 'classified_replies'],
  ['authenticated', 'INSERT', 'classified_replies', ['classified_id', 'body']],
  // Corrections and claims on directory entries; administrators decide them, read the audit
  // trail and remove managers (an approved claim adds one, through a trigger).
  ['authenticated', 'SELECT', 'entry_corrections'],
  ['authenticated', 'INSERT', 'entry_corrections', ['entry_id', 'changes', 'note']],
  ['authenticated', 'UPDATE', 'entry_corrections', ['status', 'rejection_reason']],
  ['authenticated', 'SELECT', 'entry_claims'],
  ['authenticated', 'INSERT', 'entry_claims', ['entry_id', 'role', 'verification']],
  ['authenticated', 'UPDATE', 'entry_claims', ['status', 'rejection_reason']],
  ['authenticated', 'SELECT', 'entry_managers'],
  // A member's own notification preferences, shown in /paskyra (written through set_notification_preferences()).
  ['authenticated', 'SELECT', 'notification_preferences'],
  ['authenticated', 'DELETE', 'entry_managers'],
  ['authenticated', 'SELECT', 'directory_entry_changes'],
  // What the clock's jobs failed to write, on the dashboard: administrators alone (the policy); run_due_jobs() writes it.
  ['authenticated', 'SELECT', 'due_job_failures'],
  // Pages the build or the site's server failed to render, on the dashboard: administrators alone (the policy); the service key writes it.
  ['authenticated', 'SELECT', 'page_render_failures'],
  // A member's own notices, listed in /paskyra and counted in the header; triggers write them and
  // mark_notices_read() marks them read.
  ['authenticated', 'SELECT', 'notices'],
  // A member's own record of the weekly digest's consent (the profile's trigger writes it).
  ['authenticated', 'SELECT', 'consent_records'],
  // A community's bank account for dues: its managers and administrators set, change and remove
  // it (the stamp is the trigger's); members who asked for the member plan read it.
  ['authenticated', 'SELECT', 'community_payment_details'],
  ['authenticated', 'INSERT', 'community_payment_details', ['community_id', 'account_name', 'sort_code', 'account_number']],
  ['authenticated', 'UPDATE', 'community_payment_details', ['community_id', 'account_name', 'sort_code', 'account_number']],
  ['authenticated', 'DELETE', 'community_payment_details'],
  // Dues received: the member's own, their community's for its managers, all for administrators
  // (written only through record_membership_payment()).
  ['authenticated', 'SELECT', 'membership_payments'],
  // English translations beside the originals: visitors read the published ones of what they may
  // read; administrators translate everything, an entry's managers their entries (who saved a
  // translation and when is stamped by a trigger, which also clears `outdated`).
  ['anon', 'SELECT', 'entry_translations', translationVisitorColumns('entry_id', ['name', 'summary', 'description'])],
  ['anon', 'SELECT', 'event_translations', translationVisitorColumns('event_id', ['title', 'description'])],
  ['anon', 'SELECT', 'article_translations', translationVisitorColumns('article_id', ['title', 'lead', 'body', 'cover_alt'])],
  ['anon', 'SELECT', 'fact_translations', translationVisitorColumns('fact_key', ['label', 'value'])],
  ['authenticated', 'SELECT', 'entry_translations'],
  ['authenticated', 'INSERT', 'entry_translations', ['entry_id', 'locale', ...entryTranslationFields]],
  ['authenticated', 'UPDATE', 'entry_translations', [...entryTranslationFields, 'outdated']],
  ['authenticated', 'DELETE', 'entry_translations'],
  ['authenticated', 'SELECT', 'event_translations'],
  ['authenticated', 'INSERT', 'event_translations', ['event_id', 'locale', ...eventTranslationFields]],
  ['authenticated', 'UPDATE', 'event_translations', [...eventTranslationFields, 'outdated']],
  ['authenticated', 'DELETE', 'event_translations'],
  ['authenticated', 'SELECT', 'article_translations'],
  ['authenticated', 'INSERT', 'article_translations', ['article_id', 'locale', ...articleTranslationFields]],
  ['authenticated', 'UPDATE', 'article_translations', [...articleTranslationFields, 'outdated']],
  ['authenticated', 'DELETE', 'article_translations'],
  ['authenticated', 'SELECT', 'fact_translations'],
  ['authenticated', 'INSERT', 'fact_translations', ['fact_key', 'locale', ...factTranslationFields]],
  ['authenticated', 'UPDATE', 'fact_translations', [...factTranslationFields, 'outdated']],
  ['authenticated', 'DELETE', 'fact_translations'],
]

/** `anon SELECT media`, `authenticated UPDATE media.alt_text`, …, sorted. */
export function grantLines(grants: Grant[]): string[] {
  return grants
    .flatMap(([grantee, privilege, table, columns]) =>
      columns ? columns.map((column) => `${grantee} ${privilege} ${table}.${column}`) : [`${grantee} ${privilege} ${table}`],
    )
    .sort()
}
