-- English beside the Lithuanian original (docs/decisions/024-translations-beside-the-original.md):
-- a translation is a row of its own per item and locale, with its own status, next to directory
-- entries, events, articles and essential facts. Visitors read a published translation exactly
-- when they may read its original (the policies ask the original's table, whose own policies
-- decide). When an original's words change, its translations are marked outdated until someone
-- saves them again. Administrators translate everything; an entry's managers translate their
-- entries.

-- Marks the translations of the changed original outdated. Arguments: the translations' table
-- and the column naming the original; the original's key is its `id` (`key` for facts).
create function private.mark_translations_outdated()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  execute format('update public.%I set outdated = true where %I = ($1).%I and not outdated',
    tg_argv[0], tg_argv[1], case when tg_table_name = 'essential_facts' then 'key' else 'id' end) using new;
  return null;
end;
$$;
revoke all on function private.mark_translations_outdated() from public, anon, authenticated;

-- Who saved a translation and when; saving it is checking it, so it is no longer outdated
-- (unless the save is the original's trigger marking it so).
create function private.stamp_translation()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  -- Only the original's trigger marks without changing anything else.
  if tg_op = 'UPDATE' and new.outdated and not old.outdated and to_jsonb(new) - 'outdated' = to_jsonb(old) - 'outdated' then
    return new;
  end if;
  new.outdated := false;
  new.updated_at := now();
  if (select auth.role()) = 'authenticated' then
    new.updated_by := (select auth.uid());
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_translation() from public, anon, authenticated;

-- Plain text in every translated word, and an article's body in its Markdown subset, for every
-- writer (administrators included), as the originals' checks say (PT422). Each field is judged
-- on its own.
create function private.refuse_bad_translation()
returns trigger
language plpgsql
set search_path = ''
as $$
declare
  translated jsonb := to_jsonb(new);
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), translated) then
    return new;
  end if;
  if exists (
    select 1
    from jsonb_each_text(translated - array['id', 'entry_id', 'event_id', 'article_id', 'fact_key', 'locale', 'status', 'outdated', 'updated_by', 'updated_at', 'created_at', 'body']) as w
    where private.has_markup(w.value)
  ) then
    raise exception 'Vertime negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
  end if;
  if translated ? 'body' and (tg_op = 'INSERT' or translated ->> 'body' is distinct from to_jsonb(old) ->> 'body') then
    perform private.refuse_unsafe_markdown(translated ->> 'body');
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_bad_translation() from public, anon, authenticated;

-- Directory entries: the name, the summary and the description.
create table public.entry_translations (
  id uuid primary key default gen_random_uuid(),
  entry_id uuid not null references public.directory_entries (id) on delete cascade,
  locale text not null default 'en' check (locale in ('en')),
  name text not null check (char_length(btrim(name)) between 1 and 200 and char_length(name) <= 200),
  summary text check (char_length(summary) <= 1000),
  description text check (char_length(description) <= 10000),
  status text not null default 'draft' check (status in ('draft', 'published')),
  outdated boolean not null default false,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (entry_id, locale)
);

-- Events: the title and the description.
create table public.event_translations (
  id uuid primary key default gen_random_uuid(),
  event_id uuid not null references public.events (id) on delete cascade,
  locale text not null default 'en' check (locale in ('en')),
  title text not null check (char_length(btrim(title)) between 3 and 120 and char_length(title) <= 120),
  description text not null check (char_length(btrim(description)) between 10 and 2000 and char_length(description) <= 2000),
  status text not null default 'draft' check (status in ('draft', 'published')),
  outdated boolean not null default false,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (event_id, locale)
);

-- Articles: the title, the lead, the body (the same Markdown subset) and the cover's alt text.
create table public.article_translations (
  id uuid primary key default gen_random_uuid(),
  article_id uuid not null references public.articles (id) on delete cascade,
  locale text not null default 'en' check (locale in ('en')),
  title text not null check (char_length(btrim(title)) between 3 and 160 and char_length(title) <= 160),
  lead text not null check (char_length(btrim(lead)) between 10 and 400 and char_length(lead) <= 400),
  body text not null check (char_length(btrim(body)) >= 1 and char_length(body) <= 50000),
  cover_alt text check (char_length(cover_alt) <= 200),
  status text not null default 'draft' check (status in ('draft', 'published')),
  outdated boolean not null default false,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (article_id, locale)
);

