-- Which e-mail a member wants (docs/decisions/022-email-outbox.md). Each kind of message can be
-- turned off, and every message but the essential ones (account and payment mail, which have no
-- setting) can be paused at once. A message is written only if its recipient wants it; the
-- one-click unsubscribe link in a message turns its kind off without a session
-- (public.unsubscribe_email, called by the unsubscribe function with the service role).

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

-- As before (20250601123800_email_outbox.sql), now only for a recipient who wants the message.
create or replace function private.enqueue_email(recipient uuid, kind text, payload jsonb, dedupe_key text)
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

-- As before (20250601123900_email_replies_and_expiry.sql), now only for a recipient who wants it.
create or replace function private.enqueue_gathered_email(recipient uuid, message_kind text, message_payload jsonb, gathering_key text, gather interval)
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
