-- One job of the clock never stops the others. run_due_jobs() ran every job in one statement: a
-- weekly digest over the outbox's 8 KB payload limit (ten events with long titles) raised, the
-- whole run was undone, and every run after it did the same until the digest's day had passed:
-- no e-mail of any kind was written or sent. Now each job runs in its own subtransaction, and so
-- does each message a job writes (each member's digest, each membership's reminder, each
-- classified's warning, each administrator's digest): what fails is undone alone, recorded in
-- public.due_job_failures for administrators (the dashboard's e-mail section lists it), and the
-- rest goes on. The digest itself carries what fits in its payload, and says how many more the
-- pages have.

-- A failed job or message, once per job and what it was about; a failure that repeats (the
-- clock runs every minute) counts up on the same row. Written by run_due_jobs() alone.
create table public.due_job_failures (
  id bigint generated always as identity primary key,
  job text not null check (job in ('classified_expiry', 'membership_reminders', 'weekly_digest', 'admin_digest', 'cleanup')),
  -- What the job was writing when it failed (a member's, a membership's or a classified's id);
  -- empty when the job failed as a whole.
  subject text not null default '' check (char_length(subject) <= 200),
  error text not null check (char_length(error) <= 2000),
  -- PostgreSQL's SQLSTATE of the error ('23514': a check refused the row).
  error_code text not null check (char_length(error_code) <= 5),
  -- The clock's time of the run that failed (run_due_jobs' due_at).
  due_at timestamptz not null,
  failures integer not null default 1 check (failures >= 1),
  first_failed_at timestamptz not null default now(),
  last_failed_at timestamptz not null default now(),
  unique (job, subject)
);

create index due_job_failures_last_idx on public.due_job_failures (last_failed_at desc);

alter table public.due_job_failures enable row level security;

-- Administrators read it on the dashboard; nobody writes it through the data API.
revoke all on public.due_job_failures from public, anon, authenticated;
grant select on public.due_job_failures to authenticated;
grant all on public.due_job_failures to service_role;

create policy "Administrators read the clock's failed jobs"
  on public.due_job_failures for select to authenticated
  using ((select private.is_admin()));

comment on table public.due_job_failures is
  'What the clock (run_due_jobs) failed to write, by job and subject, with the error, how often and when; administrators read it, run_due_jobs() alone writes it.';

-- Records a failure of `job` on `subject` (counted on the row of an earlier one).
create function private.record_due_job_failure(job text, subject text, due_at timestamptz, error text, error_code text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into public.due_job_failures as f (job, subject, error, error_code, due_at)
  values (record_due_job_failure.job, left(coalesce(record_due_job_failure.subject, ''), 200),
          left(coalesce(nullif(record_due_job_failure.error, ''), 'unknown error'), 2000),
          left(coalesce(record_due_job_failure.error_code, ''), 5), record_due_job_failure.due_at)
  on conflict (job, subject) do update
    set error = excluded.error,
        error_code = excluded.error_code,
        due_at = excluded.due_at,
        failures = f.failures + 1,
        last_failed_at = now();
$$;
revoke all on function private.record_due_job_failure(text, text, timestamptz, text, text) from public, anon, authenticated;

-- The classifieds' expiry: each approved classified within three days of its expiry is warned
-- once per expiry date, each that expired in the last two days told once; each on its own.
create function private.write_classified_expiry(due_at timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ad record;
  expired boolean;
  failure text;
  failure_code text;
  written integer := 0;
begin
  for ad in
    select c.id, c.title, c.posted_by, c.expires_at
    from public.classifieds c
    where c.status = 'approved' and c.hidden_at is null and c.posted_by is not null
      and c.expires_at > due_at - interval '2 days' and c.expires_at <= due_at + interval '3 days'
  loop
    begin
      expired := ad.expires_at <= due_at;
      if private.notify(
        ad.posted_by,
        case when expired then 'classified_expired' else 'classified_expiring' end,
        jsonb_build_object('title', ad.title, 'expires_at', ad.expires_at),
        concat_ws(':', case when expired then 'classified_expired' else 'classified_expiring' end, ad.id, ad.expires_at)
      ) then
        written := written + 1;
      end if;
    exception when others then
      get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
      perform private.record_due_job_failure('classified_expiry', ad.id::text, due_at, failure, failure_code);
    end;
  end loop;
  return written;
end;
$$;
revoke all on function private.write_classified_expiry(timestamptz) from public, anon, authenticated;

-- As in 20250601124400_membership_dues.sql, each membership on its own.
create or replace function private.write_membership_reminders(due_at timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  joined record;
  today date := (due_at at time zone 'Europe/London')::date;
  stage integer;
  failure text;
  failure_code text;
  written integer := 0;
begin
  for joined in
    select m.id, m.user_id, m.community_id, m.community_name, m.payment_reference, m.paid_until
    from public.community_memberships m
    where m.membership_type = 'member' and m.status = 'approved' and m.paid_until is not null and m.paid_until - 30 <= today
  loop
    begin
      if today > joined.paid_until + 30 then
        update public.community_memberships set status = 'lapsed' where id = joined.id;
        if private.notify(joined.user_id, 'membership_lapsed',
            jsonb_build_object('community', joined.community_name, 'paid_until', joined.paid_until),
            concat_ws(':', 'membership_lapsed', joined.id, joined.paid_until), 'membership:' || joined.id) then
          written := written + 1;
        end if;
      else
        stage := case when today >= joined.paid_until then 0 when today >= joined.paid_until - 7 then 7 else 30 end;
        if private.notify(joined.user_id, 'membership_renewal',
            jsonb_build_object('community', joined.community_name, 'paid_until', joined.paid_until, 'days', joined.paid_until - today,
              'grace_until', joined.paid_until + 30, 'reference', joined.payment_reference, 'fee_pence', 2500,
              'bank', private.bank_details_of(joined.community_id)),
            concat_ws(':', 'membership_renewal', joined.id, joined.paid_until, stage), 'membership:' || joined.id) then
          written := written + 1;
        end if;
      end if;
    exception when others then
      get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
      perform private.record_due_job_failure('membership_reminders', joined.id::text, due_at, failure, failure_code);
    end;
  end loop;
  return written;
end;
$$;

-- What a digest may weigh: the outbox takes 8,192 bytes of payload; the rest is headroom.
create function private.digest_payload_limit()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 7500;
$$;
revoke all on function private.digest_payload_limit() from public, anon, authenticated;

-- As in 20250601124300_notices.sql (Mondays from 08:00 UK time, once per ISO week, at most ten
-- events and ten articles), each member's digest on its own, and never heavier than the outbox
-- takes: while it is, the last item of the longer list is left out and counted (more_events,
-- more_articles), so the message says how many more the pages list.
create or replace function private.write_weekly_digests(due_at timestamptz)
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
  more_events integer;
  more_articles integer;
  payload jsonb;
  failure text;
  failure_code text;
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
    begin
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
      more_events := 0;
      more_articles := 0;
      payload := jsonb_build_object('events', events, 'articles', articles, 'week_of', uk_time::date);
      while octet_length(payload::text) > private.digest_payload_limit() and jsonb_array_length(events) + jsonb_array_length(articles) > 0 loop
        if jsonb_array_length(events) >= jsonb_array_length(articles) then
          events := events - (jsonb_array_length(events) - 1);
          more_events := more_events + 1;
        else
          articles := articles - (jsonb_array_length(articles) - 1);
          more_articles := more_articles + 1;
        end if;
        payload := jsonb_build_object('events', events, 'articles', articles, 'week_of', uk_time::date, 'more_events', more_events, 'more_articles', more_articles);
      end loop;
      if jsonb_array_length(events) + jsonb_array_length(articles) + more_events + more_articles > 0
        and private.enqueue_email(reader.id, 'weekly_digest', payload, concat_ws(':', 'weekly_digest', reader.id, to_char(uk_time, 'IYYY-IW'))) then
        written := written + 1;
      end if;
    exception when others then
      get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
      perform private.record_due_job_failure('weekly_digest', reader.id::text, due_at, failure, failure_code);
    end;
  end loop;
  return written;
end;
$$;

-- From 07:00 UK time, once per UK day, each administrator who chose the daily digest of the
-- moderation queues gets it when anything waits; each administrator on their own.
create function private.write_admin_digests(due_at timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin record;
  counts jsonb;
  waiting bigint;
  uk_day date := (due_at at time zone 'Europe/London')::date;
  failure text;
  failure_code text;
  written integer := 0;
begin
  if extract(hour from due_at at time zone 'Europe/London') < 7 then
    return 0;
  end if;
  counts := private.queue_counts();
  select sum(value::bigint) into waiting from jsonb_each_text(counts);
  if waiting > 0 then
    for admin in select a.id from public.admin_users a where a.is_active loop
      begin
        if private.enqueue_email(admin.id, 'admin_digest', counts || jsonb_build_object('day', uk_day), concat_ws(':', 'admin_digest', admin.id, uk_day)) then
          written := written + 1;
        end if;
      exception when others then
        get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
        perform private.record_due_job_failure('admin_digest', admin.id::text, due_at, failure, failure_code);
      end;
    end loop;
  end if;
  return written;
end;
$$;
revoke all on function private.write_admin_digests(timestamptz) from public, anon, authenticated;

-- Everything the clock decides, as of `due_at`, each message written once however often it
-- runs, each job in its own subtransaction: one that fails is undone alone and recorded, and the
-- others still run. The outbox keeps sent messages 90 days and failed ones 180; notices are kept
-- a year, failures of the clock's jobs 90 days after they last failed. Answers how many messages
-- were written.
create or replace function public.run_due_jobs(due_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  job text;
  failure text;
  failure_code text;
  written integer := 0;
begin
  foreach job in array array['classified_expiry', 'membership_reminders', 'weekly_digest', 'cleanup', 'admin_digest'] loop
    begin
      case job
        when 'classified_expiry' then
          written := written + private.write_classified_expiry(due_at);
        when 'membership_reminders' then
          written := written + private.write_membership_reminders(due_at);
        when 'weekly_digest' then
          written := written + private.write_weekly_digests(due_at);
        when 'cleanup' then
          delete from private.email_outbox o
          where (o.status = 'sent' and o.sent_at < run_due_jobs.due_at - interval '90 days')
             or (o.status = 'failed' and o.created_at < run_due_jobs.due_at - interval '180 days');
          delete from public.notices n where n.created_at < run_due_jobs.due_at - interval '1 year';
          delete from public.due_job_failures f where f.last_failed_at < run_due_jobs.due_at - interval '90 days';
        when 'admin_digest' then
          written := written + private.write_admin_digests(due_at);
      end case;
    exception when others then
      get stacked diagnostics failure = message_text, failure_code = returned_sqlstate;
      perform private.record_due_job_failure(job, '', due_at, failure, failure_code);
    end;
  end loop;
  return written;
end;
$$;
revoke all on function public.run_due_jobs(timestamptz) from public, anon, authenticated;
grant execute on function public.run_due_jobs(timestamptz) to service_role;
