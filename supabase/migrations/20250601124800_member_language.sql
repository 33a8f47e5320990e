-- E-mail in the member's language (docs/decisions/022-email-outbox.md). A member reads the
-- portal's e-mail in Lithuanian or English: the profile keeps the choice (the page they signed
-- up on sets it; /paskyra changes it), every message written to the outbox carries its
-- recipient's language as it was when written, and the dispatcher renders it in that language.

alter table public.profiles
  add column locale text not null default 'lt' check (locale in ('lt', 'en'));
comment on column public.profiles.locale is
  'The language the member''s e-mail is written in: lt or en. Set at sign-up from the page''s language; the member changes it in /paskyra.';

-- Members change only their own (the existing update policy keeps them to their own row).
-- Signed-out visitors never: the table grants them nothing, said again for this column.
grant update (locale) on public.profiles to authenticated;
revoke insert (locale), update (locale) on public.profiles from anon;

-- The profile from the sign-up metadata, as before, plus the language of the page the member
-- signed up on; anything but 'en' is Lithuanian.
create or replace function public.handle_new_user()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.profiles (id, email, first_name, last_name, username, phone, locale)
  values (
    new.id,
    new.email,
    left(new.raw_user_meta_data ->> 'first_name', 1000),
    left(new.raw_user_meta_data ->> 'last_name', 1000),
    left(new.raw_user_meta_data ->> 'username', 1000),
    left(new.raw_user_meta_data ->> 'phone', 1000),
    case when new.raw_user_meta_data ->> 'locale' = 'en' then 'en' else 'lt' end
  )
  on conflict (id) do nothing;
  return new;
end;
$$;
revoke all on function public.handle_new_user() from public, anon, authenticated;

-- The language a message is written in, fixed when it is written (a retry says the same).
alter table private.email_outbox
  add column locale text not null default 'lt' check (locale in ('lt', 'en'));

-- A recipient's language: their profile's, Lithuanian without one.
create function private.recipient_locale(recipient uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select p.locale from public.profiles p where p.id = recipient), 'lt');
$$;
revoke all on function private.recipient_locale(uuid) from public, anon, authenticated;

-- As in 20250601123800_email.sql, plus the recipient's language. Every message (notify(), the
-- clock's jobs, administrators' queue mail and digest) is written through these two.
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
  insert into private.email_outbox (user_id, to_email, kind, payload, dedupe_key, locale)
  values (recipient, address, kind, payload, left(dedupe_key, 300), private.recipient_locale(recipient))
  on conflict on constraint email_outbox_dedupe_key_key do nothing
  returning true into written;
  return coalesce(written, false);
end;
$$;
revoke all on function private.enqueue_email(uuid, text, jsonb, text) from public, anon, authenticated;

-- A waiting gathered message takes the language the recipient has when the latest one joins it.
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
  insert into private.email_outbox (user_id, to_email, kind, payload, dedupe_key, coalesce_key, next_attempt_at, locale)
  values (recipient, address, message_kind, message_payload || '{"count": 1}'::jsonb, left(concat_ws(':', gathering_key, gen_random_uuid()), 300), gathering_key, now() + gather,
          private.recipient_locale(recipient))
  on conflict (coalesce_key) where status = 'pending' and attempts = 0
  do update set
    payload = jsonb_set(
      private.email_outbox.payload,
      '{count}',
      to_jsonb(coalesce((private.email_outbox.payload ->> 'count')::integer, 1) + 1)
    ),
    locale = excluded.locale;
end;
$$;
revoke all on function private.enqueue_gathered_email(uuid, text, jsonb, text, interval) from public, anon, authenticated;

-- The claim answers each message's language too; a new result type needs the function made
-- again, with the service role's grant only (as in 20250601123800_email.sql).
drop function public.claim_email_outbox(integer, timestamptz);
create function public.claim_email_outbox(batch integer default 20, claimed_at timestamptz default now())
returns table (id bigint, user_id uuid, to_email text, kind text, payload jsonb, attempts integer, locale text)
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
  returning o.id, o.user_id, o.to_email, o.kind, o.payload, o.attempts, o.locale;
$$;
revoke all on function public.claim_email_outbox(integer, timestamptz) from public, anon, authenticated;
grant execute on function public.claim_email_outbox(integer, timestamptz) to service_role;
