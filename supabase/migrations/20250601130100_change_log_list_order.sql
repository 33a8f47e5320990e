-- A directory's list is read a page at a time (20250601130000_directory_list_pages.sql). An edit
-- of an entry that keeps its place in the list and changes nothing its pages count (the hero's
-- figures, the filters' towns and regions) changes only the page that shows it; an entry that
-- joins, leaves or moves, or changes what is counted, changes every page of the list. The change
-- log says which (`whole_list`): renaming one community at a hundred times the sample
-- re-rendered all 350 pages of its list, in both languages. Rows logged elsewhere (translations)
-- keep the default: every page of the list.
alter table public.content_changes add column whole_list boolean not null default true;

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
  whole_list boolean := true;
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
  -- An entry edited in place keeps its place in its directory's list when its order is the same
  -- (the same sort order, and a name that decides nothing: no other published entry shares that
  -- sort order) and changes nothing the list's pages count.
  if subject = 'directory_entry' and was_public and is_public
    and before_row ->> 'directory' = after_row ->> 'directory'
    and before_row ->> 'slug' = after_row ->> 'slug'
    and before_row ->> 'sort_order' = after_row ->> 'sort_order' then
    whole_list :=
      before_row ->> 'town' is distinct from after_row ->> 'town'
      or before_row ->> 'region' is distinct from after_row ->> 'region'
      or exists (
        select 1 from unnest(array['members', 'sport', 'achievements', 'students']) as counted(key)
        where before_row -> 'details' -> counted.key is distinct from after_row -> 'details' -> counted.key
      )
      or (
        before_row ->> 'name' is distinct from after_row ->> 'name'
        and exists (
          select 1 from public.directory_entries o
          where o.directory = after_row ->> 'directory' and o.status = 'published'
            and o.sort_order = (after_row ->> 'sort_order')::integer and o.id <> (after_row ->> 'id')::uuid
        )
      );
  end if;
  insert into public.content_changes (subject, scope, old_scope, old_slug, new_slug, entries, events, whole_list)
  values (
    subject,
    coalesce(after_row, before_row) ->> scope_column,
    before_row ->> scope_column,
    case when was_public then before_row ->> slug_column end,
    case when is_public then after_row ->> slug_column end,
    named,
    organised,
    whole_list
  )
  returning id into logged;
  if logged % 500 = 0 then
    delete from public.content_changes where changed_at < now() - interval '30 days';
  end if;
  return null;
end;
$$;
revoke all on function private.log_content_change() from public, anon, authenticated;