-- Essential facts: the label and the value as English writes them ('£12.71 an hour').
create table public.fact_translations (
  id uuid primary key default gen_random_uuid(),
  fact_key text not null references public.essential_facts (key) on update cascade on delete cascade,
  locale text not null default 'en' check (locale in ('en')),
  label text not null check (char_length(btrim(label)) between 1 and 200 and char_length(label) <= 200 and label !~ '<[A-Za-z/!?]'),
  value text not null check (char_length(btrim(value)) between 1 and 200 and char_length(value) <= 200 and value !~ '<[A-Za-z/!?]'),
  status text not null default 'draft' check (status in ('draft', 'published')),
  outdated boolean not null default false,
  updated_by uuid references auth.users (id) on delete set null,
  updated_at timestamptz not null default now(),
  created_at timestamptz not null default now(),
  unique (fact_key, locale)
);

create index entry_translations_updated_by_idx on public.entry_translations (updated_by);
create index event_translations_updated_by_idx on public.event_translations (updated_by);
create index article_translations_updated_by_idx on public.article_translations (updated_by);
create index fact_translations_updated_by_idx on public.fact_translations (updated_by);

alter table public.entry_translations enable row level security;
alter table public.event_translations enable row level security;
alter table public.article_translations enable row level security;
alter table public.fact_translations enable row level security;

revoke all on public.entry_translations, public.event_translations, public.article_translations, public.fact_translations from anon, authenticated;
grant select on public.entry_translations, public.event_translations, public.article_translations, public.fact_translations to anon, authenticated;
grant all on public.entry_translations, public.event_translations, public.article_translations, public.fact_translations to service_role;
grant insert (entry_id, locale, name, summary, description, status), update (name, summary, description, status, outdated), delete
  on public.entry_translations to authenticated;
grant insert (event_id, locale, title, description, status), update (title, description, status, outdated), delete
  on public.event_translations to authenticated;
grant insert (article_id, locale, title, lead, body, cover_alt, status), update (title, lead, body, cover_alt, status, outdated), delete
  on public.article_translations to authenticated;
grant insert (fact_key, locale, label, value, status), update (label, value, status, outdated), delete
  on public.fact_translations to authenticated;

-- Entries: visitors read a published translation of an entry they may read; administrators and
-- the entry's managers read and write every one of theirs.
create policy "Visitors read published translations of entries they see"
  on public.entry_translations for select to anon
  using (status = 'published' and exists (select 1 from public.directory_entries d where d.id = entry_translations.entry_id));
create policy "Members read published translations, managers and administrators theirs"
  on public.entry_translations for select to authenticated
  using (
    (status = 'published' and exists (select 1 from public.directory_entries d where d.id = entry_translations.entry_id))
    or (select private.is_admin()) or private.manages_entry(entry_id)
  );
create policy "Managers and administrators add translations"
  on public.entry_translations for insert to authenticated
  with check ((select private.is_admin()) or private.manages_entry(entry_id));
create policy "Managers and administrators change translations"
  on public.entry_translations for update to authenticated
  using ((select private.is_admin()) or private.manages_entry(entry_id))
  with check ((select private.is_admin()) or private.manages_entry(entry_id));
create policy "Managers and administrators remove translations"
  on public.entry_translations for delete to authenticated
  using ((select private.is_admin()) or private.manages_entry(entry_id));

-- Events, articles and facts: administrators translate; visitors read what is published of what
-- they may read.
create policy "Visitors read published translations of events they see"
  on public.event_translations for select to anon
  using (status = 'published' and exists (select 1 from public.events e where e.id = event_translations.event_id));
create policy "Members read published translations, administrators every one"
  on public.event_translations for select to authenticated
  using ((status = 'published' and exists (select 1 from public.events e where e.id = event_translations.event_id)) or (select private.is_admin()));
create policy "Administrators add event translations"
  on public.event_translations for insert to authenticated
  with check ((select private.is_admin()));
create policy "Administrators change event translations"
  on public.event_translations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Administrators remove event translations"
  on public.event_translations for delete to authenticated
  using ((select private.is_admin()));

create policy "Visitors read published translations of articles they see"
  on public.article_translations for select to anon
  using (status = 'published' and exists (select 1 from public.published_articles a where a.id = article_translations.article_id));
