-- A suspension stops every way a member writes what others read, not only the seven kinds
-- 20250601125710_moderation_actions.sql names: English translations, corrections and claims of
-- entries, the entries they manage, their public name, and edits of the messages, events,
-- classifieds and articles they wrote. What is theirs alone stays theirs: they may delete a
-- message, change their privacy and mail settings, leave a community, appeal and erase their
-- account. Administrators are never suspended (suspend_member refuses them), so none of this
-- reaches the back office.

do $$
declare
  target text;
begin
  foreach target in array array['entry_translations', 'event_translations', 'article_translations', 'entry_corrections', 'entry_claims'] loop
    execute format(
      'create policy "Suspended members write nothing" on public.%I as restrictive for insert to authenticated
         with check ((select private.refuse_suspended_writer()))',
      target);
  end loop;
  foreach target in array array['entry_translations', 'event_translations', 'article_translations', 'directory_entries'] loop
    execute format(
      'create policy "Suspended members change nothing" on public.%I as restrictive for update to authenticated
         using (true) with check ((select private.refuse_suspended_writer()))',
      target);
  end loop;
end;
$$;

-- Rows a member may change in part: the words others read are refused to a suspended member
-- (the columns named), the rest (deleting a message, a privacy setting) is not.
create function private.refuse_suspended_edit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  changed boolean := false;
  column_name text;
begin
  -- An erasure clearing a deleted account's id passes, as through every such trigger; so does
  -- deleting what they wrote (a message's words are cleared with it).
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new))
    or (to_jsonb(new) ->> 'deleted_at' is not null and to_jsonb(old) ->> 'deleted_at' is null) then
    return new;
  end if;
  foreach column_name in array tg_argv loop
    if to_jsonb(new) -> column_name is distinct from to_jsonb(old) -> column_name then
      changed := true;
      exit;
    end if;
  end loop;
  if changed then
    perform private.refuse_suspended_writer();
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_suspended_edit() from public, anon, authenticated;

create trigger refuse_suspended_edit
  before update on public.profiles
  for each row execute function private.refuse_suspended_edit('first_name', 'last_name', 'username');
create trigger refuse_suspended_edit
  before update on public.chat_messages
  for each row execute function private.refuse_suspended_edit('body');
create trigger refuse_suspended_edit
  before update on public.events
  for each row execute function private.refuse_suspended_edit('title', 'description', 'venue', 'link', 'registration_email', 'price');
create trigger refuse_suspended_edit
  before update on public.classifieds
  for each row execute function private.refuse_suspended_edit('title', 'body', 'price', 'town', 'contact', 'contact_email');
create trigger refuse_suspended_edit
  before update on public.articles
  for each row execute function private.refuse_suspended_edit('title', 'lead', 'body');
