-- Deleting an account erases its id everywhere (UK GDPR art. 17). Columns that name who
-- decided, edited, hid, resolved, created or uploaded reference auth.users `on delete set
-- null`: the foreign key's action updates each row to null, but that update fires the table's
-- BEFORE UPDATE triggers, and the stamps among them wrote auth.uid() back, which during
-- delete_own_account() is still the deleted account's id (directory_entries.updated_by,
-- essential_facts.updated_by; community_memberships.decided_by, restored from the old row once
-- the administrator's admin_users row had gone). PostgreSQL then skips the foreign key's check,
-- since the key looks unchanged, and the row keeps naming an account that no longer exists.
--
-- private.only_erases_deleted_users() recognises such an update whatever the table: every
-- changed column is a single-column foreign key to auth.users, set to null, whose old account
-- no longer exists. Each stamp and guard trigger on a table with such a column, and each AFTER
-- trigger that records or broadcasts a change there, now lets that update through untouched at
-- its top: an erasure is not an edit, so nothing is stamped, audited or broadcast. The bodies
-- are otherwise those of the migration that last defined each function.

create function private.only_erases_deleted_users(tbl regclass, before_row jsonb, after_row jsonb)
returns boolean
language sql
stable
-- Reads auth.users, which the API roles cannot.
security definer
set search_path = ''
as $$
  select coalesce(before_row <> after_row, false) and not exists (
    select 1
    from jsonb_each(after_row) as changed(col, value)
    where before_row -> changed.col is distinct from changed.value
      and not (
        changed.value = 'null'::jsonb
        and exists (
          select 1
          from pg_catalog.pg_constraint k
          join pg_catalog.pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
          where k.conrelid = tbl and k.contype = 'f' and k.confrelid = 'auth.users'::regclass
            and cardinality(k.conkey) = 1 and a.attname = changed.col
        )
        and not exists (select 1 from auth.users u where u.id = (before_row ->> changed.col)::uuid)
      )
  );
$$;

revoke all on function private.only_erases_deleted_users(regclass, jsonb, jsonb) from public, anon;
-- The triggers below run in the writer's role: members and administrators (authenticated),
-- service_role, and the tables' owner during a foreign key's action.
grant execute on function private.only_erases_deleted_users(regclass, jsonb, jsonb) to authenticated, service_role;

-- 20250601120400_organizations.sql (media and contacts use it).
create or replace function private.touch_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_at := now();
  return new;
end;
$$;

-- 20250601120200_community_memberships.sql
create or replace function private.stamp_membership()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_at := now();
  if (select private.is_admin()) and tg_op = 'UPDATE' and new.status is distinct from old.status then
    new.decided_by := (select auth.uid());
    new.decided_at := now();
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
  elsif not (select private.is_admin()) and (select auth.role()) is distinct from 'service_role' then
    new.decided_by := case when tg_op = 'UPDATE' then old.decided_by end;
    new.decided_at := case when tg_op = 'UPDATE' then old.decided_at end;
    new.rejection_reason := case when tg_op = 'UPDATE' and new.status = old.status then old.rejection_reason end;
  end if;
  return new;
end;
$$;

-- 20250601121500_directory_entries.sql
create or replace function private.stamp_directory_entry()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  if tg_op = 'INSERT' then
    new.created_at := now();
  end if;
  return new;
end;
$$;

-- 20250601122300_entry_contributions.sql
create or replace function private.keep_managers_to_public_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  if current_user = 'authenticated' and not private.is_admin() then
    if (new.directory, new.slug, new.status, new.sort_order, new.details, new.last_verified_at, new.logo_path)
       is distinct from (old.directory, old.slug, old.status, old.sort_order, old.details, old.last_verified_at, old.logo_path) then
      raise exception 'Įrašo tvarkytojai keičia tik viešai rodomus duomenis: būseną, adresą ir patikrinimo datą keičia administratoriai.' using errcode = '42501';
    end if;
    if private.has_markup(concat_ws(' ', new.name, new.summary, new.description, new.town, new.region, new.address, new.leader_name, new.leader_title)) then
      raise exception 'Įraše negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
  end if;
  return new;
end;
$$;

