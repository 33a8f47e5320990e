-- The change log names the directory entries an event or an article is about ('<directory>:<slug>'
-- of each published one, before and after the change), so the site's server re-renders those
-- entries' pages, which list their latest articles and events, and no other entry's page
-- (20250601123000_content_changes.sql). Entries' addresses are public already.
alter table public.content_changes add column entries text[] not null default '{}'
  check (cardinality(entries) <= 2);

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
  insert into public.content_changes (subject, scope, old_slug, new_slug, entries)
  values (
    subject,
    coalesce(after_row, before_row) ->> scope_column,
    case when was_public then before_row ->> slug_column end,
    case when is_public then after_row ->> slug_column end,
    named
  )
  returning id into logged;
  if logged % 500 = 0 then
    delete from public.content_changes where changed_at < now() - interval '30 days';
  end if;
  return null;
end;
$$;
revoke all on function private.log_content_change() from public, anon, authenticated;
