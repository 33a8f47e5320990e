-- Members and administrators hear back by e-mail (docs/decisions/022-email-outbox.md). The
-- transaction that records a decision, a reply or an arrival in a moderation queue also writes
-- the e-mail to send into an outbox, if its recipient wants that kind; time-driven messages
-- (a classified expiring, the administrators' daily digest) come from run_due_jobs(due_at),
-- which takes the time as an argument and writes each message once however often it runs. One
-- dispatcher (the dispatch-email function) calls it, claims due messages, sends them and settles
-- each one: sent, tried again later with back-off, or failed with its error. Nobody reads or
-- writes the outbox through the data API: it lives in the private schema, and only the service
-- role may claim and settle. A member chooses which kinds they get (public.email_preferences);
-- the one-click unsubscribe link in a message turns its kind off without a session.

create table private.email_outbox (
  id bigint generated always as identity primary key,
  -- An erased account's mail goes with it.
  user_id uuid references auth.users (id) on delete cascade,
  to_email text not null check (char_length(to_email) between 3 and 320),
  kind text not null check (kind in ('decision', 'classified_replies', 'classified_expiring', 'classified_expired', 'admin_queue', 'admin_digest')),
  -- What the template needs, copied when the message is written: a later edit does not change it.
  payload jsonb not null default '{}'::jsonb check (octet_length(payload::text) <= 8192),
  -- The same message is written once, however often its cause is replayed.
  dedupe_key text not null unique check (char_length(dedupe_key) <= 300),
  -- Messages that gather what happens while they wait: one waiting message per key at a time.
  coalesce_key text check (char_length(coalesce_key) <= 300),
  status text not null default 'pending' check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  -- A claimed message not settled by then (its dispatcher died) is claimed again.
  locked_until timestamptz,
  last_error text check (char_length(last_error) <= 2000),
  provider_message_id text check (char_length(provider_message_id) <= 300),
  created_at timestamptz not null default now(),
  sent_at timestamptz
);

create index email_outbox_due_idx on private.email_outbox (next_attempt_at) where status in ('pending', 'sending');
create index email_outbox_user_idx on private.email_outbox (user_id);
create unique index email_outbox_gathering_idx on private.email_outbox (coalesce_key) where status = 'pending' and attempts = 0;

alter table private.email_outbox enable row level security;
revoke all on private.email_outbox from public, anon, authenticated;
comment on table private.email_outbox is
  'E-mail waiting to be sent, sent or failed. Written by triggers through private.enqueue_email(), claimed and settled by the dispatcher through public.claim_email_outbox() and public.settle_email() (service role only): row-level security with no policy on purpose.';

-- Which e-mail a member wants: each kind on or off, and every non-essential message paused at
-- once (account and payment mail, which have no setting, would be essential).
create table public.email_preferences (
  user_id uuid primary key references auth.users (id) on delete cascade,
  -- Every non-essential message, whatever the kinds below say.
  paused boolean not null default false,
  decisions boolean not null default true,
  classified_replies boolean not null default true,
  classified_expiry boolean not null default true,
  -- Administrators only: what waits in the moderation queues, gathered over ten minutes
  -- ('instant'), as a digest at 07:00 UK time ('daily'), or not at all.
  admin_queue text not null default 'instant' check (admin_queue in ('instant', 'daily', 'off')),
  updated_at timestamptz not null default now()
);

alter table public.email_preferences enable row level security;

-- Read through the data API; written only through public.set_email_preferences() (a member's
-- own row) and public.unsubscribe_email() (the signed link), so no row is ever half-made.
revoke all on public.email_preferences from anon, authenticated;
grant select on public.email_preferences to authenticated;
grant all on public.email_preferences to service_role;

create policy "Members read their own e-mail preferences"
  on public.email_preferences for select to authenticated
  using (user_id = (select auth.uid()));

-- The caller's preferences, all of them at once (no row yet: made now). Answers the stored row.
create function public.set_email_preferences(paused boolean, decisions boolean, classified_replies boolean, classified_expiry boolean, admin_queue text default 'instant')
returns public.email_preferences
language sql
security definer
set search_path = ''
as $$
  insert into public.email_preferences as p (user_id, paused, decisions, classified_replies, classified_expiry, admin_queue, updated_at)
  select (select auth.uid()), set_email_preferences.paused, set_email_preferences.decisions, set_email_preferences.classified_replies,
         set_email_preferences.classified_expiry, set_email_preferences.admin_queue, now()
  where (select auth.uid()) is not null
  on conflict (user_id) do update
    set paused = excluded.paused,
        decisions = excluded.decisions,
        classified_replies = excluded.classified_replies,
        classified_expiry = excluded.classified_expiry,
        admin_queue = excluded.admin_queue,
        updated_at = now()
  returning p.*;
$$;
revoke all on function public.set_email_preferences(boolean, boolean, boolean, boolean, text) from public, anon, authenticated;
grant execute on function public.set_email_preferences(boolean, boolean, boolean, boolean, text) to authenticated, service_role;

-- The setting each kind of message answers to.
create function private.email_setting(message_kind text)
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
  end;
$$;
revoke all on function private.email_setting(text) from public, anon;

-- Whether `recipient` wants a message of `message_kind` (no row: the defaults, every kind on and
-- queue mail instant). Queue mail answers to the administrator's choice, not to a kind switch.
create function private.wants_email(recipient uuid, message_kind text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select not p.paused and case
      when message_kind = 'admin_queue' then p.admin_queue = 'instant'
      when message_kind = 'admin_digest' then p.admin_queue = 'daily'
      else coalesce((to_jsonb(p) ->> private.email_setting(message_kind))::boolean, true)
    end
    from public.email_preferences p
    where p.user_id = recipient
  ), message_kind <> 'admin_digest');
