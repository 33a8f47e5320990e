-- One moderation queue for everything people publish on the portal: events, classifieds,
-- articles, chat messages, translations (of entries, events, articles and facts), the public
-- text of a directory entry (its summary and description, which its managers write) and a
-- member's public name (the byline copied onto their messages, classifieds and articles).
-- public.content_reports replaces public.chat_reports and public.classified_reports: every row
-- of both is copied here with its status (a resolved chat report whose message is hidden, or a
-- resolved classified report whose classified is rejected, counts as actioned; any other
-- resolved one as dismissed), its original reason kept in former_reason, then both are dropped.
--
-- Who reports:
-- * a member, as themselves, anything they can see and did not write themselves (a classified);
-- * a signed-out visitor too, anything public (not chat, which they cannot read), giving an
--   e-mail address the administrators can answer.
-- One report per reporter (account, or a visitor's address) per item.
--
-- Limits, for API callers, in the database so a hosted project keeps them too (PT429, HTTP 429):
-- * a member: 20 reports an hour;
-- * a signed-out visitor: 10 an hour from one client (their address as the data API hands it to
--   Postgres in request.headers: private.request_sender(), as enquiries are limited), 5 an hour
--   naming one e-mail address, and 300 an hour from all visitors together, which still bounds
--   what a crowd of scripts can pour into the queue.
--
-- Timeliness: the queue is read illegal-content reports first (priority 0), then oldest first.
-- A report of illegal content is e-mailed at once to every active administrator, whatever their
-- queue mail setting ('daily', 'off', or a pause): acting swiftly on illegal content is the
-- service's duty, not a preference, and an administrator who must not be reached should be made
-- inactive. One such e-mail per administrator and reported item. Other reports join the ten
-- minutes' gathered queue mail, as every other arrival does, and the daily digest's counts.

create table public.content_reports (
  id uuid primary key default gen_random_uuid(),
  target_kind text not null check (target_kind in (
    'event', 'classified', 'article', 'chat_message',
    'entry_translation', 'event_translation', 'article_translation', 'fact_translation',
    'entry_text', 'member_name'
  )),
  -- The reported row's id (for a member's name: the member's account id).
  target_id uuid not null,
  reason text not null check (reason in ('illegal', 'scam_or_fraud', 'harassment', 'hate', 'spam', 'personal_data', 'other')),
  note text check (char_length(note) <= 1000),
  -- A member's account; null for a signed-out visitor, who gives an address instead. An
  -- account's erasure takes its reports with it, as it did before.
  reporter_id uuid references auth.users (id) on delete cascade,
  reporter_email text check (char_length(reporter_email) <= 254 and reporter_email ~ '^[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+$'),
  -- What was reported, as it was then (set by the database): an edit or deletion does not erase it.
  snapshot text not null default '' check (char_length(snapshot) <= 4000),
  status text not null default 'open' check (status in ('open', 'actioned', 'dismissed')),
  -- The queue's order: illegal content first.
  priority smallint generated always as (case when reason = 'illegal' then 0 else 1 end) stored,
  created_at timestamptz not null default now(),
  decided_by uuid references auth.users (id) on delete set null,
  decided_at timestamptz,
  decision_reason text check (char_length(decision_reason) <= 1000),
  -- The reason a report moved from the earlier chat and classified lists was given ('inappropriate', 'prohibited'…).
  former_reason text check (char_length(former_reason) <= 40),
  constraint content_reports_reporter_known check (reporter_id is not null or reporter_email is not null),
  constraint content_reports_decided check ((status = 'open') = (decided_at is null))
);

create unique index content_reports_once_per_member_idx on public.content_reports (target_kind, target_id, reporter_id) where reporter_id is not null;
create unique index content_reports_once_per_visitor_idx on public.content_reports (target_kind, target_id, lower(reporter_email)) where reporter_id is null;
create index content_reports_queue_idx on public.content_reports (priority, created_at) where status = 'open';
create index content_reports_target_idx on public.content_reports (target_kind, target_id);
create index content_reports_reporter_idx on public.content_reports (reporter_id, created_at);
create index content_reports_visitor_email_idx on public.content_reports (lower(reporter_email), created_at) where reporter_id is null;
create index content_reports_visitors_idx on public.content_reports (created_at) where reporter_id is null;
create index content_reports_decided_by_idx on public.content_reports (decided_by);

-- Every row of the two earlier lists, nothing left behind.
insert into public.content_reports (id, target_kind, target_id, reason, former_reason, note, reporter_id, snapshot, status,
  created_at, decided_by, decided_at, decision_reason)
select r.id, 'chat_message', r.message_id,
  case r.reason when 'spam' then 'spam' when 'harassment' then 'harassment' when 'hate' then 'hate' else 'other' end,
  r.reason, left(nullif(btrim(r.details), ''), 1000), r.reporter_id, left(r.message_body, 4000),
  case when r.resolved_at is null then 'open' when m.hidden_at is not null then 'actioned' else 'dismissed' end,
  r.created_at, r.resolved_by, r.resolved_at,
  case when r.resolved_at is not null then 'Išspręsta ankstesniame pokalbių pranešimų sąraše.' end
from public.chat_reports r
left join public.chat_messages m on m.id = r.message_id;

insert into public.content_reports (id, target_kind, target_id, reason, former_reason, note, reporter_id, snapshot, status,
  created_at, decided_at, decision_reason)
select r.id, 'classified', r.classified_id,
  case r.reason when 'spam' then 'spam' when 'fraud' then 'scam_or_fraud' else 'other' end,
  r.reason, left(nullif(btrim(r.details), ''), 1000), r.reporter_id, left(coalesce(c.title || E'\n' || c.body, ''), 4000),
  case when r.resolved_at is null then 'open' when c.status = 'rejected' then 'actioned' else 'dismissed' end,
  r.created_at, r.resolved_at,
  case when r.resolved_at is not null then 'Išspręsta ankstesniame skelbimų pranešimų sąraše.' end
from public.classified_reports r
left join public.classifieds c on c.id = r.classified_id;

drop table public.chat_reports;
drop table public.classified_reports;
drop function private.stamp_chat_report();
drop function private.stamp_classified_report();
drop function private.hide_reported_classified();

-- What a report names, read as the database's owner: whether it exists, who wrote it (to tell
-- them of a decision), a title for the messages, and the words as they are now.
create function private.reported_content(target_kind text, target_id uuid)
returns table (author_id uuid, title text, snapshot text)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  case reported_content.target_kind
    when 'event' then
      return query select e.submitted_by, e.title, e.title || E'\n' || e.description from public.events e where e.id = reported_content.target_id;
    when 'classified' then
      return query select c.posted_by, c.title, c.title || E'\n' || c.body from public.classifieds c where c.id = reported_content.target_id;
    when 'article' then
      return query select a.author_id, a.title, a.title || E'\n' || a.lead || E'\n' || a.body from public.articles a where a.id = reported_content.target_id;
    when 'chat_message' then
      return query select m.author_id, left(m.body, 80), m.body from public.chat_messages m where m.id = reported_content.target_id;
    when 'entry_translation' then
      return query select t.updated_by, t.name, concat_ws(E'\n', t.name, t.summary, t.description) from public.entry_translations t where t.id = reported_content.target_id;
    when 'event_translation' then
      return query select t.updated_by, t.title, t.title || E'\n' || t.description from public.event_translations t where t.id = reported_content.target_id;
    when 'article_translation' then
      return query select t.updated_by, t.title, t.title || E'\n' || t.lead || E'\n' || t.body from public.article_translations t where t.id = reported_content.target_id;
    when 'fact_translation' then
      return query select t.updated_by, t.label, t.label || E'\n' || t.value from public.fact_translations t where t.id = reported_content.target_id;
    when 'entry_text' then
      return query select d.updated_by, d.name, concat_ws(E'\n', d.name, d.summary, d.description) from public.directory_entries d where d.id = reported_content.target_id;
    when 'member_name' then
      return query select p.id, private.chat_author_name(p.id), private.chat_author_name(p.id) from public.profiles p where p.id = reported_content.target_id;
    else
      return;
  end case;
