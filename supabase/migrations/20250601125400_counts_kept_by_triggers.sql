-- Counts the public pages read, kept as rows change instead of counted on every read.
--
-- The room list (public.chat_room_stats) counted each room's visible messages and authors on
-- every read: with 100,000 messages its p95 was 1.9 s on PostgreSQL 15. A trigger now keeps, per
-- room and author, how many visible messages the author has there, so a room's counts read a few
-- rows; the last visible message comes from an index of visible messages newest first.
--
-- The directories' counts (the home page's figures) read every published entry's directory:
-- 10,400 rows at a real association's size. A view counts them in the database.

create table private.chat_room_authors (
  room_id uuid not null references public.chat_rooms (id) on delete cascade,
  author_id uuid not null references auth.users (id) on delete cascade,
  visible_messages integer not null check (visible_messages >= 0),
  primary key (room_id, author_id)
);

create index chat_room_authors_author_idx on private.chat_room_authors (author_id);

-- Not exposed through the data API (private schema); only the functions below read and write it.
alter table private.chat_room_authors enable row level security;
revoke all on private.chat_room_authors from public, anon, authenticated;

-- The newest visible message of a room, in one index step.
create index chat_messages_room_visible_latest_idx on public.chat_messages (room_id, created_at desc)
  where deleted_at is null and hidden_at is null;

-- The room counts read by trigger-kept rows (same answer, same rights as before).
create or replace function private.chat_room_counts(room_id uuid)
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
    select
      coalesce((select sum(a.visible_messages) from private.chat_room_authors a where a.room_id = chat_room_counts.room_id), 0)::bigint,
      (select count(*) from private.chat_room_authors a where a.room_id = chat_room_counts.room_id and a.visible_messages > 0),
      (select m.created_at from public.chat_messages m
        where m.room_id = chat_room_counts.room_id and m.deleted_at is null and m.hidden_at is null
        order by m.created_at desc limit 1);
end;
$$;

-- Adds `delta` to an author's visible messages in a room. A decrease only updates: when an
-- account is deleted its messages and its counts go in one cascade, in either order.
create function private.count_chat_author(room_id uuid, author_id uuid, delta integer)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  if count_chat_author.delta < 0 then
    update private.chat_room_authors a
    set visible_messages = greatest(a.visible_messages + count_chat_author.delta, 0)
    where a.room_id = count_chat_author.room_id and a.author_id = count_chat_author.author_id;
  else
    insert into private.chat_room_authors as a (room_id, author_id, visible_messages)
    values (count_chat_author.room_id, count_chat_author.author_id, count_chat_author.delta)
    on conflict on constraint chat_room_authors_pkey
    do update set visible_messages = a.visible_messages + count_chat_author.delta;
  end if;
end;
$$;

revoke all on function private.count_chat_author(uuid, uuid, integer) from public, anon, authenticated;

-- A message counts while it is neither deleted nor hidden.
create function private.chat_messages_keep_counts()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  was_visible boolean := tg_op <> 'INSERT' and old.deleted_at is null and old.hidden_at is null;
  is_visible boolean := tg_op <> 'DELETE' and new.deleted_at is null and new.hidden_at is null;
begin
  if was_visible and (not is_visible or old.room_id <> new.room_id or old.author_id <> new.author_id) then
    perform private.count_chat_author(old.room_id, old.author_id, -1);
  end if;
  if is_visible and (not was_visible or old.room_id <> new.room_id or old.author_id <> new.author_id) then
    perform private.count_chat_author(new.room_id, new.author_id, 1);
  end if;
  return null;
end;
$$;

revoke all on function private.chat_messages_keep_counts() from public, anon, authenticated;

create trigger chat_messages_keep_counts
  after insert or update of deleted_at, hidden_at, room_id, author_id or delete on public.chat_messages
  for each row execute function private.chat_messages_keep_counts();

insert into private.chat_room_authors (room_id, author_id, visible_messages)
select m.room_id, m.author_id, count(*)
from public.chat_messages m
where m.deleted_at is null and m.hidden_at is null
group by m.room_id, m.author_id;

-- security_invoker: the entries' own policies decide which rows are counted (published ones for
-- everyone); the view keeps to published entries whoever reads it.
create view public.directory_counts
with (security_invoker = true)
as
select e.directory, count(*)::integer as entries
from public.directory_entries e
where e.status = 'published'
group by e.directory;

comment on view public.directory_counts is 'How many published entries each directory has (the home page''s figures).';

revoke all on public.directory_counts from anon, authenticated;
grant select on public.directory_counts to anon, authenticated, service_role;
