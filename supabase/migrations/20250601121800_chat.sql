-- Chat in the database (docs/decisions/007-chat-in-the-database.md): rooms, topics, messages,
-- reports and mutes. Row-level security decides every read and write; the triggers own the
-- timestamps, the authorship and the moderation marks, so the client never sends them.
--
-- Who reads and writes what:
-- * Rooms: everyone (signed out too) sees the list of rooms that are not hidden. Kinds:
--   'open' (the administrators' rooms), 'topic' (a thread a member starts, in one of the topic
--   categories) and 'community' (one per community that has approved members, created by a
--   trigger when the first membership is approved). Members start topics; administrators add,
--   change and hide rooms. Nothing deletes a room through the API.
-- * Messages: signed-in members read and write open rooms and topics; a community's room is
--   read and written only by its approved members (status 'approved' and type 'member':
--   observers join themselves for free, so they do not count) and by administrators.
--   Signed-out visitors read no message: the room list and its counts (public.chat_room_stats)
--   are what they see. An author edits the body of their own message (edited_at is stamped)
--   and deletes it (deleted_at is stamped and the body is emptied: the row stays, shown as
--   'Žinutė ištrinta', and nobody can read the words again). Administrators hide a message
--   (hidden_at, hidden_by): it disappears for everyone but administrators, who can show it
--   again. Administrators do not edit or delete other people's words.
-- * Reports ('Pranešti'): a member reports a message they can read, once; the report keeps a
--   copy of the body, so an edit or a deletion does not erase what was reported. The reporter
--   reads their own reports, administrators read and resolve all of them.
-- * Mutes: administrators keep a member from writing (messages and new topics) until a chosen
--   time, at most 366 days ahead; the member reads their own mutes.
--
-- Limits, enforced here so a hosted project enforces them too (API callers only; service_role
-- and direct connections, such as the seed, are not limited):
-- * At most 20 messages per member per rolling minute, across all rooms; the 21st is refused
--   with SQLSTATE PT429 (the data API answers HTTP 429) and a Lithuanian message, its detail
--   saying how many seconds to wait. Deleted and hidden messages still count.
-- * At most 5 new topics per member per rolling hour (PT429 too).
-- * A muted member's message or topic is refused with PT403 (HTTP 403) and a Lithuanian
--   message naming the time the mute ends (London time).
-- * One row per request for messages, topics and reports, as for enquiries.
--
-- Plain text: bodies are stored as the member typed them and the app renders them as text,
-- never as HTML, so '<b>' is shown as typed rather than refused. The database only normalises
-- line ends (CR LF and CR become LF) and strips control characters other than tab and line
-- feed (C0, DEL and C1), which no keyboard produces and which could spoof what others see. A body
-- is 1–2,000 characters (Unicode code points) after that and not only whitespace.
--
-- History loads newest first, 50 at a time, and pages back by keyset on (created_at, id):
-- chat_messages_room_history_idx serves `where room_id = … order by created_at desc, id desc`.
--
-- Live delivery comes next, through Supabase Realtime's broadcast from the database into a
-- private channel per room ('room:<room id>'). Its policies on realtime.messages are meant to
-- call the same helpers as the table policies below: private.can_read_chat_room(room_id) and
-- private.can_write_chat_room(room_id). Nothing here references the realtime schema yet.

-- Text as stored: line ends normalised, control characters other than tab and LF removed.
create function private.chat_plain_text(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select regexp_replace(replace(replace(value, E'\r\n', E'\n'), E'\r', E'\n'), '[\x01-\x08\x0B\x0C\x0E-\x1F\x7F-\x9F]', '', 'g');
$$;

-- A slug from a name: Lithuanian letters transliterated, any other run outside a-z and 0-9 one
-- hyphen, at most 80 characters; 'tema' when nothing is left.
create function private.chat_slug(value text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(btrim(regexp_replace(
    lower(translate(coalesce(value, ''), 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'ACEEISUUZaceeisuuz')),
    '[^a-z0-9]+', '-', 'g'), '-'), 80), '-'), ''), 'tema');
$$;

revoke all on function private.chat_plain_text(text) from public;
revoke all on function private.chat_slug(text) from public;
-- Called by the update triggers, which run in the writer's role.
grant execute on function private.chat_plain_text(text) to authenticated, service_role;