end;
$$;
revoke all on function private.reported_content(text, uuid) from public, anon, authenticated;

-- Whether the caller may report an item: it is public now (for a chat message: in a room the
-- caller reads), and a classified is not their own. The same rules the pages show things by;
-- security definer, so a visitor's missing column grants do not turn a 'no' into an error.
create function private.can_report(target_kind text, target_id uuid)
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  return case can_report.target_kind
    when 'event' then exists (select 1 from public.events e where e.id = can_report.target_id and e.status = 'approved')
    when 'classified' then exists (
      select 1 from public.classifieds c
      where c.id = can_report.target_id and private.classified_is_public(c) and (caller is null or c.posted_by is distinct from caller))
    when 'article' then exists (
      select 1 from public.articles a where a.id = can_report.target_id and a.status in ('scheduled', 'published') and a.publish_at <= now())
    when 'chat_message' then caller is not null and exists (
      select 1 from public.chat_messages m
      where m.id = can_report.target_id and m.deleted_at is null and m.hidden_at is null and private.can_read_chat_room(m.room_id))
    when 'entry_translation' then exists (
      select 1 from public.entry_translations t join public.directory_entries d on d.id = t.entry_id
      where t.id = can_report.target_id and t.status = 'published' and d.status = 'published')
    when 'event_translation' then exists (
      select 1 from public.event_translations t join public.events e on e.id = t.event_id
      where t.id = can_report.target_id and t.status = 'published' and e.status = 'approved')
    when 'article_translation' then exists (
      select 1 from public.article_translations t join public.articles a on a.id = t.article_id
      where t.id = can_report.target_id and t.status = 'published' and a.status in ('scheduled', 'published') and a.publish_at <= now())
    when 'fact_translation' then exists (select 1 from public.fact_translations t where t.id = can_report.target_id and t.status = 'published')
    when 'entry_text' then exists (
      select 1 from public.directory_entries d
      where d.id = can_report.target_id and d.status = 'published' and (d.summary is not null or d.description is not null))
    -- A name is public where it is shown: a byline of a public article or classified, or of a
    -- chat message the caller reads.
    when 'member_name' then exists (
      select 1 from public.articles a where a.author_id = can_report.target_id and a.status in ('scheduled', 'published') and a.publish_at <= now()
    ) or exists (
      select 1 from public.classifieds c where c.posted_by = can_report.target_id and private.classified_is_public(c)
    ) or (caller is not null and exists (
      select 1 from public.chat_messages m
      where m.author_id = can_report.target_id and m.deleted_at is null and m.hidden_at is null and private.can_read_chat_room(m.room_id)
    ))
    else false
  end;
