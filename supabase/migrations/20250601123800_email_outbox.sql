-- Members hear back by e-mail (docs/decisions/022-email-outbox.md). The transaction that records
-- a decision also writes the e-mail to send into an outbox; one dispatcher (the dispatch-email
-- function) claims due messages, sends them and settles each one: sent, tried again later with
-- back-off, or failed with its error. Nobody reads or writes the outbox through the data API:
-- it lives in the private schema, and only the service role may claim and settle.

create table private.email_outbox (
  id bigint generated always as identity primary key,
  -- An erased account's mail goes with it.
  user_id uuid references auth.users (id) on delete cascade,
  to_email text not null check (char_length(to_email) between 3 and 320),
  kind text not null check (kind in ('decision')),
  -- What the template needs, copied when the message is written: a later edit does not change it.
  payload jsonb not null default '{}'::jsonb check (octet_length(payload::text) <= 8192),
  -- The same message is written once, however often its cause is replayed.
  dedupe_key text not null unique check (char_length(dedupe_key) <= 300),
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

alter table private.email_outbox enable row level security;
revoke all on private.email_outbox from public, anon, authenticated;
comment on table private.email_outbox is
  'E-mail waiting to be sent, sent or failed. Written by triggers through private.enqueue_email(), claimed and settled by the dispatcher through public.claim_email_outbox() and public.settle_email() (service role only): row-level security with no policy on purpose.';

-- Writes one message to `recipient`'s address, once per `dedupe_key`; answers whether it wrote
-- one. Nothing for an account without an address.
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
  if coalesce(btrim(address), '') = '' then
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
