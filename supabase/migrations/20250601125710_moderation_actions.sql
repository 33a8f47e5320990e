-- What administrators do with reported content, and how its author hears and answers.
--
-- * public.moderate_content(kind, id, action, reason): an active administrator hides, removes or
--   restores an item, always with a reason. Each kind is hidden where it is shown by the
--   mechanism it already has: a chat message's and a classified's hidden_at; an event's status
--   'rejected'; an article's 'archived' (hidden) or 'rejected' (removed); a translation's status
--   'draft'; a directory entry's summary and description emptied; a member's name replaced on
--   their messages, classifieds and articles by 'Narys'. A removed classified is 'rejected'. The
--   state before is kept with the action, and a restore (or a reversed appeal) puts it back (a
--   restored name is made again from the profile). The item's open reports are closed with the
--   decision (actioned; dismissed by a restore); public.dismiss_reports() closes them without
--   acting.
-- * public.suspend_member(member, until, reason): repeated serious breaches. A suspended member
--   writes no chat message or topic, classified or reply, event proposal, article or report
--   until then (restrictive policies; the refusal is PT403 in Lithuanian). Left for later: their
--   profile, memberships, entry edits as a manager, translations and corrections.
-- * The author (or the suspended member) is told at once, in the portal and by e-mail in their
--   language (kinds 'moderation' and 'moderation_appeal', essential: no setting turns them off).
-- * public.appeal_moderation(action, text): the author appeals once per action.
-- * public.decide_appeal(action, reverse, reason): decided by another active administrator than
--   the one who acted, unless that administrator is the only active one; a reversal restores the
--   content or ends the suspension, and the author is told either way.
-- * public.moderation_log: every action, dismissal, appeal and appeal decision (who, when, why),
--   read by administrators. It, the actions and decided reports are kept twelve months (the
--   clock's cleanup deletes older ones, an action with an undecided appeal or a suspension still
--   running aside).
-- * public.moderation_overview(): the dashboard's oldest open report and open counts by reason.

create table public.moderation_actions (
  id uuid primary key default gen_random_uuid(),
  -- What the action is about: a kind of content_reports, or 'member' for a suspension.
  target_kind text not null check (target_kind in (
    'event', 'classified', 'article', 'chat_message',
    'entry_translation', 'event_translation', 'article_translation', 'fact_translation',
    'entry_text', 'member_name', 'member'
  )),
  target_id uuid not null,
  action text not null check (action in ('hide', 'remove', 'restore', 'suspend')),
  reason text not null check (char_length(btrim(reason)) between 3 and 1000),
  -- Who was told: the content's author, or the suspended member. An erased account takes its
  -- actions along.
  author_id uuid references auth.users (id) on delete cascade,
  -- The item's title when it was decided, for the messages and the member's account page.
  title text not null default '' check (char_length(title) <= 200),
  -- What the content was before a hide or removal (its status, hidden time, texts), to restore.
  previous jsonb not null default '{}'::jsonb check (octet_length(previous::text) <= 100000),
  suspended_until timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- The author's one appeal, and its outcome.
  appeal_text text check (char_length(btrim(appeal_text)) between 10 and 2000),
  appealed_at timestamptz,
  appeal_status text check (appeal_status in ('pending', 'upheld', 'reversed')),
  appeal_decided_by uuid references auth.users (id) on delete set null,
  appeal_decided_at timestamptz,
  appeal_reason text check (char_length(btrim(appeal_reason)) between 3 and 1000),
  constraint moderation_actions_suspension check ((action = 'suspend') = (target_kind = 'member' and suspended_until is not null)),
  constraint moderation_actions_appeal_shape check ((appeal_text is null) = (appeal_status is null) and (appeal_text is null) = (appealed_at is null))
);