end;
$$;
revoke all on function private.can_report(text, uuid) from public;
grant execute on function private.can_report(text, uuid) to anon, authenticated, service_role;

-- Whether the caller's account is suspended now (see the moderation migration for suspensions);
-- answers false for a signed-out caller. Defined here so the report policies can use it, and
-- made to read the suspensions once they exist.
create function private.is_suspended()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select false;
$$;
revoke all on function private.is_suspended() from public;
grant execute on function private.is_suspended() to anon, authenticated, service_role;

alter table public.content_reports enable row level security;

revoke all on public.content_reports from anon, authenticated;
grant select on public.content_reports to authenticated;
grant insert (target_kind, target_id, reason, note, reporter_email) on public.content_reports to anon, authenticated;
grant all on public.content_reports to service_role;

create policy "Reporters read their own reports, administrators every report"
  on public.content_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));

create policy "Visitors report what is public, with an e-mail address"
  on public.content_reports for insert to anon
  with check (reporter_id is null and reporter_email is not null and private.can_report(target_kind, target_id));

create policy "Members report what they can see, as themselves"
  on public.content_reports for insert to authenticated
  with check (reporter_id = (select auth.uid()) and private.can_report(target_kind, target_id));

-- Who sent each visitor's report of the last hour (their client), for the per-client limit.
-- Kept apart and only an hour, like the enquiries' senders.
create table private.report_senders (
  sender text not null check (char_length(sender) <= 200),
  sent_at timestamptz not null default now()
);
create index report_senders_sender_idx on private.report_senders (sender, sent_at);
alter table private.report_senders enable row level security;
revoke all on private.report_senders from public, anon, authenticated;

