-- Members improve the directory: a correction proposes new values for an entry's fields with a
-- note; a claim says 'this is our organisation' with the claimant's role and a way to verify
-- it. Administrators apply a correction in one action (which also marks the entry checked) or
-- reject it with a reason; an approved claim makes the member a manager of the entry, who may
-- then edit its public fields directly. Every change to an entry is kept in an audit trail
-- (who, when, old and new values) that administrators read.

-- The fields a correction may change and a manager may edit: what the public page shows.
-- Status, address (slug), directory, order and the verification date stay the administrators'.
create function private.entry_public_fields()
returns text[]
language sql
immutable
set search_path = ''
as $$
  select array['name', 'summary', 'description', 'town', 'region', 'address', 'leader_name', 'leader_title', 'email', 'phone', 'website', 'founded'];
$$;
revoke all on function private.entry_public_fields() from public;
grant execute on function private.entry_public_fields() to authenticated, service_role;

create table public.entry_managers (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.directory_entries (id) on delete cascade,
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The manager's role in the organisation, as their approved claim gave it.
  role text not null default '' check (char_length(role) <= 120),
  created_at timestamptz not null default now(),
  unique (entry_id, user_id)
);

create index entry_managers_user_idx on public.entry_managers (user_id);

alter table public.entry_managers enable row level security;

revoke all on public.entry_managers from anon, authenticated;
grant select on public.entry_managers to authenticated;
grant delete on public.entry_managers to authenticated;
grant all on public.entry_managers to service_role;

create policy "Managers read their own rows; administrators all"
  on public.entry_managers for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators remove managers"
  on public.entry_managers for delete to authenticated
  using ((select private.is_admin()));

-- Whether the caller manages the entry (security definer: the policies below call it on rows of
-- other tables).
create function private.manages_entry(entry_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.entry_managers m where m.entry_id = manages_entry.entry_id and m.user_id = (select auth.uid()));
$$;
revoke all on function private.manages_entry(uuid) from public;
grant execute on function private.manages_entry(uuid) to authenticated, service_role;

-- Managers read their entries whatever their status, and change them (the trigger below keeps
-- them to the public fields).
drop policy "Members read published entries, administrators every entry" on public.directory_entries;
create policy "Members read published entries, managers theirs, administrators every entry"
  on public.directory_entries for select to authenticated
  using (status = 'published' or (select private.is_admin()) or private.manages_entry(id));

drop policy "Administrators change entries" on public.directory_entries;
create policy "Administrators and the entry's managers change entries"
  on public.directory_entries for update to authenticated
  using ((select private.is_admin()) or private.manages_entry(id))
  with check ((select private.is_admin()) or private.manages_entry(id));

-- A manager who is not an administrator changes only the public fields.
create function private.keep_managers_to_public_fields()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
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
revoke all on function private.keep_managers_to_public_fields() from public;

create trigger directory_entries_managers_public_fields
  before update on public.directory_entries
  for each row execute function private.keep_managers_to_public_fields();

-- The audit trail: every change to an entry's fields, with who made it and the old and new values.
create table public.directory_entry_changes (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.directory_entries (id) on delete cascade,
  changed_by uuid references auth.users (id) on delete set null,
  changed_at timestamptz not null default now(),
  old_values jsonb not null,
  new_values jsonb not null
);

create index directory_entry_changes_entry_idx on public.directory_entry_changes (entry_id, changed_at desc);
create index directory_entry_changes_changed_by_idx on public.directory_entry_changes (changed_by);

alter table public.directory_entry_changes enable row level security;

revoke all on public.directory_entry_changes from anon, authenticated;
grant select on public.directory_entry_changes to authenticated;
grant all on public.directory_entry_changes to service_role;

create policy "Administrators read the audit trail"
  on public.directory_entry_changes for select to authenticated
  using ((select private.is_admin()));

