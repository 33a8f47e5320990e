-- A directory's list one page at a time. The list pages used to read every published entry and
-- search, filter and sort them in the browser: at a hundred times the sample, /bendruomenes
-- weighed a megabyte. Here the search, the filters and the distance from a point run in the
-- database, and one call answers a page of entries, how many match, and what the page's hero and
-- filters show about the whole directory (its figures, its towns and regions).
--
-- security invoker: the entries' own policies decide what is read (published entries for
-- visitors), and the function keeps to published entries whoever calls it.

create function public.directory_list_page(
  list_directory text,
  -- Found in any one of an entry's words, case and Lithuanian diacritics ignored.
  query_text text default '',
  -- The chosen filters: [{"field": "town" | "region" | <a details key>, "value": …, "missing": …}],
  -- where `missing` is the value a details key is taken to have when the entry has none.
  chosen jsonb default '[]'::jsonb,
  -- The words the page shows for a details key's values ({"type": {"chorai": "Choirs"}}): an
  -- English page's label of a stored Lithuanian value is searched too.
  shown_labels jsonb default '{}'::jsonb,
  origin_latitude double precision default null,
  origin_longitude double precision default null,
  within_km double precision default null,
  page_number integer default 1,
  page_size integer default 24
)
returns jsonb
language sql
stable
security invoker
set search_path = ''
as $$
  -- Bounded whatever a caller sends: a search of 200 characters (the list's field takes no
  -- more), filters and labels of a few kilobytes; anything larger reads as none.
  with settings as (
    select
      translate(lower(btrim(left(coalesce(query_text, ''), 200))), 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'aceeisuuzaceeisuuz') as needle,
      case when jsonb_typeof(chosen) = 'array' and pg_column_size(chosen) <= 4096 then chosen else '[]'::jsonb end as filters,
      case when jsonb_typeof(shown_labels) = 'object' and pg_column_size(shown_labels) <= 8192 then shown_labels else '{}'::jsonb end as labels,
      least(greatest(coalesce(page_size, 24), 1), 48) as size,
      least(greatest(coalesce(page_number, 1), 1), 100000) as number,
      origin_latitude is not null and origin_longitude is not null as has_origin
  ),
  -- What a row is ordered and found by, narrow: the whole row is read for the page's entries only.
  matching as (
    select
      p.id,
      p.sort_order,
      p.name,
      case
        when (select has_origin from settings) and p.latitude is not null and p.longitude is not null then
          -- The haversine distance on the mean Earth radius, as the browser's near-me kit measures it.
          2 * 6371.0088 * asin(least(1, sqrt(
            power(sin(radians(p.latitude - origin_latitude) / 2), 2)
            + cos(radians(origin_latitude)) * cos(radians(p.latitude)) * power(sin(radians(p.longitude - origin_longitude) / 2), 2)
          )))
      end as distance_km
    from public.directory_entries p
    where p.directory = list_directory and p.status = 'published'
      and coalesce((
        select bool_and(
          case f ->> 'field'
            when 'town' then coalesce(p.town, '') = f ->> 'value'
            when 'region' then coalesce(p.region, '') = f ->> 'value'
            else coalesce(p.details ->> (f ->> 'field'), f ->> 'missing', '') = f ->> 'value'
          end)
        from jsonb_array_elements((select filters from settings)) f
      ), true)
      and case when (select needle from settings) = '' then true else (
        exists (
          select 1
          from unnest(array[p.name, p.summary, p.description, p.town, p.region, p.address, p.leader_name]) as word
          where strpos(translate(lower(word), 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'aceeisuuzaceeisuuz'), (select needle from settings)) > 0
        )
        -- Its English words, where a translation is published.
        or exists (
          select 1
          from public.entry_translations t, unnest(array[t.name, t.summary, t.description]) as word
          where t.entry_id = p.id and t.locale = 'en' and t.status = 'published'
            and strpos(translate(lower(word), 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'aceeisuuzaceeisuuz'), (select needle from settings)) > 0
        )
        -- The details' words (activities, sport, achievements, type…), not their links and pictures.
        or exists (
          select 1
          from jsonb_each(case when jsonb_typeof(p.details) = 'object' then p.details else '{}'::jsonb end) d,
            jsonb_path_query(d.value, 'strict $.**') v
          where d.key not in ('facebook', 'instagram', 'youtube', 'tiktok', 'gallery', 'website', 'links')
            and jsonb_typeof(v) = 'string'
            and strpos(translate(lower(v #>> '{}'), 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'aceeisuuzaceeisuuz'), (select needle from settings)) > 0
        )
        or exists (
          select 1
          from jsonb_each((select labels from settings)) l
          where jsonb_typeof(l.value) = 'object'
            and strpos(translate(lower(l.value ->> (p.details ->> l.key)), 'ĄČĘĖĮŠŲŪŽąčęėįšųūž', 'aceeisuuzaceeisuuz'), (select needle from settings)) > 0
        )
      ) end
  ),
  -- A radius leaves out farther places but never all of them: when none is within it, the
  -- nearest stays, flagged, so the visitor learns how far the nearest is.
  nearest as (
    select m.id from matching m where m.distance_km is not null order by m.distance_km, m.name, m.id limit 1
  ),
  beyond as (
    select
      within_km is not null
      and (select has_origin from settings)
      and exists (select 1 from nearest)
      and not exists (select 1 from matching m where m.distance_km is not null and m.distance_km <= within_km) as flag
  ),
  listed as (
    select m.*
    from matching m
    where within_km is null
      or not (select has_origin from settings)
      or m.distance_km is null
      or m.distance_km <= within_km
      or ((select flag from beyond) and m.id = (select id from nearest))
  ),
  shown as (
    select l.id, l.distance_km, row_number() over (
      order by
        case when (select has_origin from settings) then l.distance_km end nulls last,
        case when (select has_origin from settings) then 0 else l.sort_order end,
        l.name,
        l.id
    ) as position
    from listed l
    order by position
    offset ((select number from settings) - 1) * (select size from settings)
    limit (select size from settings)
  ),
  -- What the hero and the filters say of the whole directory, in one pass over narrow columns.
  counted as (
    select
      count(*) as entries,
      count(distinct nullif(btrim(p.town), '')) as towns,
      count(distinct nullif(btrim(p.region), '')) as regions,
      coalesce(sum(case when jsonb_typeof(p.details -> 'members') = 'number' then (p.details ->> 'members')::numeric end), 0) as members,
      count(distinct nullif(btrim(p.details ->> 'sport'), '')) as sports,
      coalesce(sum(case when jsonb_typeof(p.details -> 'achievements') = 'array' then jsonb_array_length(p.details -> 'achievements') end), 0) as achievements,
      -- Schools give their pupils as '150+': the figure adds up the numbers they start with.
      coalesce(sum(coalesce(substring(p.details ->> 'students' from '^\s*([0-9]{1,9})')::integer, 0)), 0) as pupils,
      coalesce(jsonb_agg(distinct p.town) filter (where nullif(btrim(p.town), '') is not null), '[]'::jsonb) as town_values,
      coalesce(jsonb_agg(distinct p.region) filter (where nullif(btrim(p.region), '') is not null), '[]'::jsonb) as region_values
    from public.directory_entries p
    where p.directory = list_directory and p.status = 'published'
  )
  select jsonb_build_object(
    'total', (select count(*) from listed),
    'page_size', (select size from settings),
    'nearest_beyond_radius', (select flag from beyond),
    -- The columns a visitor may read (who changed an entry is not among them).
    'entries', coalesce((
      select jsonb_agg(jsonb_build_object(
        'id', e.id, 'directory', e.directory, 'slug', e.slug, 'sort_order', e.sort_order, 'name', e.name,
        'summary', e.summary, 'description', e.description, 'town', e.town, 'region', e.region,
        'address', e.address, 'leader_name', e.leader_name, 'leader_title', e.leader_title,
        'email', e.email, 'phone', e.phone, 'website', e.website, 'founded', e.founded,
        'details', e.details, 'last_verified_at', e.last_verified_at, 'updated_at', e.updated_at,
        'logo_path', e.logo_path, 'postcode', e.postcode, 'latitude', e.latitude, 'longitude', e.longitude,
        'distance_km', s.distance_km
      ) order by s.position)
      from shown s
      join public.directory_entries e on e.id = s.id
    ), '[]'::jsonb),
    'figures', (
      select jsonb_build_object('entries', c.entries, 'towns', c.towns, 'regions', c.regions, 'members', c.members,
        'sports', c.sports, 'achievements', c.achievements, 'pupils', c.pupils)
      from counted c
    ),
    'towns', (select c.town_values from counted c),
    'regions', (select c.region_values from counted c)
  );
$$;

comment on function public.directory_list_page(text, text, jsonb, jsonb, double precision, double precision, double precision, integer, integer) is
  'One page of a directory''s published entries, searched, filtered and sorted (by distance from a point when given), with the directory''s figures and its towns and regions.';

revoke all on function public.directory_list_page(text, text, jsonb, jsonb, double precision, double precision, double precision, integer, integer) from public, anon, authenticated;
grant execute on function public.directory_list_page(text, text, jsonb, jsonb, double precision, double precision, double precision, integer, integer) to anon, authenticated, service_role;
