-- More of what members hear by e-mail (docs/decisions/022-email-outbox.md): replies to their
-- classifieds, gathered so a burst makes one message, and their classified expiring in three
-- days and expired. Time-driven messages come from one function that takes the time as an
-- argument and writes each message once, however often it runs; the dispatcher calls it before
-- each run, so tests move its clock.

alter table private.email_outbox drop constraint email_outbox_kind_check;
alter table private.email_outbox add constraint email_outbox_kind_check
  check (kind in ('decision', 'classified_replies', 'classified_expiring', 'classified_expired'));

-- Messages that gather what happens while they wait: one waiting message per key at a time.
alter table private.email_outbox add column coalesce_key text check (char_length(coalesce_key) <= 300);
create unique index email_outbox_gathering_idx on private.email_outbox (coalesce_key) where status = 'pending' and attempts = 0;

-- Writes a message that waits `gather` before it is sent and, while it waits, counts every
-- further one with the same key instead of writing another (payload.count).
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
  if coalesce(btrim(address), '') = '' then
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

-- Everything the clock decides, as of `due_at`: each approved classified within three days of
-- its expiry is warned once per expiry date (a renewal moves the date, so the new term is warned
-- again), and each that expired in the last two days is told once. Idempotent: the keys name the
-- classified and its expiry. Answers how many messages it wrote.
create function public.run_due_jobs(due_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ad record;
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
  return written;
end;
$$;
revoke all on function public.run_due_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_due_jobs(timestamptz) to service_role;

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