-- A report as written by an API caller: the reporter (the account, or for a visitor the address
-- they give), the time, the open status, a cleaned note, the copy of what is reported, and the
-- limits. security definer: it counts reports and reads content the caller cannot. The lock
-- makes concurrent reports count one after another.
create function private.stamp_content_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  sender_key text;
  recent bigint;
begin
  if (select auth.role()) not in ('anon', 'authenticated') then
    new.snapshot := coalesce(nullif(new.snapshot, ''), left((select c.snapshot from private.reported_content(new.target_kind, new.target_id) c), 4000), '');
    return new;
  end if;
  new.reporter_id := (select auth.uid());
  new.reporter_email := case when new.reporter_id is null then nullif(lower(btrim(new.reporter_email)), '') end;
  new.created_at := now();
  new.status := 'open';
  new.decided_by := null;
  new.decided_at := null;
  new.decision_reason := null;
  new.former_reason := null;
  -- The control-character rule of every column people write (the shared trigger cannot run for
  -- visitors): a note's line feeds and tabs stay, an address takes none.
  if private.has_control_characters(new.reporter_email, false) or private.has_control_characters(new.note, true) then
    raise exception 'Tekste yra nematomų valdymo ženklų: ištrinkite juos ir bandykite dar kartą.'
      using errcode = 'PT422', hint = 'Nukopijuotame tekste jų pasitaiko: įrašykite tekstą iš naujo.';
  end if;
  new.note := nullif(btrim(private.chat_plain_text(new.note)), '');
  if private.has_markup(new.note) then
    raise exception 'Pranešime negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
  end if;
  if new.reporter_id is null and new.reporter_email is null then
    raise exception 'Nurodykite savo el. pašto adresą, kad administratoriai galėtų jums atsakyti.'
      using errcode = 'PT422', hint = 'Prisijungę nariai pranešti gali ir be jo.';
  end if;
  new.snapshot := coalesce(left((select c.snapshot from private.reported_content(new.target_kind, new.target_id) c), 4000), '');

  perform pg_advisory_xact_lock(hashtext('public.content_reports rate limit'));
  if new.reporter_id is not null then
    select count(*) into recent from public.content_reports r
    where r.reporter_id = new.reporter_id and r.created_at > now() - interval '1 hour';
    if recent >= 20 then
      raise exception 'Per daug pranešimų: per valandą galite pranešti ne daugiau kaip apie 20 dalykų. Pabandykite vėliau.'
        using errcode = 'PT429', hint = 'At most 20 reports an hour from one member.';
    end if;
    return new;
  end if;
  sender_key := private.request_sender();
  delete from private.report_senders s where s.sent_at <= now() - interval '1 hour';
  if sender_key is not null and (select count(*) from private.report_senders s where s.sender = sender_key) >= 10 then
    raise exception 'Per daug pranešimų: per valandą iš vieno lankytojo priimame ne daugiau kaip 10. Pabandykite vėliau.'
      using errcode = 'PT429', hint = 'At most 10 reports an hour from one visitor, 5 naming one e-mail address and 300 from all visitors.';
  end if;
  if (select count(*) from public.content_reports r
      where r.reporter_id is null and lower(r.reporter_email) = new.reporter_email and r.created_at > now() - interval '1 hour') >= 5 then
    raise exception 'Per daug pranešimų iš šio el. pašto adreso: pabandykite po valandos.'
      using errcode = 'PT429', hint = 'At most 10 reports an hour from one visitor, 5 naming one e-mail address and 300 from all visitors.';
  end if;
  if (select count(*) from public.content_reports r where r.reporter_id is null and r.created_at > now() - interval '1 hour') >= 300 then
    raise exception 'Šiuo metu gauta per daug pranešimų: pabandykite vėliau.'
      using errcode = 'PT429', hint = 'At most 10 reports an hour from one visitor, 5 naming one e-mail address and 300 from all visitors.';
  end if;
  if sender_key is not null then
    insert into private.report_senders (sender) values (sender_key);
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_content_report() from public, anon, authenticated;