-- 20250601122300_entry_contributions.sql: the audit trail records no erasure (it would name
-- the deleted account as the one who changed the entry).
create or replace function private.record_entry_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  before_values jsonb := to_jsonb(old) - 'updated_at' - 'updated_by' - 'created_at';
  after_values jsonb := to_jsonb(new) - 'updated_at' - 'updated_by' - 'created_at';
  changed text[];
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return null;
  end if;
  select array_agg(key) into changed from jsonb_each(after_values) as a(key, value) where before_values -> key is distinct from value;
  if changed is null then
    return null;
  end if;
  insert into public.directory_entry_changes (entry_id, changed_by, old_values, new_values)
  values (
    new.id,
    (select auth.uid()),
    (select jsonb_object_agg(key, before_values -> key) from unnest(changed) as key),
    (select jsonb_object_agg(key, after_values -> key) from unnest(changed) as key)
  );
  return null;
end;
$$;

-- 20250601121800_chat.sql
create or replace function private.guard_chat_message_change()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  caller uuid := (select auth.uid());
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
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

-- 20250601121900_chat_live.sql: the room's readers see no change when an account goes.
create or replace function private.broadcast_chat_message()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  visible public.chat_messages := new;
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return null;
  end if;
  if visible.hidden_at is not null then
    visible.body := '';
    visible.hidden_by := null;
  end if;
  perform realtime.broadcast_changes(
    'room:' || new.room_id::text, tg_op, tg_op, tg_table_name, tg_table_schema, visible, null
  );
  return null;
end;
$$;

-- 20250601121800_chat.sql
create or replace function private.stamp_chat_room_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.name := btrim(private.chat_plain_text(new.name));
  new.description := btrim(private.chat_plain_text(new.description));
  if new.hidden_at is distinct from old.hidden_at and new.hidden_at is not null then
    new.hidden_at := now();
  end if;
  return new;
end;
$$;

-- 20250601121800_chat.sql
create or replace function private.stamp_chat_report()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
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

-- 20250601121800_chat.sql
create or replace function private.stamp_chat_mute()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  if tg_op = 'INSERT' and (select auth.role()) in ('anon', 'authenticated') then
    new.created_by := (select auth.uid());
    new.created_at := now();
  end if;
  new.reason := nullif(btrim(private.chat_plain_text(new.reason)), '');
  return new;
end;
$$;

-- 20250601122000_essential_facts.sql
create or replace function private.stamp_essential_fact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;

-- 20250601122100_events.sql
create or replace function private.stamp_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_at := now();
  if new.status is distinct from old.status then
    new.decided_at := now();
    new.decided_by := (select auth.uid());
    if new.status <> 'rejected' then
      new.rejection_reason := null;
    end if;
  end if;
  return new;
end;
$$;

-- 20250601122200_classifieds.sql
create or replace function private.stamp_classified_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_at := now();
  if current_user = 'authenticated' and not private.is_admin() then
    if new.rejection_reason is distinct from old.rejection_reason or new.hidden_at is distinct from old.hidden_at
      or (new.status is distinct from old.status and new.status <> 'closed') then
      raise exception 'Skelbimą tvirtina, atmeta ir slepia tik administratoriai.' using errcode = '42501';
    end if;
    if old.status = 'closed' and new.status = 'closed' and (new.title, new.body, new.category, new.price, new.town, new.contact) is distinct from (old.title, old.body, old.category, old.price, old.town, old.contact) then
      raise exception 'Uždaryto skelbimo keisti negalima.' using errcode = 'PT422';
    end if;
    perform private.refuse_bad_classified(new);
    if new.status <> 'closed' and (new.title, new.body, new.category, new.price, new.town, new.contact) is distinct from (old.title, old.body, old.category, old.price, old.town, old.contact) then
      new.status := 'pending';
      new.expires_at := null;
    end if;
  elsif new.status is distinct from old.status then
    new.decided_at := now();
    new.decided_by := (select auth.uid());
    if new.status = 'approved' then
      new.expires_at := now() + interval '30 days';
      new.rejection_reason := null;
    end if;
  end if;
  new.contact_email := case when new.contact = 'email' then private.account_email(new.posted_by) end;
  return new;
end;
$$;

-- 20250601122300_entry_contributions.sql
create or replace function private.stamp_contribution_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  if new.status is distinct from old.status then
    new.decided_at := now();
    new.decided_by := (select auth.uid());
    if tg_table_name = 'entry_claims' and new.status = 'approved' then
      insert into public.entry_managers (entry_id, user_id, role) values (new.entry_id, new.claimant_id, new.role)
      on conflict (entry_id, user_id) do update set role = excluded.role;
    end if;
  end if;
  return new;
end;
$$;