create table public.chat_rooms (
  id uuid primary key default gen_random_uuid(),
  -- The room's address. Left empty, it is derived from the name; a topic's is always derived
  -- (its title plus a part of its id), so members never choose addresses.
  slug text not null default ''
    check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 120),
  kind text not null default 'topic' check (kind in ('open', 'community', 'topic')),
  -- A room's name or a topic's title.
  name text not null check (char_length(name) between 1 and 200 and name ~ '\S'),
  description text not null default '' check (char_length(description) <= 1000),
  -- The topic categories of the chat page (topicCategoryLabels in src/features/chat/topic-category.ts).
  topic_category text check (topic_category in ('bustas', 'maistas', 'karjera', 'seima', 'keliones', 'verslas')),
  community_id text references public.communities (id) on update cascade on delete restrict,
  -- The order the room list shows before anything else (topics sort by their last message).
  sort_order integer not null default 0,
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  -- Hidden by an administrator (a spam topic): gone for everyone else, messages included.
  hidden_at timestamptz,
  constraint chat_rooms_slug_key unique (slug),
  -- One room per community.
  constraint chat_rooms_community_id_key unique (community_id),
  constraint chat_rooms_kind_shape check (
    (kind = 'community') = (community_id is not null) and (kind = 'topic') = (topic_category is not null)
  )
);

create index chat_rooms_listing_idx on public.chat_rooms (kind, sort_order);
create index chat_rooms_created_by_idx on public.chat_rooms (created_by, created_at desc);

create table public.chat_messages (
  id uuid primary key default gen_random_uuid(),
  room_id uuid not null references public.chat_rooms (id) on delete cascade,
  -- An account's deletion takes its messages with it.
  author_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  -- The author's name as shown when the message was written ('Rūta V.'): other members cannot
  -- read profiles, and signed-out visitors never see authors at all.
  author_name text not null default '' check (char_length(author_name) between 1 and 100),
  body text not null,
  created_at timestamptz not null default now(),
  edited_at timestamptz,
  deleted_at timestamptz,
  hidden_at timestamptz,
  hidden_by uuid references auth.users (id) on delete set null,
  -- A deleted message keeps its row and loses its words.
  constraint chat_messages_body_check check (
    case when deleted_at is null then char_length(body) between 1 and 2000 and body ~ '\S' else body = '' end
  )
);

-- Newest first per room, keyset by (created_at, id): the history and the room counts.
create index chat_messages_room_history_idx on public.chat_messages (room_id, created_at desc, id desc);
-- The room list's counts read only this index (visible messages by room and author): with
-- 100,000 messages in 12 rooms the list took 72 ms on PGlite without it and 22 ms with it.
create index chat_messages_room_counts_idx on public.chat_messages (room_id, author_id) include (created_at)
  where deleted_at is null and hidden_at is null;
-- The rate limit (an author's messages of the last minute) and the author's foreign key.
create index chat_messages_author_idx on public.chat_messages (author_id, created_at desc);
create index chat_messages_hidden_by_idx on public.chat_messages (hidden_by);

create table public.chat_reports (
  id uuid primary key default gen_random_uuid(),
  message_id uuid not null references public.chat_messages (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'harassment', 'hate', 'inappropriate', 'other')),
  details text check (char_length(details) <= 1000),
  -- The body as it was reported (set by the database).
  message_body text not null default '',
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  resolved_by uuid references auth.users (id) on delete set null,
  constraint chat_reports_once_per_member unique (message_id, reporter_id)
);

create index chat_reports_reporter_idx on public.chat_reports (reporter_id);
create index chat_reports_resolved_by_idx on public.chat_reports (resolved_by);
-- The administrators' queue: open reports, oldest first.
create index chat_reports_queue_idx on public.chat_reports (created_at) where resolved_at is null;

create table public.chat_mutes (
  id uuid primary key default gen_random_uuid(),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The mute ends then; an administrator lifts it early by moving it to now.
  until timestamptz not null,
  reason text check (char_length(reason) <= 500),
  created_by uuid default auth.uid() references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  constraint chat_mutes_until_check check (until <= created_at + interval '366 days')
);

create index chat_mutes_user_idx on public.chat_mutes (user_id, until desc);
create index chat_mutes_created_by_idx on public.chat_mutes (created_by);