create trigger content_reports_stamp
  before insert on public.content_reports
  for each row execute function private.stamp_content_report();

create trigger content_reports_one_per_request
  after insert on public.content_reports
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_insert();

-- Three open reports of a classified from different reporters hide it until an administrator
-- decides, as before.
create function private.hide_reported_classified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(distinct coalesce(r.reporter_id::text, r.reporter_email)) from public.content_reports r
      where r.target_kind = 'classified' and r.target_id = new.target_id and r.status = 'open') >= 3 then
    update public.classifieds set hidden_at = coalesce(hidden_at, now()) where id = new.target_id and hidden_at is null;
  end if;
  return null;
end;
$$;
revoke all on function private.hide_reported_classified() from public, anon, authenticated;

create trigger content_reports_hide_classified
  after insert on public.content_reports
  for each row when (new.target_kind = 'classified')
  execute function private.hide_reported_classified();

-- Reports other than of illegal content join the administrators' gathered queue mail.
create trigger content_reports_mail_admin_queue
  after insert on public.content_reports
  for each row when (new.status = 'open' and new.reason <> 'illegal')
  execute function private.mail_admin_queue();

-- Kinds nobody turns off: membership and payment mail as before; what moderation decides about
-- a member's content or account and the outcome of their appeal (the law expects them told);
-- and a report of illegal content to the administrators.
create or replace function private.is_essential_message(message_kind text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select message_kind like 'membership\_%' or message_kind in ('moderation', 'moderation_appeal', 'report_illegal');
$$;

alter table private.email_outbox drop constraint email_outbox_kind_check;
alter table private.email_outbox add constraint email_outbox_kind_check
  check (kind in ('decision', 'classified_replies', 'classified_expiring', 'classified_expired', 'admin_queue', 'admin_digest', 'weekly_digest',
    'membership_received', 'membership_payment', 'membership_renewal', 'membership_lapsed',
    'moderation', 'moderation_appeal', 'report_illegal'));

-- A report of illegal content: every active administrator, at once, once per reported item.
create function private.mail_illegal_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  admin record;
  title text := (select c.title from private.reported_content(new.target_kind, new.target_id) c);
begin
  for admin in select a.id from public.admin_users a where a.is_active loop
    perform private.enqueue_email(
      admin.id,
      'report_illegal',
      jsonb_build_object('item', new.target_kind, 'title', left(coalesce(title, ''), 200)),
      concat_ws(':', 'report_illegal', new.target_kind, new.target_id, admin.id),
      concat_ws(':', 'report_illegal', new.target_kind, new.target_id)
    );
  end loop;
  return null;
end;
$$;
revoke all on function private.mail_illegal_report() from public, anon, authenticated;

create trigger content_reports_mail_illegal
  after insert on public.content_reports
  for each row when (new.status = 'open' and new.reason = 'illegal')
  execute function private.mail_illegal_report();

-- The queues' counts, as the daily digest lists them, with the open reports (counted per report).
create or replace function private.queue_counts()
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
    'memberships', (select count(*) from public.community_memberships where status = 'pending'),
    'reports', (select count(*) from public.content_reports where status = 'open')
  );
$$;

comment on table public.content_reports is
  'Reports of anything people publish (kind and id), by a member or a signed-out visitor with an e-mail address; decided through the moderation functions. Illegal-content reports first in the queue (priority 0).';
