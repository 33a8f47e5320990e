/**
 * The allow-list of the data API's functions the API roles may execute (function-grants.test.ts
 * compares the catalogue with it): every function in schema public that anon, authenticated or
 * PUBLIC can call, whether it runs as its owner (security definer), and why that role may call
 * it. A new function must be added here on purpose. service_role is left out: it calls anything.
 */
type FunctionGrant = {
  grantee: 'anon' | 'authenticated' | 'PUBLIC'
  /** As the catalogue spells it (regprocedure): name and argument types. */
  fn: string
  securityDefiner: boolean
  why: string
}

export const functionGrantsAllowed: FunctionGrant[] = [
  {
    grantee: 'anon',
    fn: 'directory_list_page(text,text,jsonb,jsonb,double precision,double precision,double precision,integer,integer)',
    securityDefiner: false,
    why: "A directory's list page, one page at a time: search, filters and distance in the database. Runs as the caller, so the entries' policies decide what it reads.",
  },
  {
    grantee: 'authenticated',
    fn: 'directory_list_page(text,text,jsonb,jsonb,double precision,double precision,double precision,integer,integer)',
    securityDefiner: false,
    why: 'The same list page, for a member whose browser sends their session.',
  },
  {
    grantee: 'anon',
    fn: 'events_calendar(text,text)',
    securityDefiner: false,
    why: 'The subscribable calendar of approved events: a calendar app subscribes signed out. Runs as the caller, so the events policies decide what it reads.',
  },
  {
    grantee: 'authenticated',
    fn: 'events_calendar(text,text)',
    securityDefiner: false,
    why: 'The same calendar, for a member whose browser sends their session.',
  },
  {
    grantee: 'authenticated',
    fn: 'delete_own_account(text)',
    securityDefiner: true,
    why: "The account page's UK GDPR self-service deletion: only the caller's own account, after they confirm with their own e-mail address; members have no right on auth.users.",
  },
  {
    grantee: 'authenticated',
    fn: 'own_events()',
    securityDefiner: true,
    why: "The account page's list and data export of the member's own proposals: only rows the caller proposed, without who decided; nobody holds a grant on events.submitted_by to find them by.",
  },
  {
    grantee: 'authenticated',
    fn: 'own_classifieds()',
    securityDefiner: true,
    why: "The account page's list and data export of the member's own classifieds: only rows the caller posted, without who decided; nobody holds a grant on classifieds.posted_by to find them by.",
  },
  {
    grantee: 'authenticated',
    fn: 'mark_notices_read()',
    securityDefiner: true,
    why: "The account page marks the member's notices read: only the caller's own unread notices, to the database's time; members hold no update grant on notices.",
  },
  {
    grantee: 'authenticated',
    fn: 'renew_classified(uuid)',
    securityDefiner: true,
    why: "A poster keeps their own approved classified public 30 more days; posters hold no grant on expires_at.",
  },
  {
    grantee: 'authenticated',
    fn: 'set_notification_preferences(boolean,boolean,boolean,boolean,boolean,boolean,boolean,boolean,text)',
    securityDefiner: true,
    why: "The account page's notification preferences: writes only the caller's own row, all settings of both channels at once, and the caller's own profile's digest consent (which its trigger records); refuses a signed-out caller; members hold no write grant on the table.",
  },
  {
    grantee: 'authenticated',
    fn: 'email_problems()',
    securityDefiner: true,
    why: "The dashboard's list of e-mails that failed or are being tried again, with the error; refuses anyone but an administrator, and shows no message's content (the outbox has no policy).",
  },
  {
    grantee: 'authenticated',
    fn: 'unread_notices()',
    securityDefiner: false,
    why: "The header's count of the member's unread notices; runs as the caller, so the notices policy keeps it to their own rows.",
  },
  {
    grantee: 'authenticated',
    fn: 'record_membership_payment(uuid,integer,text,date,text,text)',
    securityDefiner: true,
    why: "A community's managers and administrators record dues received (members hold no grant on membership_payments, paid_until or the status it approves); refuses anyone else with PT403, a rejected membership, a future date and a bad amount; the service role (a provider's webhook) records card payments once per provider payment id.",
  },
  {
    grantee: 'authenticated',
    fn: 'community_dues(text)',
    securityDefiner: true,
    why: "The dues page of a community: its paying members' names, status, reference and term, which its managers cannot read in profiles; refuses anyone but the community's managers and administrators with PT403.",
  },
  {
    grantee: 'authenticated',
    fn: 'apply_entry_correction(uuid)',
    securityDefiner: false,
    why: 'An administrator applies a correction in one action; runs as the caller and refuses anyone but an administrator, and the policies decide the entry update.',
  },
  {
    grantee: 'anon',
    fn: 'content_revision()',
    securityDefiner: true,
    why: "Every page's freshness check and the site's server, signed out: the change log's newest id, after marking published the scheduled articles whose time has passed (visitors hold no right on articles); it publishes nothing an administrator did not schedule.",
  },
  {
    grantee: 'authenticated',
    fn: 'content_revision()',
    securityDefiner: true,
    why: 'The same freshness check for a signed-in member; it publishes only scheduled articles whose time has passed.',
  },
  {
    grantee: 'authenticated',
    fn: 'moderate_content(text,uuid,text,text)',
    securityDefiner: true,
    why: 'An administrator hides, removes or restores a reported item with a reason, closes its reports, logs it and tells its author; refuses anyone but an active administrator with PT403 (nobody else holds the grants it writes with).',
  },
  {
    grantee: 'authenticated',
    fn: 'dismiss_reports(text,uuid,text)',
    securityDefiner: true,
    why: "An administrator closes an item's open reports without acting, with a reason, and logs it; refuses anyone but an active administrator with PT403.",
  },
  {
    grantee: 'authenticated',
    fn: 'suspend_member(uuid,timestamp with time zone,text)',
    securityDefiner: true,
    why: 'An administrator suspends a member (not themselves, not an active administrator) until a time at most a year ahead, with a reason; logs it and tells the member; refuses anyone but an active administrator with PT403.',
  },
  {
    grantee: 'authenticated',
    fn: 'appeal_moderation(uuid,text)',
    securityDefiner: true,
    why: 'The author of moderated content (or a suspended member) appeals an action about them, once; refuses an action about anyone else; members hold no write grant on moderation_actions.',
  },
  {
    grantee: 'authenticated',
    fn: 'decide_appeal(uuid,boolean,text)',
    securityDefiner: true,
    why: "An administrator upholds or reverses an appeal (a reversal restores the content or ends the suspension) and the author is told; refuses anyone but an active administrator, and the administrator who acted while another is active, with PT403.",
  },
  {
    grantee: 'authenticated',
    fn: 'moderation_overview()',
    securityDefiner: true,
    why: "The dashboard's oldest open report and open reports by reason, which only administrators read; refuses anyone else with PT403.",
  },
]

/** `anon events_calendar(text,text)`, `authenticated delete_own_account(text) security definer`, …, sorted. */
export function functionGrantLines(grants: Array<Pick<FunctionGrant, 'grantee' | 'fn' | 'securityDefiner'>>): string[] {
  return grants.map(({ grantee, fn, securityDefiner }) => `${grantee} ${fn}${securityDefiner ? ' security definer' : ''}`).sort()
}
