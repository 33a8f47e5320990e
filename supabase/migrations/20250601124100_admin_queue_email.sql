-- Administrators hear that something waits for them (docs/decisions/022-email-outbox.md): each
-- new proposal, article for approval, classified, correction, claim or membership request tells
-- every active administrator, gathered over ten minutes into one message ('instant', the
-- default), or once a day at 07:00 UK time as a digest of what the queues hold ('daily'), or not
-- at all ('off'): their choice, in /paskyra.

alter table private.email_outbox drop constraint email_outbox_kind_check;
alter table private.email_outbox add constraint email_outbox_kind_check
  check (kind in ('decision', 'classified_replies', 'classified_expiring', 'classified_expired', 'admin_queue', 'admin_digest'));

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

-- As before (20250601123900_email_replies_and_expiry.sql), and the administrators' daily digest:
-- from 07:00 UK time, once per UK day, to each who chose it, when anything waits. The outbox
-- keeps sent messages 90 days and failed ones 180 (an address and an error are personal data;
-- nothing older decides anything: every key it could repeat names a moment long past).
create or replace function public.run_due_jobs(due_at timestamptz default now())
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