$$;
revoke all on function private.wants_email(uuid, text) from public, anon, authenticated;

-- Writes one message to `recipient`'s address, once per `dedupe_key`, if they want its kind;
-- answers whether it wrote one. Nothing for an account without an address.
create function private.enqueue_email(recipient uuid, kind text, payload jsonb, dedupe_key text)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  written boolean;
begin
  select u.email into address from auth.users u where u.id = recipient;
  if coalesce(btrim(address), '') = '' or not private.wants_email(recipient, kind) then
    return false;
  end if;
  insert into private.email_outbox (user_id, to_email, kind, payload, dedupe_key)
  values (recipient, address, kind, payload, left(dedupe_key, 300))
  on conflict on constraint email_outbox_dedupe_key_key do nothing
  returning true into written;
  return coalesce(written, false);
end;
$$;
revoke all on function private.enqueue_email(uuid, text, jsonb, text) from public, anon, authenticated;

-- Writes a message that waits `gather` before it is sent and, while it waits, counts every
-- further one with the same key instead of writing another (payload.count); only if the
-- recipient wants its kind.
create function private.enqueue_gathered_email(recipient uuid, message_kind text, message_payload jsonb, gathering_key text, gather interval)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  select u.email into address from auth.users u where u.id = recipient;
  if coalesce(btrim(address), '') = '' or not private.wants_email(recipient, message_kind) then
    return;
  end if;
  insert into private.email_outbox (user_id, to_email, kind, payload, dedupe_key, coalesce_key, next_attempt_at)
  values (recipient, address, message_kind, message_payload || '{"count": 1}'::jsonb, left(concat_ws(':', gathering_key, gen_random_uuid()), 300), gathering_key, now() + gather)
  on conflict (coalesce_key) where status = 'pending' and attempts = 0
  do update set payload = jsonb_set(
    private.email_outbox.payload,
    '{count}',
    to_jsonb(coalesce((private.email_outbox.payload ->> 'count')::integer, 1) + 1)
  );
end;
$$;
revoke all on function private.enqueue_gathered_email(uuid, text, jsonb, text, interval) from public, anon, authenticated;