-- Written by the database after every update that changed a field (security definer: nobody
-- writes the trail through the API). Stamps are left out: the trail's own row says when.
create function private.record_entry_change()
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
revoke all on function private.record_entry_change() from public;

create trigger directory_entries_audit
  after update on public.directory_entries
  for each row execute function private.record_entry_change();

-- A member's correction: new values for some public fields, and a note.
create table public.entry_corrections (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.directory_entries (id) on delete cascade,
  submitted_by uuid default auth.uid() references auth.users (id) on delete cascade,
  changes jsonb not null check (jsonb_typeof(changes) = 'object' and changes <> '{}'::jsonb and octet_length(changes::text) <= 20000),
  note text not null default '' check (char_length(note) <= 1000),
  status text not null default 'pending' check (status in ('pending', 'applied', 'rejected')),
  rejection_reason text check (char_length(rejection_reason) <= 500),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint entry_corrections_rejection_has_reason check (status <> 'rejected' or char_length(btrim(coalesce(rejection_reason, ''))) >= 3)
);

create index entry_corrections_entry_idx on public.entry_corrections (entry_id);
create index entry_corrections_submitted_by_idx on public.entry_corrections (submitted_by, created_at desc);
create index entry_corrections_pending_idx on public.entry_corrections (created_at) where status = 'pending';
create index entry_corrections_decided_by_idx on public.entry_corrections (decided_by);

alter table public.entry_corrections enable row level security;

revoke all on public.entry_corrections from anon, authenticated;
grant select on public.entry_corrections to authenticated;
grant insert (entry_id, changes, note) on public.entry_corrections to authenticated;
grant update (status, rejection_reason) on public.entry_corrections to authenticated;
grant all on public.entry_corrections to service_role;

create policy "Members read their own corrections; administrators all"
  on public.entry_corrections for select to authenticated
  using (submitted_by = (select auth.uid()) or (select private.is_admin()));

create policy "Members correct published entries as themselves"
  on public.entry_corrections for insert to authenticated
  with check (submitted_by = (select auth.uid()) and exists (select 1 from public.directory_entries e where e.id = entry_id and e.status = 'published'));

create policy "Administrators decide corrections"
  on public.entry_corrections for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- A claim: the claimant's role in the organisation and how an administrator can verify it.
create table public.entry_claims (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.directory_entries (id) on delete cascade,
  claimant_id uuid default auth.uid() references auth.users (id) on delete cascade,
  role text not null check (char_length(btrim(role)) between 2 and 120 and char_length(role) <= 120),
  verification text not null check (char_length(btrim(verification)) between 5 and 1000 and char_length(verification) <= 1000),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected')),
  rejection_reason text check (char_length(rejection_reason) <= 500),
  created_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint entry_claims_rejection_has_reason check (status <> 'rejected' or char_length(btrim(coalesce(rejection_reason, ''))) >= 3)
);

create index entry_claims_entry_idx on public.entry_claims (entry_id);
create index entry_claims_claimant_idx on public.entry_claims (claimant_id, created_at desc);
create index entry_claims_pending_idx on public.entry_claims (created_at) where status = 'pending';
create index entry_claims_decided_by_idx on public.entry_claims (decided_by);

alter table public.entry_claims enable row level security;

revoke all on public.entry_claims from anon, authenticated;
grant select on public.entry_claims to authenticated;
grant insert (entry_id, role, verification) on public.entry_claims to authenticated;
grant update (status, rejection_reason) on public.entry_claims to authenticated;
grant all on public.entry_claims to service_role;

create policy "Members read their own claims; administrators all"
  on public.entry_claims for select to authenticated
  using (claimant_id = (select auth.uid()) or (select private.is_admin()));

create policy "Members claim published entries as themselves"
  on public.entry_claims for insert to authenticated
  with check (claimant_id = (select auth.uid()) and exists (select 1 from public.directory_entries e where e.id = entry_id and e.status = 'published'));