-- The one place that says who reads a room. security definer: it reads memberships and rooms
-- as their owner, whatever the caller's policies on them, so no policy recurses. Signed-out
-- callers read no room's messages; administrators read every room, hidden ones too.
create function private.can_read_chat_room(room_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select (select auth.uid()) is not null and exists (
    select 1 from public.chat_rooms r
    where r.id = can_read_chat_room.room_id
      and (
        (select private.is_admin())
        or (
          r.hidden_at is null
          and (
            r.kind in ('open', 'topic')
            or exists (
              select 1 from public.community_memberships m
              where m.community_id = r.community_id and m.user_id = (select auth.uid())
                and m.status = 'approved' and m.membership_type = 'member'
            )
          )
        )
      )
  );
$$;

-- Who writes in a room: a reader of a room that is not hidden, who is not muted.
create function private.can_write_chat_room(room_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.can_read_chat_room(can_write_chat_room.room_id)
    and exists (select 1 from public.chat_rooms r where r.id = can_write_chat_room.room_id and r.hidden_at is null)
    and not exists (
      select 1 from public.chat_mutes m where m.user_id = (select auth.uid()) and m.until > now()
    );
$$;

revoke all on function private.can_read_chat_room(uuid) from public;
revoke all on function private.can_write_chat_room(uuid) from public;
grant execute on function private.can_read_chat_room(uuid) to anon, authenticated, service_role;
grant execute on function private.can_write_chat_room(uuid) to anon, authenticated, service_role;

-- A room's counts for the room list. Open rooms and topics show theirs to everyone; a
-- community room's counts are its members' business (null for anyone else). Deleted and hidden
-- messages are not counted.
create function private.chat_room_counts(room_id uuid)
returns table (message_count bigint, author_count bigint, last_message_at timestamptz)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.chat_rooms r where r.id = chat_room_counts.room_id and r.kind in ('open', 'topic'))
    and not private.can_read_chat_room(chat_room_counts.room_id) then
    return;
  end if;
  return query
    select count(*), count(distinct m.author_id), max(m.created_at)
    from public.chat_messages m
    where m.room_id = chat_room_counts.room_id and m.deleted_at is null and m.hidden_at is null;
end;
$$;

revoke all on function private.chat_room_counts(uuid) from public;
grant execute on function private.chat_room_counts(uuid) to anon, authenticated, service_role;

-- The room list: each room the caller sees, with its counts and what the caller may do there.
-- security_invoker: the rooms' own policies decide which rows appear.
create view public.chat_room_stats
with (security_invoker = true)
as
select r.id as room_id, c.message_count, c.author_count, c.last_message_at,
  private.can_read_chat_room(r.id) as can_read, private.can_write_chat_room(r.id) as can_write
from public.chat_rooms r
left join lateral private.chat_room_counts(r.id) c on true;

comment on view public.chat_room_stats is
  'Per room: visible messages, distinct authors and the last message time (null for a community room the caller cannot read), and whether the caller may read and write it.';

alter table public.chat_rooms enable row level security;
alter table public.chat_messages enable row level security;
alter table public.chat_reports enable row level security;
alter table public.chat_mutes enable row level security;

revoke all on public.chat_rooms, public.chat_messages, public.chat_reports, public.chat_mutes, public.chat_room_stats
  from anon, authenticated;

grant select on public.chat_rooms to anon, authenticated;
-- A member starts a topic with these; administrators add rooms with the same columns.
grant insert (slug, kind, name, description, topic_category, community_id, sort_order) on public.chat_rooms to authenticated;
grant update (slug, name, description, topic_category, sort_order, hidden_at) on public.chat_rooms to authenticated;

grant select on public.chat_messages to authenticated;
grant insert (room_id, body) on public.chat_messages to authenticated;
-- body and deleted_at for authors, hidden_at for administrators: the trigger tells them apart.
grant update (body, deleted_at, hidden_at) on public.chat_messages to authenticated;

grant select on public.chat_reports to authenticated;
grant insert (message_id, reason, details) on public.chat_reports to authenticated;
grant update (resolved_at) on public.chat_reports to authenticated;

grant select on public.chat_mutes to authenticated;
grant insert (user_id, until, reason) on public.chat_mutes to authenticated;
grant update (until, reason) on public.chat_mutes to authenticated;

grant select on public.chat_room_stats to anon, authenticated;

grant all on public.chat_rooms, public.chat_messages, public.chat_reports, public.chat_mutes, public.chat_room_stats to service_role;

create policy "Visitors see rooms that are not hidden"
  on public.chat_rooms for select to anon
  using (hidden_at is null);

create policy "Members see rooms that are not hidden, administrators every room"
  on public.chat_rooms for select to authenticated
  using (hidden_at is null or (select private.is_admin()));

create policy "Members start topics, administrators add any room"
  on public.chat_rooms for insert to authenticated
  with check (
    (kind = 'topic' and created_by = (select auth.uid()))
    or (select private.is_admin())
  );

create policy "Administrators change rooms"
  on public.chat_rooms for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Readers of a room read its messages; hidden ones only administrators"
  on public.chat_messages for select to authenticated
  using (private.can_read_chat_room(room_id) and (hidden_at is null or (select private.is_admin())));

create policy "Writers of a room post as themselves"
  on public.chat_messages for insert to authenticated
  with check (author_id = (select auth.uid()) and private.can_write_chat_room(room_id));

-- Authors change their own visible, undeleted messages; administrators reach any message to
-- hide it. Which columns each may change is the trigger's check.
create policy "Authors change their own messages, administrators hide any"
  on public.chat_messages for update to authenticated
  using (
    (author_id = (select auth.uid()) and deleted_at is null and hidden_at is null)
    or (select private.is_admin())
  )
  with check (author_id = (select auth.uid()) or (select private.is_admin()));

create policy "Reporters read their own reports, administrators every report"
  on public.chat_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));

