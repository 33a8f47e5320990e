-- The directory editor replaces the admin area's organisation list, and entries get a logo.
--
-- 1. `public.organizations` was edited by the old admin page and read by no public page. Its
--    rows are copied into `public.directory_entries` as drafts, so nothing an administrator
--    typed is lost, and the table is dropped. A copied draft opens in the editor: its details
--    hold what the directory's form starts from (empty lists and gallery, a type or category
--    taken from the old subcategory where one fits). Counts the old table never had (members,
--    pupils, rehearsal times) stay absent: the form asks for them before the draft is saved.
--    A value that would break one of directory_entries' checks (a malformed e-mail or phone, a
--    non-web link, a text over the column's length) is left out rather than failing the
--    migration; a description too long for the summary goes to the full description.
--    The mapping is a function in `private` that this migration calls and then drops: the
--    legacy table is gone with it, and tests/backend/organizations-migration.test.ts runs this
--    file on a database that still holds legacy rows.
-- 2. `logo_path`: an image of the media library (a path in the `admin-media` bucket) shown on
--    the entry's page. Published entries show it to everyone, like every other column.

alter table public.directory_entries
  add column logo_path text
    check (char_length(logo_path) <= 500 and logo_path ~ '^[A-Za-z0-9][A-Za-z0-9._/-]*$' and position('..' in logo_path) = 0);

-- Administrators choose it in the editor (the policies already limit writes to them).
grant insert (logo_path), update (logo_path) on public.directory_entries to authenticated;

-- The app's slug rule (src/lib/slug.ts): Lithuanian letters transliterated, quotes dropped,
-- any other run of characters outside a-z and 0-9 one hyphen; at most 110 characters, so a
-- suffix that tells two equal names apart still fits the slug's 120.
create function private.legacy_slug(name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select coalesce(nullif(btrim(left(btrim(regexp_replace(
    regexp_replace(lower(translate(name, 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'ACEEISUUZaceeisuuz')), '[''"„“”‘’]', '', 'g'),
    '[^a-z0-9]+', '-', 'g'), '-'), 110), '-'), ''), 'organizacija');
$$;

-- A text kept only when it is not blank and fits `max` characters.
create function private.legacy_text(value text, max integer)
returns text
language sql
immutable
set search_path = ''
as $$
  select case when char_length(btrim(value)) between 1 and max then btrim(value) end;
$$;

-- One legacy organisation as the fields of a directory entry (without its final slug).
create function private.legacy_organization_entry(legacy jsonb)
returns jsonb
language plpgsql
immutable
set search_path = ''
as $$
declare
  directory text := case legacy->>'category'
    when 'bendruomenes' then 'communities'
    when 'sielovada' then 'communities'
    when 'mokyklos' then 'schools'
    when 'menas' then 'collectives'
    when 'sportas' then 'sports'
    when 'studentai' then 'student_societies'
    when 'ziniasklaida' then 'media'
  end;
  subcategory text := lower(btrim(coalesce(legacy->>'subcategory', '')));
  location text := private.legacy_text(legacy->>'location', 200);
  about text := private.legacy_text(legacy->>'description', 10000);
  email text := private.legacy_text(legacy->>'email', 254);
  phone text := private.legacy_text(legacy->>'phone', 40);
  website text := btrim(legacy->>'website');
  facebook text := btrim(legacy->>'facebook');
  instagram text := btrim(legacy->>'instagram');
  details jsonb;
begin
  if email !~ '^[^@\s]+@[^@\s]+\.[^@\s]+$' then email := null; end if;
  if phone !~ '^\+?[0-9][0-9 ()-]*$' then phone := null; end if;
  if not coalesce(private.is_web_url(website), false) then website := null; end if;
  if not coalesce(private.is_web_url(facebook), false) then facebook := null; end if;
  if not coalesce(private.is_web_url(instagram), false) then instagram := null; end if;

  details := case directory
    when 'communities' then jsonb_build_object(
      'type', case when subcategory in ('pagrindinė', 'pagrindine') then 'pagrindine' else 'regionine' end,
      'gallery', '[]'::jsonb, 'activities', '[]'::jsonb, 'facebook', facebook, 'instagram', instagram)
    when 'collectives' then jsonb_build_object(
      'type', case when subcategory like 'chor%' then 'chorai' when subcategory ~ '^(šok|sok)' then 'sokiai' else 'menas' end,
      'gallery', '[]'::jsonb, 'activities', '[]'::jsonb)
    when 'sports' then jsonb_build_object(
      'type', 'klubas', 'sport', private.legacy_text(legacy->>'subcategory', 200),
      'gallery', '[]'::jsonb, 'achievements', '[]'::jsonb, 'facebook', facebook, 'instagram', instagram)
    when 'schools' then jsonb_build_object('programs', '[]'::jsonb, 'gallery', '[]'::jsonb, 'social', coalesce(facebook, instagram))
    when 'student_societies' then jsonb_build_object('facebook', facebook)
    when 'media' then jsonb_build_object(
      'category', case when subcategory like 'radij%' then 'Radijo stotys' when subcategory like 'žurnal%' then 'Žurnalai' else 'Portalai' end,
      'facebook', facebook)
  end;

  return jsonb_build_object(
    'directory', directory,
    'slug', private.legacy_slug(legacy->>'name'),
    'name', coalesce(nullif(left(btrim(legacy->>'name'), 200), ''), 'Organizacija'),
    'summary', case when char_length(about) <= 1000 then about end,
    'description', case when char_length(about) > 1000 then about end,
    'town', case when directory not in ('schools', 'media') then location end,
    'region', case when directory = 'schools' then location end,
    'address', coalesce(private.legacy_text(legacy->>'address', 500), case when directory = 'media' then location end),
    'leader_name', private.legacy_text(legacy->>'leader_name', 200),
    'leader_title', private.legacy_text(legacy->>'leader_title', 200),
    'email', email,
    'phone', phone,
    'website', website,
    'details', jsonb_strip_nulls(details)
  );
end;
$$;

-- Oldest first, so when two names give the same slug the older keeps it and the newer is
-- suffixed -2, -3, … within its directory (also past entries the directory already has).
do $$
declare
  legacy record;
  entry jsonb;
  candidate text;
  n integer;
begin
  for legacy in select * from public.organizations order by created_at, name, id loop
    entry := private.legacy_organization_entry(to_jsonb(legacy));
    candidate := entry->>'slug';
    n := 1;
    while exists (select 1 from public.directory_entries e where e.directory = entry->>'directory' and e.slug = candidate) loop
      n := n + 1;
      candidate := (entry->>'slug') || '-' || n;
    end loop;
    insert into public.directory_entries (directory, slug, status, name, summary, description, town, region, address,
      leader_name, leader_title, email, phone, website, details)
    values (entry->>'directory', candidate, 'draft', entry->>'name', entry->>'summary', entry->>'description', entry->>'town',
      entry->>'region', entry->>'address', entry->>'leader_name', entry->>'leader_title', entry->>'email', entry->>'phone',
      entry->>'website', entry->'details');
  end loop;
end;
$$;

drop function private.legacy_organization_entry(jsonb);
drop function private.legacy_text(text, integer);
drop function private.legacy_slug(text);

drop table public.organizations;