-- An administrator's decision on what a member submitted: the member is told the outcome and,
-- for a refusal, the reason, in the same transaction as the decision. Arguments: what was
-- decided ('event', 'classified', 'article', 'correction', 'claim', 'membership') and the column
-- naming who submitted it. Nothing when the decider decided their own submission.
create function private.mail_decision()
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
  perform private.enqueue_email(
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
revoke all on function private.mail_decision() from public, anon, authenticated;

create trigger events_mail_decision
  after update of status on public.events
  for each row when (new.status is distinct from old.status and new.status in ('approved', 'rejected'))
  execute function private.mail_decision('event', 'submitted_by');

create trigger classifieds_mail_decision
  after update of status on public.classifieds
  for each row when (old.status = 'pending' and new.status in ('approved', 'rejected'))
  execute function private.mail_decision('classified', 'posted_by');

-- Only a decision on an article waiting for approval (a manager's): not the clock publishing a
-- scheduled one, nor an administrator's own.
create trigger articles_mail_decision
  after update of status on public.articles
  for each row when (old.status = 'pending' and new.status in ('published', 'scheduled', 'rejected'))
  execute function private.mail_decision('article', 'author_id');

create trigger entry_corrections_mail_decision
  after update of status on public.entry_corrections
  for each row when (new.status is distinct from old.status and new.status in ('applied', 'rejected'))
  execute function private.mail_decision('correction', 'submitted_by');

create trigger entry_claims_mail_decision
  after update of status on public.entry_claims
  for each row when (new.status is distinct from old.status and new.status in ('approved', 'rejected'))
  execute function private.mail_decision('claim', 'claimant_id');

create trigger community_memberships_mail_decision
  after update of status on public.community_memberships
  for each row when (new.status is distinct from old.status and new.status in ('approved', 'rejected'))
  execute function private.mail_decision('membership', 'user_id');

-- A reply to a classified: its poster hears of it, with the replies of the next ten minutes in
-- the same message. What the reply says and who sent it stay in the portal (/paskyra).
create function private.mail_classified_reply()
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
  perform private.enqueue_gathered_email(
    ad.posted_by,
    'classified_replies',
    jsonb_build_object('title', ad.title),
    'classified_replies:' || ad.id,
    interval '10 minutes'
  );
  return null;
end;
$$;
revoke all on function private.mail_classified_reply() from public, anon, authenticated;

create trigger classified_replies_mail
  after insert on public.classified_replies
  for each row execute function private.mail_classified_reply();

-- Something new waits for a decision: every active administrator who wants instant queue mail is
-- told, the next ten minutes' arrivals counted into the same message.
create function private.mail_admin_queue()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin record;
begin
  for admin in select a.id from public.admin_users a where a.is_active loop
    perform private.enqueue_gathered_email(admin.id, 'admin_queue', '{}'::jsonb, 'admin_queue:' || admin.id, interval '10 minutes');
  end loop;
  return null;
end;
$$;
revoke all on function private.mail_admin_queue() from public, anon, authenticated;

create trigger events_mail_admin_queue
  after insert on public.events
  for each row when (new.status = 'pending')
  execute function private.mail_admin_queue();

create trigger classifieds_mail_admin_queue
  after insert on public.classifieds
  for each row when (new.status = 'pending')
  execute function private.mail_admin_queue();

create trigger articles_mail_admin_queue
  after insert or update of status on public.articles
  for each row when (new.status = 'pending')
  execute function private.mail_admin_queue();

create trigger entry_corrections_mail_admin_queue
  after insert on public.entry_corrections
  for each row when (new.status = 'pending')
  execute function private.mail_admin_queue();

create trigger entry_claims_mail_admin_queue
  after insert on public.entry_claims
  for each row when (new.status = 'pending')
  execute function private.mail_admin_queue();

create trigger community_memberships_mail_admin_queue
  after insert on public.community_memberships
  for each row when (new.status = 'pending')
  execute function private.mail_admin_queue();

-- What the queues hold now, by kind (what the moderation page lists).
create function private.queue_counts()
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object(
    'events', (select count(*) from public.events where status = 'pending'),
    'articles', (select count(*) from public.articles where status = 'pending'),
    'classifieds', (select count(*) from public.classifieds where status = 'pending'),
    'corrections', (select count(*) from public.entry_corrections where status = 'pending'),
    'claims', (select count(*) from public.entry_claims where status = 'pending'),
    'memberships', (select count(*) from public.community_memberships where status = 'pending')
  );
$$;
revoke all on function private.queue_counts() from public, anon, authenticated;

-- Everything the clock decides, as of `due_at`: each approved classified within three days of
-- its expiry is warned once per expiry date (a renewal moves the date, so the new term is warned
-- again), and each that expired in the last two days is told once; from 07:00 UK time, once per
-- UK day, each administrator who chose the daily digest gets it when anything waits. The outbox
-- keeps sent messages 90 days and failed ones 180 (an address and an error are personal data;
-- nothing older decides anything: every key it could repeat names a moment long past).
create function public.run_due_jobs(due_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ad record;
  admin record;
  counts jsonb;
  waiting bigint;
  uk_day date := (due_at at time zone 'Europe/London')::date;
  written integer := 0;
begin
  for ad in
    select c.id, c.title, c.posted_by, c.expires_at
    from public.classifieds c
    where c.status = 'approved' and c.hidden_at is null and c.posted_by is not null
      and c.expires_at > due_at - interval '2 days' and c.expires_at <= due_at + interval '3 days'
  loop
    if private.enqueue_email(
      ad.posted_by,
      case when ad.expires_at > due_at then 'classified_expiring' else 'classified_expired' end,
      jsonb_build_object('title', ad.title, 'expires_at', ad.expires_at),
      concat_ws(':', case when ad.expires_at > due_at then 'classified_expiring' else 'classified_expired' end, ad.id, ad.expires_at)
    ) then
      written := written + 1;
    end if;
  end loop;

  delete from private.email_outbox o
  where (o.status = 'sent' and o.sent_at < due_at - interval '90 days')
     or (o.status = 'failed' and o.created_at < due_at - interval '180 days');

  if extract(hour from due_at at time zone 'Europe/London') >= 7 then
    counts := private.queue_counts();
    select sum(value::bigint) into waiting from jsonb_each_text(counts);
    if waiting > 0 then
      for admin in select a.id from public.admin_users a where a.is_active loop
        if private.enqueue_email(admin.id, 'admin_digest', counts || jsonb_build_object('day', uk_day), concat_ws(':', 'admin_digest', admin.id, uk_day)) then
          written := written + 1;
        end if;
      end loop;
    end if;
  end if;
  return written;
end;
$$;
revoke all on function public.run_due_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_due_jobs(timestamptz) to service_role;

-- The dispatcher takes up to `batch` due messages: waiting ones whose time has come, and claimed
-- ones whose dispatcher never settled them. Two dispatchers never take the same message (SKIP
-- LOCKED). `claimed_at` is the dispatcher's clock, so tests can move it.
create function public.claim_email_outbox(batch integer default 20, claimed_at timestamptz default now())
returns table (id bigint, user_id uuid, to_email text, kind text, payload jsonb, attempts integer)
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o
  set status = 'sending', attempts = o.attempts + 1, locked_until = claimed_at + interval '5 minutes'
  where o.id in (
    select c.id
    from private.email_outbox c
    where (c.status = 'pending' and c.next_attempt_at <= claimed_at) or (c.status = 'sending' and c.locked_until <= claimed_at)
    order by c.id
    limit least(greatest(batch, 1), 100)
    for update skip locked
  )
  returning o.id, o.user_id, o.to_email, o.kind, o.payload, o.attempts;
$$;
revoke all on function public.claim_email_outbox(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, timestamptz) to service_role;

-- How a claimed message ended: sent (no failure), or failed with its error. A failed attempt is
-- tried again after 1, 2, 4 … minutes (at most 6 hours); the 8th, or a permanent refusal (an
-- address the provider will never take), fails the message for good. Answers the new status, or
-- null when the message was not claimed (settled already).
create function public.settle_email(
  message_id bigint,
  failure text default null,
  provider_id text default null,
  settled_at timestamptz default now(),
  permanent boolean default false
)
returns text
language sql
security definer
set search_path = ''
as $$
  update private.email_outbox o
  set
    status = case when failure is null then 'sent' when permanent or o.attempts >= 8 then 'failed' else 'pending' end,
    sent_at = case when failure is null then settled_at end,
    provider_message_id = left(coalesce(provider_id, o.provider_message_id), 300),
    last_error = left(failure, 2000),
    next_attempt_at = case
      when failure is null then o.next_attempt_at
      else settled_at + least(interval '1 minute' * power(2, greatest(o.attempts - 1, 0)), interval '6 hours')
    end,
    locked_until = null
  where o.id = message_id and o.status = 'sending'
  returning o.status;
$$;
revoke all on function public.settle_email(bigint, text, text, timestamptz, boolean) from public, anon, authenticated;
grant execute on function public.settle_email(bigint, text, text, timestamptz, boolean) to service_role;

-- What administrators see of the outbox: the messages that failed for good and those being
-- tried again, newest first, with the error, so a broken provider or address is noticed. The
-- message itself (its payload) stays out of sight. Administrators only.
create function public.email_problems()
returns table (id bigint, kind text, to_email text, status text, attempts integer, last_error text, created_at timestamptz, next_attempt_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Tik administratoriai mato el. laiškų siuntimo klaidas.' using errcode = '42501';
  end if;
  return query
    select o.id, o.kind, o.to_email, o.status, o.attempts, o.last_error, o.created_at, o.next_attempt_at
    from private.email_outbox o
    where o.status = 'failed' or (o.status = 'pending' and o.last_error is not null)
    order by o.created_at desc
    limit 50;
end;
$$;
revoke all on function public.email_problems() from public, anon, authenticated;
grant execute on function public.email_problems() to authenticated, service_role;

-- The one-click unsubscribe (RFC 8058): turns off the kind of message a signed link names, for
-- the account it names. The unsubscribe function checks the signature and calls this with the
-- service role; nobody else may. Answers whether the account exists.
create function public.unsubscribe_email(account uuid, message_kind text)
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
  insert into public.email_preferences (user_id) values (account) on conflict (user_id) do nothing;
  if setting = 'admin_queue' then
    update public.email_preferences set admin_queue = 'off', updated_at = now() where user_id = account;
  else
    execute format('update public.email_preferences set %I = false, updated_at = now() where user_id = $1', setting) using account;
  end if;
  return true;
end;
$$;
revoke all on function public.unsubscribe_email(uuid, text) from public, anon, authenticated;
grant execute on function public.unsubscribe_email(uuid, text) to service_role;

-- On a hosted project the dispatcher runs every minute: pg_cron calls the dispatch-email
-- function through pg_net with the URL and key kept in Vault ('project_url',
-- 'dispatch_email_key'; docs/deploy.md). Without them (the embedded backend, supabase start
-- without Vault secrets) `npm start` runs it on a timer instead.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net')
    and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule(
      'dispatch-email',
      '* * * * *',
      $job$
        select net.http_post(
          url := (select decrypted_secret from vault.decrypted_secrets where name = 'project_url') || '/functions/v1/dispatch-email',
          headers := jsonb_build_object(
            'Content-Type', 'application/json',
            'Authorization', 'Bearer ' || (select decrypted_secret from vault.decrypted_secrets where name = 'dispatch_email_key')
          ),
          body := '{}'::jsonb
        )
        where exists (select 1 from vault.decrypted_secrets where name = 'dispatch_email_key')
      $job$
    );
  end if;
end;
$$;