-- The subquery reads chat_messages under the reporter's own policies: only a message they can
-- read, not deleted, can be reported.
create policy "Members report messages they can read"
  on public.chat_reports for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and exists (
      select 1 from public.chat_messages m where m.id = chat_reports.message_id and m.deleted_at is null
    )
  );

create policy "Administrators resolve reports"
  on public.chat_reports for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Members read their own mutes, administrators every mute"
  on public.chat_mutes for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators mute members"
  on public.chat_mutes for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change mutes"
  on public.chat_mutes for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- The end of the caller's current mute, if any.
create function private.chat_muted_until(user_id uuid)
returns timestamptz
language sql
stable
security definer
set search_path = ''
as $$
  select max(m.until) from public.chat_mutes m where m.user_id = chat_muted_until.user_id and m.until > now();
$$;
revoke all on function private.chat_muted_until(uuid) from public;

-- Refuses a muted member's write with a message the app shows as it is.
create function private.refuse_muted_writer(user_id uuid)
returns void
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  muted_until timestamptz := private.chat_muted_until(user_id);
begin
  if muted_until is not null then
    -- PT403: the data API answers with HTTP status 403.
    raise exception 'Administratoriai laikinai apribojo jūsų rašymą pokalbiuose iki %.',
        to_char(muted_until at time zone 'Europe/London', 'YYYY-MM-DD HH24:MI') || ' (Londono laiku)'
      using errcode = 'PT403', hint = 'Iki tol galite skaityti pokalbius.';
  end if;
end;
$$;
revoke all on function private.refuse_muted_writer(uuid) from public;

