-- The change log says exactly which pages a change touches, so the site's server re-renders those
-- and no others (20250601123000_content_changes.sql):
-- * old_scope: the group a row belonged to before the change (an event's or article's former
--   category), so the lists and calendars of the category it left are rendered again too;
-- * events: for a directory entry, the slugs of the approved events it organises (the newest 200),
--   whose pages and calendars show its name. Before, a change to any entry re-rendered every
--   event page: 1,570 pages for one renamed community at ten times the sample's size.
-- Both are public already: a category, and events' addresses.
alter table public.content_changes add column old_scope text check (char_length(old_scope) <= 80);
alter table public.content_changes add column events text[] not null default '{}'
  check (cardinality(events) <= 200);

create or replace function private.log_content_change()
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
  entry_column text := case subject when 'event' then 'organiser_entry_id' when 'article' then 'entry_id' end;
  named text[] := '{}';
  organised text[] := '{}';
  logged bigint;
begin
  -- Not a change a visitor sees: nothing public before or after, or a deleted account's id
  -- cleared by its foreign key (erasing who last edited a row changes no page).
  if not (was_public or is_public)
    or (tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, before_row, after_row)) then
    return null;
  end if;
  if entry_column is not null then
    select coalesce(array_agg(d.directory || ':' || d.slug order by d.directory, d.slug), '{}') into named
    from public.directory_entries d
    where d.status = 'published'
      and d.id in ((before_row ->> entry_column)::uuid, (after_row ->> entry_column)::uuid);
  end if;
  if subject = 'directory_entry' then
    select coalesce(array_agg(e.slug), '{}') into organised
    from (
      select e.slug from public.events e
      where e.organiser_entry_id = (coalesce(after_row, before_row) ->> 'id')::uuid and e.status = 'approved'
      order by e.starts_at desc
      limit 200
    ) e;
  end if;
  insert into public.content_changes (subject, scope, old_scope, old_slug, new_slug, entries, events)
  values (
    subject,
    coalesce(after_row, before_row) ->> scope_column,
    before_row ->> scope_column,
    case when was_public then before_row ->> slug_column end,
    case when is_public then after_row ->> slug_column end,
    named,
    organised
  )
  returning id into logged;
  if logged % 500 = 0 then
    delete from public.content_changes where changed_at < now() - interval '30 days';
  end if;
  return null;
end;
$$;
revoke all on function private.log_content_change() from public, anon, authenticated;

