-- Enquiry limits per visitor, so one abuser cannot close the About page's form for everyone.
-- Until now 60 enquiries an hour in all did: anyone could send them and every later visitor was
-- refused for an hour. Now, for API callers (anon or authenticated):
--
-- * at most 10 an hour from one client: a signed-in member by their account, a signed-out
--   visitor by their address as the data API gives it to Postgres in request.headers
--   (cf-connecting-ip on a hosted project, which Supabase's edge sets from the connection; else
--   the first x-forwarded-for entry, which the embedded backend sets to the connection's own);
-- * at most 3 an hour from one e-mail address, as before;
-- * 1000 an hour in all: a ceiling a hundred times what one client can send, which still
--   bounds what a crowd of scripts can pour into the administrators' queue.
--
-- The refusal is the same PT429 the form already shows in Lithuanian.

-- Who sent each enquiry of the last hour. Kept apart from the enquiries (administrators read
-- those) and only an hour: the limit's trigger deletes older rows.
create table private.enquiry_senders (
  sender text not null check (char_length(sender) <= 200),
  sent_at timestamptz not null default now()
);

create index enquiry_senders_sender_idx on private.enquiry_senders (sender, sent_at);

-- Not exposed through the data API (private schema); only the trigger below reads and writes it.
alter table private.enquiry_senders enable row level security;
revoke all on private.enquiry_senders from public, anon, authenticated;

-- The client an API request comes from: the signed-in account, else the client address; null
-- when neither is known (a direct connection).
create function private.request_sender()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    'user:' || (select auth.uid())::text,
    'address:' || nullif(btrim(left(coalesce(
      headers ->> 'cf-connecting-ip',
      split_part(headers ->> 'x-forwarded-for', ',', 1)
    ), 100)), '')
  )
  from (select nullif(current_setting('request.headers', true), '')::json as headers) as request;
$$;
revoke all on function private.request_sender() from public, anon, authenticated;

-- security definer: counts enquiries the caller cannot read. The lock makes concurrent
-- enquiries count one after another, so a burst cannot slip past the limit together.
create or replace function private.limit_enquiry_rate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_key text;
  from_sender bigint := 0;
  from_address bigint;
  overall bigint;
begin
  if (select auth.role()) not in ('anon', 'authenticated') then
    return new;
  end if;
  sender_key := private.request_sender();
  perform pg_advisory_xact_lock(hashtext('public.contacts rate limit'));
  delete from private.enquiry_senders s where s.sent_at <= now() - interval '1 hour';
  if sender_key is not null then
    select count(*) into from_sender from private.enquiry_senders s where s.sender = sender_key;
  end if;
  select count(*) filter (where lower(c.email) = lower(new.email)), count(*)
    into from_address, overall
  from public.contacts c
  where c.created_at > now() - interval '1 hour';
  if from_sender >= 10 or from_address >= 3 or overall >= 1000 then
    -- PT429: PostgREST answers with HTTP status 429.
    raise exception 'Too many enquiries; try again later'
      using errcode = 'PT429', hint = 'At most 10 enquiries an hour from one visitor, 3 from one e-mail address and 1000 in all.';
  end if;
  if sender_key is not null then
    insert into private.enquiry_senders (sender) values (sender_key);
  end if;
  return new;
end;
$$;
revoke all on function private.limit_enquiry_rate() from public, anon, authenticated;
