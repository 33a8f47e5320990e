-- The public content's change log: one row each time a row that visitors can see (or could see
-- until this change) is added, changed or removed. The site's server reads it to re-render the
-- pages a change affects, and a browser compares the newest id with the revision its page was
-- rendered from. It is the one change signal that survives restarts and serves several server
-- instances alike: each polls it and converges on its own (docs/decisions/017-pages-from-the-database.md).
--
-- It holds nothing private: only changes to rows that were or became public are written, and
-- only their kind, the group they belong to (a directory, an event's category) and their public
-- address (a slug, or a classified's id) before and after.
create table public.content_changes (
  id bigint generated always as identity primary key,
  subject text not null check (subject in ('directory_entry', 'event', 'classified', 'essential_fact', 'chat_room')),
  -- The directory of an entry, the category of an event or classified.
  scope text check (char_length(scope) <= 80),
  old_slug text check (char_length(old_slug) <= 200),
  new_slug text check (char_length(new_slug) <= 200),
  changed_at timestamptz not null default now()
);

create index content_changes_changed_at_idx on public.content_changes (changed_at);

alter table public.content_changes enable row level security;

revoke all on public.content_changes from anon, authenticated;
grant select on public.content_changes to anon, authenticated;
grant all on public.content_changes to service_role;

create policy "Everyone reads the public content's change log"
  on public.content_changes for select to anon, authenticated
  using (true);

-- Whether a row of a logged table is public: the rules of each table's select policy for anon
-- (a classified's expiry aside: time alone ends it, and the pages refresh on their own for that).
create function private.is_public_content(subject text, item jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case subject
    when 'directory_entry' then item ->> 'status' = 'published'
    when 'event' then item ->> 'status' = 'approved'
    when 'classified' then item ->> 'status' = 'approved' and item ->> 'hidden_at' is null
    when 'chat_room' then item ->> 'hidden_at' is null
    else true
  end;
$$;
revoke all on function private.is_public_content(text, jsonb) from public, anon;

-- Written after every insert, update and delete of a logged table (security definer: nobody
-- writes the log through the API). Rows older than 30 days are pruned now and then: a server
-- that fell further behind re-renders everything.
create function private.log_content_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text := tg_argv[0];
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  was_public boolean := before_row is not null and private.is_public_content(subject, before_row);
  is_public boolean := after_row is not null and private.is_public_content(subject, after_row);
  slug_column text := case when subject in ('classified', 'essential_fact') then 'id' else 'slug' end;
  scope_column text := case subject when 'directory_entry' then 'directory' when 'essential_fact' then 'key' when 'chat_room' then 'kind' else 'category' end;
  logged bigint;
begin
  -- Not a change a visitor sees: nothing public before or after, or a deleted account's id
  -- cleared by its foreign key (erasing who last edited a row changes no page).
  if not (was_public or is_public)
    or (tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, before_row, after_row)) then
    return null;
  end if;
  insert into public.content_changes (subject, scope, old_slug, new_slug)
  values (
    subject,
    coalesce(after_row, before_row) ->> scope_column,
    case when was_public then before_row ->> slug_column end,
    case when is_public then after_row ->> slug_column end
  )
  returning id into logged;
  if logged % 500 = 0 then
    delete from public.content_changes where changed_at < now() - interval '30 days';
  end if;
  return null;
end;
$$;
revoke all on function private.log_content_change() from public, anon, authenticated;

create trigger directory_entries_log_content_change
  after insert or update or delete on public.directory_entries
  for each row execute function private.log_content_change('directory_entry');

create trigger events_log_content_change
  after insert or update or delete on public.events
  for each row execute function private.log_content_change('event');

create trigger classifieds_log_content_change
  after insert or update or delete on public.classifieds
  for each row execute function private.log_content_change('classified');

create trigger essential_facts_log_content_change
  after insert or update or delete on public.essential_facts
  for each row execute function private.log_content_change('essential_fact');

create trigger chat_rooms_log_content_change
  after insert or update or delete on public.chat_rooms
  for each row execute function private.log_content_change('chat_room');