create index moderation_actions_target_idx on public.moderation_actions (target_kind, target_id, created_at desc);
create index moderation_actions_author_idx on public.moderation_actions (author_id, created_at desc);
create index moderation_actions_decided_by_idx on public.moderation_actions (decided_by);
create index moderation_actions_appeal_decided_by_idx on public.moderation_actions (appeal_decided_by);
create index moderation_actions_pending_appeals_idx on public.moderation_actions (appealed_at) where appeal_status = 'pending';
create index moderation_actions_suspensions_idx on public.moderation_actions (target_id, suspended_until) where action = 'suspend';

create table public.moderation_log (
  id bigint generated always as identity primary key,
  action_id uuid references public.moderation_actions (id) on delete set null,
  event text not null check (event in ('hide', 'remove', 'restore', 'suspend', 'dismiss', 'appeal', 'appeal_upheld', 'appeal_reversed')),
  target_kind text not null check (char_length(target_kind) <= 40),
  target_id uuid not null,
  actor_id uuid references auth.users (id) on delete set null,
  reason text not null check (char_length(reason) <= 2000),
  created_at timestamptz not null default now()
);

create index moderation_log_created_idx on public.moderation_log (created_at);
create index moderation_log_action_idx on public.moderation_log (action_id);
create index moderation_log_actor_idx on public.moderation_log (actor_id);
create index moderation_log_target_idx on public.moderation_log (target_kind, target_id);

alter table public.moderation_actions enable row level security;
alter table public.moderation_log enable row level security;

-- Written only through the functions below. A member reads the actions about them (to appeal),
-- without the state kept to restore or which administrator decided.
revoke all on public.moderation_actions, public.moderation_log from anon, authenticated;
grant select (id, target_kind, target_id, action, reason, author_id, title, suspended_until, created_at,
  appeal_text, appealed_at, appeal_status, appeal_decided_at, appeal_reason)
  on public.moderation_actions to authenticated;
grant select on public.moderation_log to authenticated;
grant all on public.moderation_actions, public.moderation_log to service_role;

create policy "Members read the actions about them, administrators every action"
  on public.moderation_actions for select to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators read the moderation log"
  on public.moderation_log for select to authenticated
  using ((select private.is_admin()));

create trigger refuse_control_characters
  before insert or update on public.moderation_actions
  for each row execute function private.refuse_control_characters('reason', 'previous', 'appeal_text', 'appeal_reason');

-- Suspensions now exist: the caller's is one that has not ended.
create or replace function private.is_suspended()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and exists (
    select 1 from public.moderation_actions a
    where a.action = 'suspend' and a.target_id = (select auth.uid()) and a.suspended_until > now()
  );
$$;

