-- A published translation is part of its item's public page (the English page shows it; the
-- Lithuanian page names it as its alternate), so a change to one is a change to the item for
-- the change log: the site's server re-renders the item's pages, and a static host rebuilds.
-- A draft changes no page. The item's own slug and scope are logged, as its own change would be.
create function private.log_translation_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  subject text := tg_argv[0];
  before_row jsonb := case when tg_op in ('UPDATE', 'DELETE') then to_jsonb(old) end;
  after_row jsonb := case when tg_op in ('INSERT', 'UPDATE') then to_jsonb(new) end;
  row_now jsonb := coalesce(after_row, before_row);
  item jsonb;
begin
  if coalesce(before_row ->> 'status', '') <> 'published' and coalesce(after_row ->> 'status', '') <> 'published' then
    return null;
  end if;
  case subject
    when 'directory_entry' then
      select to_jsonb(d) into item from public.directory_entries d where d.id = (row_now ->> 'entry_id')::uuid;
    when 'event' then
      select to_jsonb(e) into item from public.events e where e.id = (row_now ->> 'event_id')::uuid;
    when 'article' then
      select to_jsonb(a) into item from public.articles a where a.id = (row_now ->> 'article_id')::uuid;
    when 'essential_fact' then
      select to_jsonb(f) into item from public.essential_facts f where f.key = row_now ->> 'fact_key';
  end case;
  -- The item itself went (a cascade) or is not public: its own change is logged, or none is due.
  if item is null or not private.is_public_content(subject, item) then
    return null;
  end if;
  insert into public.content_changes (subject, scope, old_slug, new_slug)
  values (
    subject,
    item ->> case subject when 'directory_entry' then 'directory' when 'essential_fact' then 'key' else 'category' end,
    item ->> case subject when 'essential_fact' then 'id' else 'slug' end,
    item ->> case subject when 'essential_fact' then 'id' else 'slug' end
  );
  return null;
end;
$$;
revoke all on function private.log_translation_change() from public, anon, authenticated;

create trigger entry_translations_log_content_change
  after insert or update or delete on public.entry_translations
  for each row execute function private.log_translation_change('directory_entry');

create trigger event_translations_log_content_change
  after insert or update or delete on public.event_translations
  for each row execute function private.log_translation_change('event');

create trigger article_translations_log_content_change
  after insert or update or delete on public.article_translations
  for each row execute function private.log_translation_change('article');

create trigger fact_translations_log_content_change
  after insert or update or delete on public.fact_translations
  for each row execute function private.log_translation_change('essential_fact');