create policy "Administrators decide claims"
  on public.entry_claims for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- New corrections and claims through the API: the author, status and stamps are the database's;
-- a correction names only public fields, as text (or a year); plain text only; at most 10 of
-- each kind per member in 24 hours.
create function private.stamp_new_contribution()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  author uuid := (select auth.uid());
  kind text := tg_table_name;
  too_many constant text := 'Per daug pasiūlymų: per parą galite pateikti ne daugiau kaip 10 to paties tipo pasiūlymų.';
begin
  if (select auth.role()) not in ('anon', 'authenticated') then
    return new;
  end if;
  new.status := 'pending';
  new.rejection_reason := null;
  new.decided_at := null;
  new.decided_by := null;
  new.created_at := now();
  if kind = 'entry_corrections' then
    new.submitted_by := author;
    if exists (select 1 from jsonb_each(new.changes) as c(key, value)
               where not (key = any (private.entry_public_fields()))
                  or jsonb_typeof(value) not in ('string', 'null', 'number')
                  or (jsonb_typeof(value) = 'string' and char_length(value #>> '{}') > 10000)) then
      raise exception 'Pataisyti galima tik viešai rodomus įrašo laukus.' using errcode = 'PT422';
    end if;
    if private.has_markup((select string_agg(value #>> '{}', ' ') from jsonb_each(new.changes)) || ' ' || new.note) then
      raise exception 'Pataisyme negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
    perform private.refuse_over_daily_limit('public.entry_corrections', 'submitted_by', author, 10, too_many);
  else
    new.claimant_id := author;
    if private.has_markup(new.role || ' ' || new.verification) then
      raise exception 'Prašyme negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
    perform private.refuse_over_daily_limit('public.entry_claims', 'claimant_id', author, 10, too_many);
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_new_contribution() from public;

create trigger entry_corrections_stamp_new
  before insert on public.entry_corrections
  for each row execute function private.stamp_new_contribution();

create trigger entry_claims_stamp_new
  before insert on public.entry_claims
  for each row execute function private.stamp_new_contribution();

-- A decision is stamped; an approved claim makes the claimant a manager of the entry
-- (security definer: entry_managers has no insert grant).
create function private.stamp_contribution_decision()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
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
revoke all on function private.stamp_contribution_decision() from public;

create trigger entry_corrections_stamp_decision
  before update on public.entry_corrections
  for each row execute function private.stamp_contribution_decision();

create trigger entry_claims_stamp_decision
  before update on public.entry_claims
  for each row execute function private.stamp_contribution_decision();

-- Applies a pending correction in one action: the entry takes the proposed values and is marked
-- checked now; the correction is marked applied. Runs as the caller, so only an administrator's
-- call can change the entry (the policies decide); the audit trail records the change.
create function public.apply_entry_correction(correction_id uuid)
returns void
language plpgsql
set search_path = ''
as $$
declare
  correction public.entry_corrections;
begin
  if not private.is_admin() then
    raise exception 'Pataisymus taiko tik administratoriai.' using errcode = '42501';
  end if;
  select * into correction from public.entry_corrections c where c.id = correction_id and c.status = 'pending' for update;
  if correction.id is null then
    raise exception 'Šis pataisymas jau išspręstas arba jo nėra.' using errcode = 'PT422';
  end if;
  update public.directory_entries e
  set (name, summary, description, town, region, address, leader_name, leader_title, email, phone, website, founded, last_verified_at)
    = (select r.name, r.summary, r.description, r.town, r.region, r.address, r.leader_name, r.leader_title, r.email, r.phone, r.website, r.founded, now()
       from jsonb_populate_record(e, correction.changes) as r)
  where e.id = correction.entry_id;
  update public.entry_corrections c set status = 'applied' where c.id = correction_id;
end;
$$;
revoke all on function public.apply_entry_correction(uuid) from public;
grant execute on function public.apply_entry_correction(uuid) to authenticated, service_role;