-- For the restrictive policies: true, or the refusal a suspended member reads (PT403, HTTP 403).
create function private.refuse_suspended_writer()
returns boolean
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  ends timestamptz;
begin
  select max(a.suspended_until) into ends from public.moderation_actions a
  where a.action = 'suspend' and a.target_id = (select auth.uid()) and a.suspended_until > now();
  if ends is not null then
    raise exception 'Jūsų paskyra sustabdyta iki %: kol kas rašyti portale negalite.', to_char(ends at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI')
      using errcode = 'PT403', hint = 'Apie sustabdymą ir jo priežastį parašėme jums; galite jį apskųsti savo paskyroje.';
  end if;
  return true;
end;
$$;
revoke all on function private.refuse_suspended_writer() from public;
grant execute on function private.refuse_suspended_writer() to authenticated, service_role;

do $$
declare
  target text;
begin
  foreach target in array array['chat_messages', 'chat_rooms', 'classifieds', 'classified_replies', 'events', 'articles', 'content_reports'] loop
    execute format(
      'create policy "Suspended members write nothing" on public.%I as restrictive for insert to authenticated
         with check ((select private.refuse_suspended_writer()))',
      target);
  end loop;
end;
$$;

-- An administrator's moderation sets this for its transaction: the content's own decision
-- messages stay quiet, since the author is told of the moderation itself.
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
  if recipient is null or recipient is not distinct from (decided ->> 'decided_by')::uuid
     or current_setting('app.moderating', true) = 'on' then
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

-- The refusal anyone but an active administrator reads.
create function private.refuse_unless_admin()
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.is_admin() then
    raise exception 'Tai gali tik portalo administratoriai.' using errcode = 'PT403';
  end if;
end;
$$;
revoke all on function private.refuse_unless_admin() from public, anon, authenticated;

-- A reason as stored: plain text, trimmed, 3 to 1,000 characters, or the refusal.
create function private.moderation_reason(reason text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  cleaned text := btrim(private.chat_plain_text(coalesce(reason, '')));
begin
  if char_length(cleaned) < 3 or char_length(cleaned) > 1000 then
    raise exception 'Nurodykite priežastį: nuo 3 iki 1000 simbolių.' using errcode = 'PT422', hint = 'Autorius ją perskaitys pranešime.';
  end if;
  return cleaned;
end;
$$;
revoke all on function private.moderation_reason(text) from public, anon, authenticated;

-- Takes an item off the portal by its kind's own mechanism; answers what it was before.
create function private.hide_content(target_kind text, target_id uuid, removal boolean, reason text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  before jsonb;
begin
  case hide_content.target_kind
    when 'chat_message' then
      select jsonb_build_object('hidden_at', m.hidden_at) into before from public.chat_messages m where m.id = hide_content.target_id;
      update public.chat_messages set hidden_at = now() where id = hide_content.target_id and hidden_at is null;
    when 'classified' then
      select jsonb_build_object('status', c.status, 'hidden_at', c.hidden_at, 'rejection_reason', c.rejection_reason) into before
      from public.classifieds c where c.id = hide_content.target_id;
      if removal then
        update public.classifieds set status = 'rejected', rejection_reason = left(hide_content.reason, 500), hidden_at = null where id = hide_content.target_id;
      else
        update public.classifieds set hidden_at = coalesce(hidden_at, now()) where id = hide_content.target_id;
      end if;
    when 'event' then
      select jsonb_build_object('status', e.status, 'rejection_reason', e.rejection_reason) into before from public.events e where e.id = hide_content.target_id;
      update public.events set status = 'rejected', rejection_reason = left(hide_content.reason, 500) where id = hide_content.target_id;
    when 'article' then
      select jsonb_build_object('status', a.status, 'publish_at', a.publish_at, 'rejection_reason', a.rejection_reason) into before
      from public.articles a where a.id = hide_content.target_id;
      if removal then
        update public.articles set status = 'rejected', rejection_reason = left(hide_content.reason, 500) where id = hide_content.target_id;
      else
        update public.articles set status = 'archived' where id = hide_content.target_id;
      end if;
    when 'entry_translation' then
      select jsonb_build_object('status', t.status) into before from public.entry_translations t where t.id = hide_content.target_id;
      update public.entry_translations set status = 'draft' where id = hide_content.target_id;
    when 'event_translation' then
      select jsonb_build_object('status', t.status) into before from public.event_translations t where t.id = hide_content.target_id;
      update public.event_translations set status = 'draft' where id = hide_content.target_id;
    when 'article_translation' then
      select jsonb_build_object('status', t.status) into before from public.article_translations t where t.id = hide_content.target_id;
      update public.article_translations set status = 'draft' where id = hide_content.target_id;
    when 'fact_translation' then
      select jsonb_build_object('status', t.status) into before from public.fact_translations t where t.id = hide_content.target_id;
      update public.fact_translations set status = 'draft' where id = hide_content.target_id;
    when 'entry_text' then
      select jsonb_build_object('summary', d.summary, 'description', d.description) into before from public.directory_entries d where d.id = hide_content.target_id;
      update public.directory_entries set summary = null, description = null where id = hide_content.target_id;
    when 'member_name' then
      before := '{}'::jsonb;
      update public.chat_messages set author_name = 'Narys' where author_id = hide_content.target_id and author_name <> 'Narys';
      update public.classifieds set author_name = 'Narys' where posted_by = hide_content.target_id and author_name <> 'Narys';
      update public.articles set author_name = 'Narys' where author_id = hide_content.target_id and author_name <> 'Narys';
  end case;
  return coalesce(before, '{}'::jsonb);
end;
$$;
revoke all on function private.hide_content(text, uuid, boolean, text) from public, anon, authenticated;

-- Puts an item back as `before` (what hide_content answered) says.
create function private.restore_content(target_kind text, target_id uuid, before jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  case restore_content.target_kind
    when 'chat_message' then
      update public.chat_messages set hidden_at = null where id = restore_content.target_id and (before ->> 'hidden_at') is null;
    when 'classified' then
      update public.classifieds
      set status = before ->> 'status', rejection_reason = before ->> 'rejection_reason', hidden_at = (before ->> 'hidden_at')::timestamptz
      where id = restore_content.target_id;
    when 'event' then
      update public.events set status = before ->> 'status', rejection_reason = before ->> 'rejection_reason' where id = restore_content.target_id;
    when 'article' then
      update public.articles
      set status = before ->> 'status', publish_at = (before ->> 'publish_at')::timestamptz, rejection_reason = before ->> 'rejection_reason'
      where id = restore_content.target_id;
    when 'entry_translation' then
      update public.entry_translations set status = before ->> 'status' where id = restore_content.target_id;
    when 'event_translation' then
      update public.event_translations set status = before ->> 'status' where id = restore_content.target_id;
    when 'article_translation' then
      update public.article_translations set status = before ->> 'status' where id = restore_content.target_id;
    when 'fact_translation' then
      update public.fact_translations set status = before ->> 'status' where id = restore_content.target_id;
    when 'entry_text' then
      update public.directory_entries set summary = before ->> 'summary', description = before ->> 'description' where id = restore_content.target_id;
    when 'member_name' then
      update public.chat_messages set author_name = private.chat_author_name(restore_content.target_id) where author_id = restore_content.target_id;
      update public.classifieds set author_name = private.chat_author_name(restore_content.target_id) where posted_by = restore_content.target_id;
      update public.articles set author_name = private.chat_author_name(restore_content.target_id) where author_id = restore_content.target_id;
  end case;
end;
$$;
revoke all on function private.restore_content(text, uuid, jsonb) from public, anon, authenticated;

-- Tells the author of an action what was decided (nothing for an author who decided it themselves).
create function private.tell_moderation(made public.moderation_actions, message_kind text, extra jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if made.author_id is null or made.author_id is not distinct from (select auth.uid()) then
    return;
  end if;
  perform private.notify(
    made.author_id,
    message_kind,
    jsonb_build_object('action_id', made.id, 'action', made.action, 'item', made.target_kind, 'title', made.title,
      'reason', made.reason, 'until', made.suspended_until) || extra,
    concat_ws(':', message_kind, made.id, extra ->> 'outcome'),
    'moderation:' || made.id
  );
end;
$$;
revoke all on function private.tell_moderation(public.moderation_actions, text, jsonb) from public, anon, authenticated;

-- Hides, removes or restores a reported item (see above); answers the action's id.
create function public.moderate_content(target_kind text, target_id uuid, action text, reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  cleaned text;
  content record;
  before jsonb;
  made public.moderation_actions;
begin
  perform private.refuse_unless_admin();
  if moderate_content.action is null or moderate_content.action not in ('hide', 'remove', 'restore') then
    raise exception 'Veiksmas turi būti paslėpti, pašalinti arba grąžinti.' using errcode = 'PT422';
  end if;
  cleaned := private.moderation_reason(moderate_content.reason);
  select * into content from private.reported_content(moderate_content.target_kind, moderate_content.target_id);
  if not found then
    raise exception 'Tokio turinio nėra: gal jis jau ištrintas.' using errcode = 'PT422';
  end if;
  perform set_config('app.moderating', 'on', true);
  if moderate_content.action = 'restore' then
    select a.previous into before from public.moderation_actions a
    where a.target_kind = moderate_content.target_kind and a.target_id = moderate_content.target_id and a.action in ('hide', 'remove')
    order by a.created_at desc limit 1;
    if not found then
      perform set_config('app.moderating', 'off', true);
      raise exception 'Šis turinys nebuvo paslėptas ar pašalintas: nėra ką grąžinti.' using errcode = 'PT422';
    end if;
    perform private.restore_content(moderate_content.target_kind, moderate_content.target_id, before);
    before := '{}'::jsonb;
  else
    before := private.hide_content(moderate_content.target_kind, moderate_content.target_id, moderate_content.action = 'remove', cleaned);
  end if;
  perform set_config('app.moderating', 'off', true);

  insert into public.moderation_actions (target_kind, target_id, action, reason, author_id, title, previous, decided_by)
  values (moderate_content.target_kind, moderate_content.target_id, moderate_content.action, cleaned, content.author_id,
    left(coalesce(content.title, ''), 200), before, caller)
  returning * into made;
  update public.content_reports r
  set status = case when moderate_content.action = 'restore' then 'dismissed' else 'actioned' end,
      decided_by = caller, decided_at = now(), decision_reason = cleaned
  where r.target_kind = moderate_content.target_kind and r.target_id = moderate_content.target_id and r.status = 'open';
  insert into public.moderation_log (action_id, event, target_kind, target_id, actor_id, reason)
  values (made.id, made.action, made.target_kind, made.target_id, caller, cleaned);
  perform private.tell_moderation(made, 'moderation', '{}'::jsonb);
  return made.id;
end;
$$;
revoke all on function public.moderate_content(text, uuid, text, text) from public, anon, authenticated;
grant execute on function public.moderate_content(text, uuid, text, text) to authenticated, service_role;

-- Closes an item's open reports without acting on it: the reports were unfounded.
create function public.dismiss_reports(target_kind text, target_id uuid, reason text)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleaned text;
  closed integer;
begin
  perform private.refuse_unless_admin();
  cleaned := private.moderation_reason(dismiss_reports.reason);
  update public.content_reports r
  set status = 'dismissed', decided_by = (select auth.uid()), decided_at = now(), decision_reason = cleaned
  where r.target_kind = dismiss_reports.target_kind and r.target_id = dismiss_reports.target_id and r.status = 'open';
  get diagnostics closed = row_count;
  if closed > 0 then
    insert into public.moderation_log (event, target_kind, target_id, actor_id, reason)
    values ('dismiss', dismiss_reports.target_kind, dismiss_reports.target_id, (select auth.uid()), cleaned);
  end if;
  return closed;
end;
$$;
revoke all on function public.dismiss_reports(text, uuid, text) from public, anon, authenticated;
grant execute on function public.dismiss_reports(text, uuid, text) to authenticated, service_role;

-- Suspends a member until `until` (at most 366 days ahead); not oneself, not an active administrator.
create function public.suspend_member(member uuid, until timestamptz, reason text)
returns uuid
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleaned text;
  made public.moderation_actions;
begin
  perform private.refuse_unless_admin();
  cleaned := private.moderation_reason(suspend_member.reason);
  if not exists (select 1 from auth.users u where u.id = suspend_member.member) then
    raise exception 'Tokio nario nėra.' using errcode = 'PT422';
  end if;
  if suspend_member.member = (select auth.uid()) or exists (select 1 from public.admin_users a where a.id = suspend_member.member and a.is_active) then
    raise exception 'Administratoriaus paskyros sustabdyti negalima: pirmiau atimkite administratoriaus teises.' using errcode = 'PT422';
  end if;
  if suspend_member.until is null or suspend_member.until <= now() or suspend_member.until > now() + interval '366 days' then
    raise exception 'Sustabdymo pabaiga turi būti ateityje, ne vėliau kaip po metų.' using errcode = 'PT422';
  end if;
  insert into public.moderation_actions (target_kind, target_id, action, reason, author_id, title, suspended_until, decided_by)
  values ('member', suspend_member.member, 'suspend', cleaned, suspend_member.member, left(coalesce(private.chat_author_name(suspend_member.member), ''), 200),
    suspend_member.until, (select auth.uid()))
  returning * into made;
  insert into public.moderation_log (action_id, event, target_kind, target_id, actor_id, reason)
  values (made.id, 'suspend', 'member', made.target_id, made.decided_by, cleaned);
  perform private.tell_moderation(made, 'moderation', '{}'::jsonb);
  return made.id;
end;
$$;
revoke all on function public.suspend_member(uuid, timestamptz, text) from public, anon, authenticated;
grant execute on function public.suspend_member(uuid, timestamptz, text) to authenticated, service_role;

-- The author's one appeal of a hide, removal or suspension; the administrators hear of it with
-- the queue's gathered mail.
create function public.appeal_moderation(action_id uuid, appeal text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  cleaned text := btrim(private.chat_plain_text(coalesce(appeal_moderation.appeal, '')));
  made public.moderation_actions;
  admin record;
begin
  select * into made from public.moderation_actions a where a.id = appeal_moderation.action_id for update;
  if not found or made.author_id is distinct from (select auth.uid()) or made.author_id is null then
    raise exception 'Tokio sprendimo apie jus nėra.' using errcode = 'PT422';
  end if;
  if made.action = 'restore' then
    raise exception 'Grąžinimo apskųsti nereikia.' using errcode = 'PT422';
  end if;
  if made.appeal_text is not null then
    raise exception 'Šį sprendimą jau apskundėte: kiekvieną sprendimą galima apskųsti vieną kartą.' using errcode = 'PT422';
  end if;
  if char_length(cleaned) < 10 or char_length(cleaned) > 2000 then
    raise exception 'Parašykite, kodėl nesutinkate: nuo 10 iki 2000 simbolių.' using errcode = 'PT422';
  end if;
  update public.moderation_actions a set appeal_text = cleaned, appealed_at = now(), appeal_status = 'pending' where a.id = made.id;
  insert into public.moderation_log (action_id, event, target_kind, target_id, actor_id, reason)
  values (made.id, 'appeal', made.target_kind, made.target_id, (select auth.uid()), cleaned);
  for admin in select a.id from public.admin_users a where a.is_active loop
    perform private.enqueue_gathered_email(admin.id, 'admin_queue', '{}'::jsonb, 'admin_queue:' || admin.id, interval '10 minutes');
  end loop;
end;
$$;
revoke all on function public.appeal_moderation(uuid, text) from public, anon;
grant execute on function public.appeal_moderation(uuid, text) to authenticated, service_role;

-- An administrator decides an appeal: upheld (the action stands) or reversed (the content comes
-- back, the suspension ends). Not the administrator who acted, while another is active.
create function public.decide_appeal(action_id uuid, reverse boolean, reason text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
  cleaned text;
  made public.moderation_actions;
begin
  perform private.refuse_unless_admin();
  cleaned := private.moderation_reason(decide_appeal.reason);
  select * into made from public.moderation_actions a where a.id = decide_appeal.action_id for update;
  if not found or made.appeal_status is distinct from 'pending' then
    raise exception 'Šis skundas jau išspręstas arba jo nėra.' using errcode = 'PT422';
  end if;
  if made.decided_by = caller and exists (select 1 from public.admin_users a where a.is_active and a.id <> caller) then
    raise exception 'Skundą dėl jūsų sprendimo turi spręsti kitas administratorius.'
      using errcode = 'PT403', hint = 'Savo sprendimo skundą administratorius sprendžia tik būdamas vienintelis aktyvus administratorius.';
  end if;
  if decide_appeal.reverse then
    if made.action = 'suspend' then
      update public.moderation_actions a set suspended_until = least(a.suspended_until, now()) where a.id = made.id;
    else
      perform set_config('app.moderating', 'on', true);
      perform private.restore_content(made.target_kind, made.target_id, made.previous);
      perform set_config('app.moderating', 'off', true);
    end if;
  end if;
  update public.moderation_actions a
  set appeal_status = case when decide_appeal.reverse then 'reversed' else 'upheld' end,
      appeal_decided_by = caller, appeal_decided_at = now(), appeal_reason = cleaned
  where a.id = made.id
  returning * into made;
  insert into public.moderation_log (action_id, event, target_kind, target_id, actor_id, reason)
  values (made.id, case when decide_appeal.reverse then 'appeal_reversed' else 'appeal_upheld' end, made.target_kind, made.target_id, caller, cleaned);
  perform private.tell_moderation(made, 'moderation_appeal',
    jsonb_build_object('outcome', made.appeal_status, 'appeal_reason', cleaned, 'reason', made.reason));
end;
$$;
revoke all on function public.decide_appeal(uuid, boolean, text) from public, anon, authenticated;
grant execute on function public.decide_appeal(uuid, boolean, text) to authenticated, service_role;

-- The dashboard: how long the oldest open report has waited, open reports by reason, appeals
-- waiting. Administrators only.
create function public.moderation_overview()
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  perform private.refuse_unless_admin();
  return jsonb_build_object(
    'oldest_open_at', (select min(r.created_at) from public.content_reports r where r.status = 'open'),
    'oldest_open_seconds', (select floor(extract(epoch from now() - min(r.created_at)))::bigint from public.content_reports r where r.status = 'open'),
    'open_total', (select count(*) from public.content_reports r where r.status = 'open'),
    'open_by_reason', (
      select coalesce(jsonb_object_agg(x.reason, x.open), '{}'::jsonb)
      from (select r.reason, count(*) as open from public.content_reports r where r.status = 'open' group by r.reason) x
    ),
    'pending_appeals', (select count(*) from public.moderation_actions a where a.appeal_status = 'pending')
  );
end;
$$;
revoke all on function public.moderation_overview() from public, anon, authenticated;
grant execute on function public.moderation_overview() to authenticated, service_role;

-- The clock's cleanup keeps the moderation records twelve months: the log, decided reports and
-- actions (but not one whose appeal waits or whose suspension still runs).
alter table public.due_job_failures drop constraint due_job_failures_job_check;
alter table public.due_job_failures add constraint due_job_failures_job_check
  check (job in ('classified_expiry', 'membership_reminders', 'weekly_digest', 'admin_digest', 'cleanup', 'moderation_cleanup'));

create function private.prune_moderation_records(due_at timestamptz)
returns void
language sql
security definer
set search_path = ''
as $$
  delete from public.moderation_log l where l.created_at < prune_moderation_records.due_at - interval '12 months';
  delete from public.content_reports r where r.status <> 'open' and r.decided_at < prune_moderation_records.due_at - interval '12 months';
  delete from public.moderation_actions a
  where a.created_at < prune_moderation_records.due_at - interval '12 months'
    and a.appeal_status is distinct from 'pending'
    and (a.suspended_until is null or a.suspended_until < prune_moderation_records.due_at);
$$;
revoke all on function private.prune_moderation_records(timestamptz) from public, anon, authenticated;

-- As in 20250601125010_due_jobs_fail_alone.sql, plus the moderation records' cleanup.
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
  foreach job in array array['classified_expiry', 'membership_reminders', 'weekly_digest', 'cleanup', 'moderation_cleanup', 'admin_digest'] loop
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
        when 'moderation_cleanup' then
          perform private.prune_moderation_records(due_at);
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

comment on table public.moderation_actions is
  'What administrators did with reported content or an account (hide, remove, restore, suspend), why, and the author''s one appeal; written only through moderate_content(), suspend_member(), appeal_moderation() and decide_appeal(). Kept 12 months.';
comment on table public.moderation_log is
  'Every moderation action, dismissal, appeal and appeal decision: who, when, why. Administrators read it; kept 12 months.';