-- The author's name as other members see it: first name and the initial of the last name,
-- else the username, else 'Narys'.
create function private.chat_author_name(user_id uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select left(coalesce(
    (
      select coalesce(
        nullif(btrim(private.chat_plain_text(concat_ws(' ', nullif(btrim(p.first_name), ''), left(nullif(btrim(p.last_name), ''), 1) || '.'))), ''),
        nullif(btrim(private.chat_plain_text(p.username)), '')
      )
      from public.profiles p where p.id = chat_author_name.user_id
    ),
    'Narys'), 100);
$$;
revoke all on function private.chat_author_name(uuid) from public;

-- A new message: authorship, time and marks are the database's; mutes and the rate limit.
-- security definer: the limit counts the author's messages in rooms they may no longer read.
-- The per-author lock makes one author's concurrent messages count one after another.
create function private.stamp_new_chat_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent bigint;
  oldest timestamptz;
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    new.author_id := (select auth.uid());
    new.created_at := now();
    new.edited_at := null;
    new.deleted_at := null;
    new.hidden_at := null;
    new.hidden_by := null;
    if new.author_id is not null then
      perform private.refuse_muted_writer(new.author_id);
      perform pg_advisory_xact_lock(hashtextextended('public.chat_messages rate limit ' || new.author_id::text, 0));
      select count(*), min(m.created_at) into recent, oldest
      from public.chat_messages m
      where m.author_id = new.author_id and m.created_at > now() - interval '1 minute';
      if recent >= 20 then
        -- PT429: the data API answers with HTTP status 429.
        raise exception 'Per daug žinučių: galite rašyti ne daugiau kaip 20 žinučių per minutę.'
          using errcode = 'PT429',
            detail = format('Vėl rašyti galėsite po %s s.', greatest(1, ceil(extract(epoch from oldest + interval '1 minute' - now())))::integer);
      end if;
    end if;
  end if;
  new.body := private.chat_plain_text(new.body);
  if new.deleted_at is not null then
    new.body := '';
  end if;
  if new.author_name is null or new.author_name = '' or (select auth.role()) in ('anon', 'authenticated') then
    new.author_name := private.chat_author_name(new.author_id);
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_new_chat_message() from public;

create trigger chat_messages_stamp_new
  before insert on public.chat_messages
  for each row execute function private.stamp_new_chat_message();

create trigger chat_messages_one_per_request
  after insert on public.chat_messages
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_insert();

-- A changed message. The grants let a member send body, deleted_at and hidden_at; this says
-- who may change which: authors their words and their deletion, administrators the hiding.
-- Deletion is for good (the words are gone); a hidden message can be shown again.
create function private.guard_chat_message_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    if new.body is distinct from old.body and old.author_id is distinct from caller then
      raise exception 'Redaguoti galima tik savo žinutes.' using errcode = '42501';
    end if;
    if new.deleted_at is distinct from old.deleted_at then
      if old.author_id is distinct from caller then
        raise exception 'Ištrinti galima tik savo žinutes.' using errcode = '42501';
      end if;
      if old.deleted_at is not null then
        raise exception 'Ištrintos žinutės atkurti negalima.' using errcode = '42501';
      end if;
    end if;
    if new.hidden_at is distinct from old.hidden_at and not (select private.is_admin()) then
      raise exception 'Slėpti žinutes gali tik administratoriai.' using errcode = '42501';
    end if;
  end if;

  if new.deleted_at is distinct from old.deleted_at and new.deleted_at is not null then
    new.deleted_at := now();
  end if;
  if new.deleted_at is not null then
    new.body := '';
  elsif new.body is distinct from old.body then
    new.body := private.chat_plain_text(new.body);
    if new.body is distinct from old.body then
      new.edited_at := now();
    end if;
  end if;
  if new.hidden_at is distinct from old.hidden_at then
    new.hidden_at := case when new.hidden_at is not null then now() end;
    new.hidden_by := case when new.hidden_at is not null then caller end;
  end if;
  return new;
end;
$$;
revoke all on function private.guard_chat_message_change() from public;

create trigger chat_messages_guard_change
  before update on public.chat_messages
  for each row execute function private.guard_chat_message_change();

-- A new room or topic: its starter and time, its address; a member's topics are limited.
create function private.stamp_new_chat_room()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  recent bigint;
begin
  new.name := btrim(private.chat_plain_text(new.name));
  new.description := btrim(private.chat_plain_text(coalesce(new.description, '')));
  if (select auth.role()) in ('anon', 'authenticated') then
    new.created_by := (select auth.uid());
    new.created_at := now();
    new.hidden_at := null;
    if new.kind = 'topic' and new.created_by is not null and not (select private.is_admin()) then
      perform private.refuse_muted_writer(new.created_by);
      perform pg_advisory_xact_lock(hashtextextended('public.chat_rooms topic limit ' || new.created_by::text, 0));
      select count(*) into recent
      from public.chat_rooms r
      where r.created_by = new.created_by and r.kind = 'topic' and r.created_at > now() - interval '1 hour';
      if recent >= 5 then
        raise exception 'Per daug naujų temų: galite pradėti ne daugiau kaip 5 temas per valandą.'
          using errcode = 'PT429';
      end if;
    end if;
    if new.kind = 'topic' then
      new.slug := '';
    end if;
  end if;
  if new.slug = '' then
    new.slug := private.chat_slug(new.name);
    if new.kind = 'topic' or exists (select 1 from public.chat_rooms r where r.slug = new.slug) then
      new.slug := new.slug || '-' || left(replace(new.id::text, '-', ''), 8);
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_new_chat_room() from public;

create trigger chat_rooms_stamp_new
  before insert on public.chat_rooms
  for each row execute function private.stamp_new_chat_room();

create trigger chat_rooms_one_per_request
  after insert on public.chat_rooms
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_insert();

create function private.stamp_chat_room_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.name := btrim(private.chat_plain_text(new.name));
  new.description := btrim(private.chat_plain_text(new.description));
  if new.hidden_at is distinct from old.hidden_at and new.hidden_at is not null then
    new.hidden_at := now();
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_chat_room_change() from public;

create trigger chat_rooms_stamp_change
  before update on public.chat_rooms
  for each row execute function private.stamp_chat_room_change();

-- A report: the reporter, the time and a copy of the body. Runs in the reporter's role, so the
-- copy is only what they can read (their policies then refuse a message they cannot).
create function private.stamp_chat_report()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    if (select auth.role()) in ('anon', 'authenticated') then
      new.reporter_id := (select auth.uid());
      new.created_at := now();
      new.resolved_at := null;
      new.resolved_by := null;
    end if;
    new.message_body := coalesce((select m.body from public.chat_messages m where m.id = new.message_id), '');
    new.details := nullif(btrim(private.chat_plain_text(new.details)), '');
  elsif new.resolved_at is distinct from old.resolved_at then
    new.resolved_at := case when new.resolved_at is not null then now() end;
    new.resolved_by := case when new.resolved_at is not null then (select auth.uid()) end;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_chat_report() from public;

create trigger chat_reports_stamp
  before insert or update on public.chat_reports
  for each row execute function private.stamp_chat_report();

create trigger chat_reports_one_per_request
  after insert on public.chat_reports
  referencing new table as inserted_rows
  for each statement execute function private.refuse_bulk_insert();

create function private.stamp_chat_mute()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' and (select auth.role()) in ('anon', 'authenticated') then
    new.created_by := (select auth.uid());
    new.created_at := now();
  end if;
  new.reason := nullif(btrim(private.chat_plain_text(new.reason)), '');
  return new;
end;
$$;
revoke all on function private.stamp_chat_mute() from public;

create trigger chat_mutes_stamp
  before insert or update on public.chat_mutes
  for each row execute function private.stamp_chat_mute();

-- A community's room, created the first time one of its memberships is approved. security
-- definer: the administrator who approves (or the seed) need not hold any right on rooms.
create function private.ensure_community_chat_room(community_id text)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  community record;
  room_slug text;
begin
  if exists (select 1 from public.chat_rooms r where r.community_id = ensure_community_chat_room.community_id) then
    return;
  end if;
  select c.id, c.name into community from public.communities c where c.id = ensure_community_chat_room.community_id;
  if not found then
    return;
  end if;
  room_slug := private.chat_slug(community.id);
  if exists (select 1 from public.chat_rooms r where r.slug = room_slug) then
    room_slug := room_slug || '-' || left(md5(community.id), 8);
  end if;
  insert into public.chat_rooms (slug, kind, name, description, community_id)
  values (room_slug, 'community', left(community.name, 200), 'Bendruomenės narių pokalbiai.', community.id)
  on conflict do nothing;
end;
$$;
revoke all on function private.ensure_community_chat_room(text) from public;

create function private.open_community_chat_room()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if new.status = 'approved' and new.membership_type = 'member' then
    perform private.ensure_community_chat_room(new.community_id);
  end if;
  return null;
end;
$$;
revoke all on function private.open_community_chat_room() from public;

create trigger community_memberships_open_chat_room
  after insert or update of status, membership_type on public.community_memberships
  for each row execute function private.open_community_chat_room();

-- A renamed community renames its room.
create function private.follow_community_name_into_chat()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update public.chat_rooms set name = left(new.name, 200)
  where community_id = new.id and name is distinct from left(new.name, 200);
  return null;
end;
$$;
revoke all on function private.follow_community_name_into_chat() from public;

create trigger communities_follow_into_chat
  after update of name on public.communities
  for each row execute function private.follow_community_name_into_chat();

-- Communities that already have approved members get their room now.
select private.ensure_community_chat_room(m.community_id)
from (select distinct community_id from public.community_memberships where status = 'approved' and membership_type = 'member') m;