create policy "Members read published translations, administrators every one"
  on public.article_translations for select to authenticated
  using ((status = 'published' and exists (select 1 from public.published_articles a where a.id = article_translations.article_id)) or (select private.is_admin()));
create policy "Administrators add article translations"
  on public.article_translations for insert to authenticated
  with check ((select private.is_admin()));
create policy "Administrators change article translations"
  on public.article_translations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Administrators remove article translations"
  on public.article_translations for delete to authenticated
  using ((select private.is_admin()));

create policy "Visitors read published translations of facts"
  on public.fact_translations for select to anon
  using (status = 'published');
create policy "Members read published translations, administrators every one"
  on public.fact_translations for select to authenticated
  using (status = 'published' or (select private.is_admin()));
create policy "Administrators add fact translations"
  on public.fact_translations for insert to authenticated
  with check ((select private.is_admin()));
create policy "Administrators change fact translations"
  on public.fact_translations for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));
create policy "Administrators remove fact translations"
  on public.fact_translations for delete to authenticated
  using ((select private.is_admin()));

create trigger entry_translations_stamp before insert or update on public.entry_translations
  for each row execute function private.stamp_translation();
create trigger event_translations_stamp before insert or update on public.event_translations
  for each row execute function private.stamp_translation();
create trigger article_translations_stamp before insert or update on public.article_translations
  for each row execute function private.stamp_translation();
create trigger fact_translations_stamp before insert or update on public.fact_translations
  for each row execute function private.stamp_translation();

create trigger entry_translations_refuse_bad before insert or update on public.entry_translations
  for each row execute function private.refuse_bad_translation();
create trigger event_translations_refuse_bad before insert or update on public.event_translations
  for each row execute function private.refuse_bad_translation();
create trigger article_translations_refuse_bad before insert or update on public.article_translations
  for each row execute function private.refuse_bad_translation();

-- An original's words changed: its translations wait to be checked.
create trigger directory_entries_translations_outdated
  after update of name, summary, description on public.directory_entries
  for each row when ((new.name, new.summary, new.description) is distinct from (old.name, old.summary, old.description))
  execute function private.mark_translations_outdated('entry_translations', 'entry_id');
create trigger events_translations_outdated
  after update of title, description on public.events
  for each row when ((new.title, new.description) is distinct from (old.title, old.description))
  execute function private.mark_translations_outdated('event_translations', 'event_id');
create trigger articles_translations_outdated
  after update of title, lead, body, cover_alt on public.articles
  for each row when ((new.title, new.lead, new.body, new.cover_alt) is distinct from (old.title, old.lead, old.body, old.cover_alt))
  execute function private.mark_translations_outdated('article_translations', 'article_id');
create trigger essential_facts_translations_outdated
  after update of label, value on public.essential_facts
  for each row when ((new.label, new.value) is distinct from (old.label, old.value))
  execute function private.mark_translations_outdated('fact_translations', 'fact_key');

-- The essential facts in English, as GOV.UK and the services name them (the figures are those
-- the Lithuanian rows give). On a database whose facts were changed since, a row whose original
-- differs is marked outdated by the next change, as any translation is.
insert into public.fact_translations (fact_key, locale, label, value, status)
select f.key, 'en', t.label, t.value, 'published'
from (values
  ('national-living-wage', 'National Living Wage (aged 21 and over)', '£12.71 an hour'),
  ('minimum-wage-18-20', 'National Minimum Wage, aged 18 to 20', '£10.85 an hour'),
  ('minimum-wage-under-18', 'National Minimum Wage, under 18 and apprentices', '£8.00 an hour'),
  ('holiday-entitlement', 'Paid holiday when working 5 days a week', '28 days a year (5.6 weeks)'),
  ('emergency', 'Police, ambulance, fire service', '999'),
  ('nhs-111', 'NHS 111: urgent medical help and advice', '111'),
  ('police-non-emergency', 'Police (non-emergency)', '101'),
  ('hmrc-income-tax', 'HMRC: Income Tax helpline', '0300 200 3300'),
  ('universal-credit', 'DWP: Universal Credit helpline', '0800 328 5644'),
  ('eu-settlement', 'Home Office: EU Settlement Resolution Centre', '0300 123 7379'),
  ('lithuanian-embassy', 'Embassy of Lithuania in the UK', '020 7592 2840')
) as t (fact_key, label, value)
join public.essential_facts f on f.key = t.fact_key
on conflict (fact_key, locale) do nothing;
