-- The portal tells a member what it mails them (docs/decisions/023-notices-digest-and-dues.md):
-- the transaction that writes an e-mail into the outbox also writes an in-portal notice, each
-- on the channels the member chose for its kind. Membership and payment messages are essential:
-- both channels, always, whatever a pause says. The weekly digest of a member's communities is
-- off until they opt in; every opt-in and opt-out is kept with the wording they were shown.

-- One row of choices per member, for both channels now.
alter table public.email_preferences rename to notification_preferences;
alter policy "Members read their own e-mail preferences" on public.notification_preferences
  rename to "Members read their own notification preferences";
alter table public.notification_preferences
  add column portal_decisions boolean not null default true,
  add column portal_classified_replies boolean not null default true,
  add column portal_classified_expiry boolean not null default true;
comment on table public.notification_preferences is
  'What a member wants to hear about, by kind and channel (the e-mail columns carry no prefix). No row: every kind on. Written only through set_notification_preferences() and unsubscribe_email().';

-- What a member reads in the portal (/paskyra, and the count in the header).
create table public.notices (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  kind text not null check (char_length(kind) between 1 and 40),
  -- What the words need (the same payload as the e-mail's), copied when it was written.
  payload jsonb not null default '{}'::jsonb,
  dedupe_key text not null unique check (char_length(dedupe_key) <= 300),
  -- Notices with the same key gather into one until it is read (payload.count).
  gather_key text check (char_length(gather_key) <= 300),
  created_at timestamptz not null default now(),
  read_at timestamptz
);

create index notices_user_idx on public.notices (user_id, created_at desc);
create index notices_created_idx on public.notices (created_at);
create unique index notices_gathering_idx on public.notices (gather_key) where read_at is null;

alter table public.notices enable row level security;

-- Written by the triggers that write the e-mail, marked read through mark_notices_read().
revoke all on public.notices from anon, authenticated;
grant select on public.notices to authenticated;
grant all on public.notices to service_role;

create policy "Members read their own notices"
  on public.notices for select to authenticated
  using (user_id = (select auth.uid()));

-- How many notices the caller has not read (the header's count).
create function public.unread_notices()
returns integer
language sql
stable
set search_path = ''
as $$
  select count(*)::integer from public.notices n where n.user_id = (select auth.uid()) and n.read_at is null;
$$;
revoke all on function public.unread_notices() from public, anon;
grant execute on function public.unread_notices() to authenticated, service_role;

-- The caller has read their notices (the account page lists them). The time is the database's.
create function public.mark_notices_read()
returns void
language sql
security definer
set search_path = ''
as $$
  update public.notices set read_at = now() where user_id = (select auth.uid()) and read_at is null;
$$;
revoke all on function public.mark_notices_read() from public, anon;
grant execute on function public.mark_notices_read() to authenticated, service_role;

-- The notices replace the count of unseen decisions.
drop function public.unread_decisions();
drop function public.mark_decisions_seen();
alter table public.profiles drop column decisions_seen_at;

-- Consent to the weekly digest: who, when, granted or withdrawn, the exact wording and its
-- version, and where it was given. Kept while the account exists; nobody edits it.
create table public.consent_records (
  id bigint generated always as identity primary key,
  user_id uuid not null references auth.users (id) on delete cascade,
  purpose text not null check (purpose in ('weekly_digest')),
  granted boolean not null,
  wording text not null check (char_length(wording) between 1 and 1000),
  wording_version text not null check (char_length(wording_version) between 1 and 40),
  -- 'account': the member in the portal (profile, join form, e-mail settings);
  -- 'unsubscribe_link': the link in a digest, without a session.
  source text not null check (source in ('account', 'unsubscribe_link')),
  created_at timestamptz not null default now()
);

create index consent_records_user_idx on public.consent_records (user_id, created_at desc);

alter table public.consent_records enable row level security;

revoke all on public.consent_records from anon, authenticated;
grant select on public.consent_records to authenticated;
grant all on public.consent_records to service_role;

create policy "Members read their own consent records"
  on public.consent_records for select to authenticated
  using (user_id = (select auth.uid()));

-- The words every form that offers the digest shows, and their version: the app shows
-- digestConsent from src/features/account/digest-consent.ts, which a backend test compares.
create function private.digest_consent()
returns table (wording text, version text)
language sql
immutable
set search_path = ''
as $$
  select 'Noriu kartą per savaitę gauti el. laišką su naujais renginiais ir naujienomis bendruomenių, kurių narys ar stebėtojas esu. Atsisakyti galiu bet kada.'::text,
         'digest-2026-11-26'::text;
$$;
revoke all on function private.digest_consent() from public, anon, authenticated;

-- The digest's switch is the profile's newsletter consent (the profile form, the join form and
-- the e-mail settings all set it); each change is recorded here, whoever made it.
create function private.record_digest_consent()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.consent_records (user_id, purpose, granted, wording, wording_version, source)
  select new.id, 'weekly_digest', new.newsletter_consent, c.wording, c.version,
         coalesce(nullif(current_setting('app.consent_source', true), ''), 'account')
  from private.digest_consent() c;
  return null;
end;
$$;
revoke all on function private.record_digest_consent() from public, anon, authenticated;

create trigger profiles_record_digest_consent
  after update of newsletter_consent on public.profiles
  for each row when (new.newsletter_consent is distinct from old.newsletter_consent)
  execute function private.record_digest_consent();

create trigger profiles_record_first_digest_consent
  after insert on public.profiles
  for each row when (new.newsletter_consent)
  execute function private.record_digest_consent();

-- Membership and payment messages are essential: nobody turns them off.
create function private.is_essential_message(message_kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select message_kind like 'membership\_%';
$$;
revoke all on function private.is_essential_message(text) from public, anon, authenticated;

-- The e-mail setting each kind answers to (what a one-click link turns off).
create or replace function private.email_setting(message_kind text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case message_kind
    when 'decision' then 'decisions'
    when 'classified_replies' then 'classified_replies'
    when 'classified_expiring' then 'classified_expiry'
    when 'classified_expired' then 'classified_expiry'
    when 'admin_queue' then 'admin_queue'
    when 'admin_digest' then 'admin_queue'
    when 'weekly_digest' then 'weekly_digest'
  end;
$$;

-- Whether `recipient` wants a message of `message_kind` by e-mail (no row: the defaults, every
-- kind on, queue mail instant, the digest as their profile says). Essential mail ignores a pause.
create or replace function private.wants_email(recipient uuid, message_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.is_essential_message(message_kind) then true
    when coalesce((select p.paused from public.notification_preferences p where p.user_id = recipient), false) then false
    when message_kind = 'weekly_digest' then coalesce((select pr.newsletter_consent from public.profiles pr where pr.id = recipient), false)
    else coalesce((
      select case
        when message_kind = 'admin_queue' then p.admin_queue = 'instant'
        when message_kind = 'admin_digest' then p.admin_queue = 'daily'
        else coalesce((to_jsonb(p) ->> private.email_setting(message_kind))::boolean, true)
      end
      from public.notification_preferences p
      where p.user_id = recipient
    ), message_kind <> 'admin_digest')
  end;
$$;

-- Whether `recipient` wants a notice of `message_kind` in the portal. Administrators' queue mail
-- and the digest have none (the admin area and the pages show what they would say).
create function private.wants_notice(recipient uuid, message_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when private.is_essential_message(message_kind) then true
    when message_kind not in ('decision', 'classified_replies', 'classified_expiring', 'classified_expired') then false
    else coalesce((
      select (to_jsonb(p) ->> ('portal_' || private.email_setting(message_kind)))::boolean
      from public.notification_preferences p
      where p.user_id = recipient
    ), true)
  end;
$$;
revoke all on function private.wants_notice(uuid, text) from public, anon, authenticated;

-- Tells `recipient` on each channel they want, once per `dedupe_key`; answers whether anything
-- was written.
create function private.notify(recipient uuid, message_kind text, message_payload jsonb, dedupe_key text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  noticed boolean := false;
begin
  if private.wants_notice(recipient, message_kind) then
    insert into public.notices (user_id, kind, payload, dedupe_key)
    values (recipient, message_kind, message_payload, left(dedupe_key, 300))
    on conflict on constraint notices_dedupe_key_key do nothing
    returning true into noticed;
  end if;
  return private.enqueue_email(recipient, message_kind, message_payload, dedupe_key) or coalesce(noticed, false);
end;
$$;
revoke all on function private.notify(uuid, text, jsonb, text) from public, anon, authenticated;

-- The gathered kind of notify(): one unread notice and one waiting e-mail per key, counting.
create function private.notify_gathered(recipient uuid, message_kind text, message_payload jsonb, gathering_key text, gather interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.wants_notice(recipient, message_kind) then
    insert into public.notices (user_id, kind, payload, dedupe_key, gather_key)
    values (recipient, message_kind, message_payload || '{"count": 1}'::jsonb, left(concat_ws(':', gathering_key, gen_random_uuid()), 300), gathering_key)
    on conflict (gather_key) where read_at is null
    do update set
      payload = jsonb_set(public.notices.payload, '{count}', to_jsonb(coalesce((public.notices.payload ->> 'count')::integer, 1) + 1)),
      created_at = now();
  end if;
  perform private.enqueue_gathered_email(recipient, message_kind, message_payload, gathering_key, gather);
end;
$$;
revoke all on function private.notify_gathered(uuid, text, jsonb, text, interval) from public, anon, authenticated;

-- A decision on what a member submitted: in the portal and by e-mail (see the e-mail migration
-- for the triggers that call this).
create or replace function private.mail_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  item text := tg_argv[0];
  decided jsonb := to_jsonb(new);
  recipient uuid := (decided ->> tg_argv[1])::uuid;
  outcome text := case when decided ->> 'status' = 'rejected' then 'rejected' else 'approved' end;
  title text;
begin
  if recipient is null or recipient is not distinct from (decided ->> 'decided_by')::uuid then
    return null;
  end if;
  title := case
    when item in ('event', 'classified', 'article') then decided ->> 'title'
    when item = 'membership' then decided ->> 'community_name'
    else (select d.name from public.directory_entries d where d.id = (decided ->> 'entry_id')::uuid)
  end;
  perform private.notify(
    recipient,
    'decision',
    jsonb_build_object(
      'item', item,
      'outcome', outcome,
      'title', coalesce(title, ''),
      'reason', case when outcome = 'rejected' then decided ->> 'rejection_reason' end,
      'slug', decided ->> 'slug'
    ),
    concat_ws(':', 'decision', item, decided ->> 'id', decided ->> 'status', coalesce(decided ->> 'decided_at', now()::text))
  );
  return null;
end;
$$;

create or replace function private.mail_classified_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  ad record;
begin
  select c.id, c.title, c.posted_by into ad from public.classifieds c where c.id = new.classified_id;
  if ad.posted_by is null or ad.posted_by = new.sender_id then
    return null;
  end if;
  perform private.notify_gathered(
    ad.posted_by,
    'classified_replies',
    jsonb_build_object('title', ad.title),
    'classified_replies:' || ad.id,
    interval '10 minutes'
  );
  return null;
end;
$$;

-- The caller's choices, all of them at once (no row yet: made now), and the digest's consent
-- (recorded by the profile's trigger when it changes). Answers the stored row.
drop function public.set_email_preferences(boolean, boolean, boolean, boolean, text);
create function public.set_notification_preferences(
  paused boolean,
  decisions boolean,
  classified_replies boolean,
  classified_expiry boolean,
  portal_decisions boolean,
  portal_classified_replies boolean,
  portal_classified_expiry boolean,
  weekly_digest boolean,
  admin_queue text default 'instant'
)
returns public.notification_preferences
language plpgsql
security definer
set search_path = ''
as $$
declare
  stored public.notification_preferences;
begin
  if (select auth.uid()) is null then
    raise exception 'Prisijunkite, kad galėtumėte keisti pranešimų nustatymus.' using errcode = '42501';
  end if;
  update public.profiles set newsletter_consent = weekly_digest
  where id = (select auth.uid()) and newsletter_consent is distinct from weekly_digest;
  insert into public.notification_preferences as p (user_id, paused, decisions, classified_replies, classified_expiry,
    portal_decisions, portal_classified_replies, portal_classified_expiry, admin_queue, updated_at)
  values ((select auth.uid()), paused, decisions, classified_replies, classified_expiry,
    portal_decisions, portal_classified_replies, portal_classified_expiry, admin_queue, now())
  on conflict (user_id) do update
    set paused = excluded.paused,
        decisions = excluded.decisions,
        classified_replies = excluded.classified_replies,
        classified_expiry = excluded.classified_expiry,
        portal_decisions = excluded.portal_decisions,
        portal_classified_replies = excluded.portal_classified_replies,
        portal_classified_expiry = excluded.portal_classified_expiry,
        admin_queue = excluded.admin_queue,
        updated_at = now()
  returning p.* into stored;
  return stored;
end;
$$;
revoke all on function public.set_notification_preferences(boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text) from public, anon, authenticated;
grant execute on function public.set_notification_preferences(boolean, boolean, boolean, boolean, boolean, boolean, boolean, boolean, text) to authenticated, service_role;

-- The one-click unsubscribe (RFC 8058) turns off the e-mail kind a signed link names; for the
-- digest that withdraws its consent, recorded as given through the link.
create or replace function public.unsubscribe_email(account uuid, message_kind text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  setting text := private.email_setting(message_kind);
begin
  if setting is null then
    raise exception 'Unknown kind of message: %', message_kind using errcode = '22023';
  end if;
  if not exists (select 1 from auth.users u where u.id = account) then
    return false;
  end if;
  if setting = 'weekly_digest' then
    perform set_config('app.consent_source', 'unsubscribe_link', true);
    update public.profiles set newsletter_consent = false where id = account and newsletter_consent;
    return true;
  end if;
  insert into public.notification_preferences (user_id) values (account) on conflict (user_id) do nothing;
  if setting = 'admin_queue' then
    update public.notification_preferences set admin_queue = 'off', updated_at = now() where user_id = account;
  else
    execute format('update public.notification_preferences set %I = false, updated_at = now() where user_id = $1', setting) using account;
  end if;
  return true;
end;
$$;

-- The weekly digest, from Monday 08:00 UK time, once per ISO week, to each member who opted in
-- and belongs to or observes a community that had anything new in the seven days before: its
-- approved events still to come and the articles published about it (at most ten of each).
-- Nothing new: no message. Answers how many were written.
create function private.write_weekly_digests(due_at timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  reader record;
  uk_time timestamp := due_at at time zone 'Europe/London';
  week_start timestamptz := due_at - interval '7 days';
  events jsonb;
  articles jsonb;
  written integer := 0;
begin
  if extract(isodow from uk_time) <> 1 or extract(hour from uk_time) < 8 then
    return 0;
  end if;
  for reader in
    select p.id, array_agg(m.community_id) as communities
    from public.profiles p
    join public.community_memberships m on m.user_id = p.id and m.status = 'approved'
    where p.newsletter_consent
      -- Written already this week: nothing to gather again on the day's later runs.
      and not exists (select 1 from private.email_outbox o where o.dedupe_key = concat_ws(':', 'weekly_digest', p.id, to_char(uk_time, 'IYYY-IW')))
    group by p.id
  loop
    select coalesce(jsonb_agg(jsonb_build_object('title', e.title, 'slug', e.slug, 'starts_at', e.starts_at) order by e.starts_at), '[]'::jsonb)
      into events
    from (
      select e.title, e.slug, e.starts_at
      from public.events e
      join public.directory_entries d on d.id = e.organiser_entry_id
      where e.status = 'approved' and d.directory = 'communities' and d.slug = any (reader.communities)
        and coalesce(e.decided_at, e.created_at) > week_start and coalesce(e.decided_at, e.created_at) <= due_at
        and e.starts_at > due_at
      order by e.starts_at
      limit 10
    ) e;
    select coalesce(jsonb_agg(jsonb_build_object('title', a.title, 'slug', a.slug, 'published_at', a.publish_at) order by a.publish_at desc), '[]'::jsonb)
      into articles
    from (
      select a.title, a.slug, a.publish_at
      from public.articles a
      join public.directory_entries d on d.id = a.entry_id
      where a.status in ('published', 'scheduled') and d.directory = 'communities' and d.slug = any (reader.communities)
        and a.publish_at > week_start and a.publish_at <= due_at
      order by a.publish_at desc
      limit 10
    ) a;
    if jsonb_array_length(events) + jsonb_array_length(articles) > 0
      and private.enqueue_email(reader.id, 'weekly_digest', jsonb_build_object('events', events, 'articles', articles, 'week_of', uk_time::date),
        concat_ws(':', 'weekly_digest', reader.id, to_char(uk_time, 'IYYY-IW'))) then
      written := written + 1;
    end if;
  end loop;
  return written;
end;
$$;
revoke all on function private.write_weekly_digests(timestamptz) from public, anon, authenticated;
