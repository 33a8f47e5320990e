-- Articles: the portal's news (/naujienos), business success stories (/verslas) and travel
-- writing (/keliones), written by administrators and by the managers of directory entries about
-- their entry (docs/decisions/020-articles.md).
--
-- Statuses: 'draft' (the writer's, autosaved), 'pending' (a manager's article waiting in
-- /admin/moderavimas), 'scheduled' (to be public at publish_at), 'published', 'archived'
-- (public no more) and 'rejected' (with a reason the manager reads in /paskyra). Administrators
-- move an article anywhere; a manager writes drafts, sends them for approval and edits them
-- while they are drafts, pending or rejected. An article is public once it is scheduled or
-- published and its publish_at has passed: the clock alone publishes a scheduled article, and
-- public.content_revision() (below) writes the change log's row for it.
--
-- The body is Markdown, and nothing dangerous is stored whatever renders it: no raw HTML, links
-- only to https:, http: and mailto:, pictures only from the portal's own article-images bucket,
-- each picture's bytes checked. Limits against abuse live here too: bounded plain text, at most
-- 10 new articles per writer (administrators aside) in 24 hours.

create table public.articles (
  id uuid primary key default gen_random_uuid(),
  -- The article's address, /naujienos/<slug>. Derived from the title when the writer leaves it
  -- empty (private.article_slug), unique.
  slug text not null default '' unique check (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(slug) <= 90),
  title text not null check (char_length(btrim(title)) between 3 and 160 and char_length(title) <= 160),
  lead text not null check (char_length(btrim(lead)) between 10 and 400 and char_length(lead) <= 400),
  -- Markdown (the subset in docs/decisions/020-articles.md), checked by private.refuse_bad_article.
  body text not null check (char_length(btrim(body)) >= 1 and char_length(body) <= 50000),
  -- The five categories of /naujienos, and travel writing for /keliones.
  category text not null check (category in ('Bendruomenė', 'Švietimas', 'Kultūra', 'Verslas', 'Teisė', 'Kelionės')),
  -- An object of the article-images bucket ('<uploader id>/<file>') whose bytes were checked.
  cover_path text check (cover_path ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp)$'),
  cover_alt text check (char_length(cover_alt) <= 200),
  -- The writer, and their name as readers see it (first name and initial, as the chat and the
  -- classifieds show members), both stamped on insert. An erased account leaves neither.
  author_id uuid default auth.uid() references auth.users (id) on delete set null,
  author_name text not null default '' check (char_length(author_name) <= 100),
  -- The directory entry the article is about (required of managers).
  entry_id uuid references public.directory_entries (id) on delete set null,
  status text not null default 'draft' check (status in ('draft', 'pending', 'scheduled', 'published', 'archived', 'rejected')),
  publish_at timestamptz,
  rejection_reason text check (char_length(rejection_reason) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint articles_cover_has_alt check (cover_path is null or char_length(btrim(coalesce(cover_alt, ''))) >= 1),
  constraint articles_publication_has_time check (status not in ('scheduled', 'published') or publish_at is not null),
  constraint articles_rejection_has_reason check (status <> 'rejected' or char_length(btrim(coalesce(rejection_reason, ''))) >= 3)
);

-- The public list (newest first), a writer's own articles and their daily count, an entry's
-- articles, the moderation queue, the scheduled ones whose time comes, decisions.
create index articles_public_idx on public.articles (publish_at desc) where status in ('scheduled', 'published');
create index articles_author_idx on public.articles (author_id, created_at desc);
create index articles_entry_idx on public.articles (entry_id);
create index articles_pending_idx on public.articles (created_at) where status = 'pending';
create index articles_scheduled_idx on public.articles (publish_at) where status = 'scheduled';
create index articles_decided_by_idx on public.articles (decided_by);

alter table public.articles enable row level security;

revoke all on public.articles from anon, authenticated;
-- Signed-out readers read what a public page shows, never whose account wrote or decided it.
grant select (id, slug, title, lead, body, category, cover_path, cover_alt, author_name, entry_id, status, publish_at, created_at, updated_at)
  on public.articles to anon;
grant select on public.articles to authenticated;
-- What a writer decides; the author, stamps and decisions are the database's (the triggers
-- below keep managers to drafts and approval requests).
grant insert (slug, title, lead, body, category, cover_path, cover_alt, entry_id, status, publish_at)
  on public.articles to authenticated;
grant update (slug, title, lead, body, category, cover_path, cover_alt, entry_id, status, publish_at, rejection_reason)
  on public.articles to authenticated;
grant delete on public.articles to authenticated;
grant all on public.articles to service_role;

-- Whether the caller manages any directory entry: who may write articles (and upload their
-- pictures) besides administrators. security definer: entry_managers shows members their own
-- rows only, and storage policies call it too.
create function private.manages_any_entry()
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from public.entry_managers m where m.user_id = (select auth.uid()));
$$;
revoke all on function private.manages_any_entry() from public, anon;
grant execute on function private.manages_any_entry() to authenticated, service_role;

create policy "Public articles for all; writers read theirs; admins any"
  on public.articles for select to anon, authenticated
  using ((status in ('scheduled', 'published') and publish_at <= now()) or author_id = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators write articles; managers about their entries"
  on public.articles for insert to authenticated
  with check (
    (select private.is_admin())
    or (author_id = (select auth.uid()) and status in ('draft', 'pending') and private.manages_entry(entry_id))
  );

-- A writer's own rows reach the trigger, which says in Lithuanian why a published one cannot
-- change; the check keeps what they save a draft or a request for approval about their entry
-- (or a rejected article they saved unchanged: the trigger turns any edit of one into a draft).
create policy "Administrators change articles; managers their drafts"
  on public.articles for update to authenticated
  using (author_id = (select auth.uid()) or (select private.is_admin()))
  with check (
    (select private.is_admin())
    or (author_id = (select auth.uid()) and status in ('draft', 'pending', 'rejected') and private.manages_entry(entry_id))
  );

create policy "Administrators remove articles; writers their drafts"
  on public.articles for delete to authenticated
  using ((select private.is_admin()) or (author_id = (select auth.uid()) and status = 'draft'));

-- Storage checks a picture's declared type and size, never its bytes; the check-event-image
-- function reads them (docs/decisions/013-picture-bytes-checked-by-a-function.md) and records
-- here the article pictures that really are JPEG, PNG or WebP. A cover or a picture in a body
-- may name only a picture recorded here. Only that function (with the service role) records;
-- nobody reads this table through the API.
create table private.checked_article_images (
  object_name text primary key check (object_name ~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp)$'),
  mime text not null check (mime in ('image/jpeg', 'image/png', 'image/webp')),
  checked_at timestamptz not null default now()
);
alter table private.checked_article_images enable row level security;
revoke all on private.checked_article_images from public, anon, authenticated;

comment on table private.checked_article_images is
  'Article pictures whose bytes the check-event-image function read. Written through record_article_image_check() with the service role, read by the article checks as their owner: row-level security with no policy on purpose.';

create function public.record_article_image_check(object_name text, mime text)
returns void
language sql
security definer
set search_path = ''
as $$
  insert into private.checked_article_images (object_name, mime)
  select o.name, record_article_image_check.mime
  from storage.objects o
  where o.bucket_id = 'article-images' and o.name = record_article_image_check.object_name
  on conflict on constraint checked_article_images_pkey do update set mime = excluded.mime, checked_at = now();
$$;
revoke all on function public.record_article_image_check(text, text) from public, anon, authenticated;
grant execute on function public.record_article_image_check(text, text) to service_role;

-- Whether a picture of the article-images bucket was checked (security definer: the table has
-- no policy).
create function private.article_image_is_checked(object_name text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (select 1 from private.checked_article_images c where c.object_name = article_image_is_checked.object_name);
$$;
revoke all on function private.article_image_is_checked(text) from public, anon;
grant execute on function private.article_image_is_checked(text) to authenticated, service_role;

-- A picture in a body: ![alt](/storage/v1/object/public/article-images/<uploader id>/<file>),
-- the path of the portal's own bucket relative to the project's API URL (the renderer resolves
-- it there), an optional "title", no brackets or line ends in the alt text. The first group is
-- the object's name.
create function private.article_image_pattern()
returns text
language sql
immutable
set search_path = ''
as $$
  select '!\[[^][\n]*\]\(\s*<?/storage/v1/object/public/article-images/([0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp))>?(\s+"[^"\n]*")?\s*\)';
$$;
revoke all on function private.article_image_pattern() from public, anon;
grant execute on function private.article_image_pattern() to authenticated, service_role;

-- Refuses a Markdown body that could carry anything but text, links and the portal's own
-- pictures, whatever renders it (PT422, with the Lithuanian words the editor shows). On purpose
-- stricter than Markdown: what merely looks like a tag, a link or a picture is checked as one.
-- * Raw HTML: a complete tag (the plain-text check), the start of one ('<script' with its
--   closing '>' on a later line), a comment, declaration or processing instruction ('<!', '<?').
-- * Pictures: every '![' starts a picture of the article-images bucket whose bytes were checked
--   (a reference-style picture, a remote one or one with brackets in its alt text is refused).
-- * Links: the destination of every inline link '](…', of every reference definition ']: …'
--   and the scheme of every autolink '<scheme:…>' is https://, http:// or mailto: (so no
--   javascript:, data: or vbscript:, nor an entity or an escape hiding one, nor a relative path).
create function private.refuse_unsafe_markdown(body text)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  image text := private.article_image_pattern();
  picture text;
  destination text;
  links_only text;
begin
  if private.has_markup(body) or body ~ '<\/?[A-Za-z][A-Za-z0-9-]*([\s/>]|$)' or body ~ '<[!?]' then
    raise exception 'Straipsnyje negali būti HTML žymių: tekstą formatuokite Markdown ženklais.'
      using errcode = 'PT422', hint = 'Pavyzdžiui, **paryškintas**, *pasviręs*, [nuoroda](https://…); po ženklo „<“ palikite tarpą.';
  end if;

  if regexp_count(body, '!\[') > regexp_count(body, image) then
    raise exception 'Paveikslėliai straipsnyje gali būti tik iš portalo saugyklos.'
      using errcode = 'PT422', hint = 'Įkelkite paveikslėlį per straipsnio redaktorių: jo adresas prasideda /storage/v1/object/public/article-images/.';
  end if;
  for picture in select m[1] from regexp_matches(body, image, 'g') as m loop
    if not private.article_image_is_checked(picture) then
      raise exception 'Paveikslėlis nepatikrintas: įkelkite jį per straipsnio redaktorių.'
        using errcode = 'PT422', hint = format('Paveikslėlis „%s“.', left(picture, 120));
    end if;
  end loop;

  links_only := regexp_replace(body, image, '', 'g');
  for destination in
    select coalesce(m[1], m[2]) from regexp_matches(links_only, '\]\(\s*(?:<([^>\n]*)>|([^\s)]*))', 'g') as m
    union all
    select coalesce(m[1], m[2]) from regexp_matches(links_only, '\]:[ \t]*(?:\n[ \t]*)?(?:<([^>\n]*)>|(\S+))', 'g') as m
    union all
    select m[1] from regexp_matches(links_only, '<([A-Za-z][A-Za-z0-9+.-]{1,31}:[^\s<>]*)>', 'g') as m
  loop
    if destination !~* '^(https?://|mailto:)\S' then
      raise exception 'Nuoroda turi prasidėti https://, http:// arba mailto:'
        using errcode = 'PT422', hint = format('Patikrinkite nuorodą „%s“.', left(destination, 60));
    end if;
  end loop;
end;
$$;
revoke all on function private.refuse_unsafe_markdown(text) from public, anon;
grant execute on function private.refuse_unsafe_markdown(text) to authenticated, service_role;

-- Refuses what no writer may save, administrators included, each with the words the editor
-- shows (PT422: the data API answers HTTP 422). The checks on the table stay as the last line.
-- The body is read again only when it changed, a cover only when it changed.
create function private.refuse_bad_article(a public.articles, body_changed boolean, cover_changed boolean)
returns void
language plpgsql
stable
set search_path = ''
as $$
declare
  field text[];
begin
  if char_length(btrim(coalesce(a.title, ''))) < 3 or char_length(a.title) > 160 then
    raise exception 'Pavadinimas turi būti nuo 3 iki 160 ženklų.' using errcode = 'PT422';
  end if;
  if char_length(btrim(coalesce(a.lead, ''))) < 10 or char_length(a.lead) > 400 then
    raise exception 'Įžanga turi būti nuo 10 iki 400 ženklų.' using errcode = 'PT422';
  end if;
  if a.category is null or a.category not in ('Bendruomenė', 'Švietimas', 'Kultūra', 'Verslas', 'Teisė', 'Kelionės') then
    raise exception 'Pasirinkite kategoriją: Bendruomenė, Švietimas, Kultūra, Verslas, Teisė arba Kelionės.' using errcode = 'PT422';
  end if;
  foreach field slice 1 in array array[
    array['Pavadinime', a.title], array['Įžangoje', a.lead], array['Viršelio aprašyme', a.cover_alt], array['Atmetimo priežastyje', a.rejection_reason]
  ] loop
    if private.has_markup(field[2]) then
      raise exception '% negali būti HTML žymių: rašykite paprastą tekstą.', field[1] using errcode = 'PT422';
    end if;
  end loop;

  if a.cover_path is not null then
    if a.cover_path !~ '^[0-9a-f-]{36}/[A-Za-z0-9._-]{1,100}\.(jpe?g|png|webp)$' then
      raise exception 'Viršelio paveikslėlis turi būti įkeltas per straipsnio redaktorių.' using errcode = 'PT422';
    end if;
    if char_length(btrim(coalesce(a.cover_alt, ''))) = 0 then
      raise exception 'Aprašykite viršelio paveikslėlį: ką jame matyti (alternatyvusis tekstas).'
        using errcode = 'PT422', hint = 'Aprašymą perskaito ekrano skaitytuvai ir jis rodomas, kai paveikslėlis neįkeliamas.';
    end if;
    if cover_changed and not private.article_image_is_checked(a.cover_path) then
      raise exception 'Paveikslėlis nepatikrintas: įkelkite jį per straipsnio redaktorių.' using errcode = 'PT422';
    end if;
  end if;
  if char_length(a.cover_alt) > 200 then
    raise exception 'Viršelio aprašymas turi būti ne ilgesnis kaip 200 ženklų.' using errcode = 'PT422';
  end if;

  if body_changed then
    if char_length(btrim(coalesce(a.body, ''))) = 0 then
      raise exception 'Straipsnio tekstas negali būti tuščias.' using errcode = 'PT422';
    end if;
    if char_length(a.body) > 50000 then
      raise exception 'Straipsnio tekstas per ilgas: ne daugiau kaip 50 000 ženklų.'
        using errcode = 'PT422', hint = format('Dabar jame %s ženklų.', char_length(a.body));
    end if;
    perform private.refuse_unsafe_markdown(a.body);
  end if;

  if a.status = 'rejected' and char_length(btrim(coalesce(a.rejection_reason, ''))) < 3 then
    raise exception 'Atmesdami straipsnį, nurodykite priežastį.' using errcode = 'PT422';
  end if;
end;
$$;
revoke all on function private.refuse_bad_article(public.articles, boolean, boolean) from public, anon;
grant execute on function private.refuse_bad_article(public.articles, boolean, boolean) to authenticated, service_role;

-- The slug an article gets: the one its writer gave (lowercase a-z, 0-9 and hyphens, and free:
-- another article's is refused with 23505, HTTP 409), or one from its title as events derive
-- theirs (private.chat_slug), with a part of its id when the plain one is taken. The lock makes
-- concurrent writers of one slug take turns. security definer: sees every article.
create function private.article_slug(article_id uuid, title text, wanted text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  base text;
  candidate text;
  hex text := replace(article_id::text, '-', '');
  suffix integer := 6;
begin
  if nullif(btrim(wanted), '') is not null then
    if wanted !~ '^[a-z0-9]+(-[a-z0-9]+)*$' or char_length(wanted) > 90 then
      raise exception 'Straipsnio adresas gali turėti tik mažąsias raides a–z, skaitmenis ir brūkšnelius (iki 90 ženklų).'
        using errcode = 'PT422', hint = 'Palikite adresą tuščią: jis bus sudarytas iš pavadinimo.';
    end if;
    perform pg_advisory_xact_lock(hashtextextended('public.articles slug ' || wanted, 0));
    if exists (select 1 from public.articles a where a.slug = wanted and a.id <> article_id) then
      raise exception 'Straipsnis adresu „%“ jau yra: pasirinkite kitą adresą.', wanted
        using errcode = '23505', hint = 'Palikite adresą tuščią: jis bus sudarytas iš pavadinimo.';
    end if;
    return wanted;
  end if;
  base := private.chat_slug(title);
  candidate := base;
  loop
    perform pg_advisory_xact_lock(hashtextextended('public.articles slug ' || candidate, 0));
    exit when not exists (select 1 from public.articles a where a.slug = candidate and a.id <> article_id);
    if suffix > 32 then
      raise exception 'Nepavyko sudaryti straipsnio adreso: įrašykite jį patys.' using errcode = 'PT422';
    end if;
    -- Within the 90 characters a slug may have.
    candidate := rtrim(left(base, 89 - suffix), '-') || '-' || left(hex, suffix);
    suffix := suffix + 2;
  end loop;
  return candidate;
end;
$$;
revoke all on function private.article_slug(uuid, text, text) from public, anon;
grant execute on function private.article_slug(uuid, text, text) to authenticated, service_role;

-- Publication follows the clock: 'published' at a time still to come is 'scheduled', and
-- 'scheduled' at a time already past is 'published'; published without a time is published now.
create function private.settle_article_publication(requested_status text, requested_at timestamptz, out status text, out publish_at timestamptz)
language plpgsql
stable
set search_path = ''
as $$
begin
  status := requested_status;
  publish_at := requested_at;
  if requested_status = 'published' and requested_at is null then
    publish_at := now();
  elsif requested_status = 'published' and requested_at > now() then
    status := 'scheduled';
  elsif requested_status = 'scheduled' and requested_at is null then
    raise exception 'Nurodykite, kada paskelbti suplanuotą straipsnį.' using errcode = 'PT422';
  elsif requested_status = 'scheduled' and requested_at <= now() then
    status := 'published';
  end if;
end;
$$;
revoke all on function private.settle_article_publication(text, timestamptz) from public, anon;
grant execute on function private.settle_article_publication(text, timestamptz) to authenticated, service_role;

-- What a writer who is not an administrator may write: an article about an entry they manage,
-- with a cover from their own folder (`cover_changed`: the cover is new or another).
create function private.refuse_unmanaged_article(entry_id uuid, cover_path text, cover_changed boolean)
returns void
language plpgsql
stable
set search_path = ''
as $$
begin
  if entry_id is null then
    raise exception 'Pasirinkite įrašą, apie kurį rašote.' using errcode = 'PT422', hint = 'Įrašų valdytojai rašo apie savo įrašus.';
  end if;
  if not private.manages_entry(entry_id) then
    raise exception 'Rašyti galite tik apie įrašus, kuriuos valdote.' using errcode = '42501';
  end if;
  if cover_changed and cover_path is not null and split_part(cover_path, '/', 1) <> (select auth.uid())::text then
    raise exception 'Viršelio paveikslėlis turi būti įkeltas iš jūsų paskyros.' using errcode = 'PT422';
  end if;
end;
$$;
revoke all on function private.refuse_unmanaged_article(uuid, text, boolean) from public, anon;
grant execute on function private.refuse_unmanaged_article(uuid, text, boolean) to authenticated, service_role;

-- A new article. Through the API the author, name and stamps are the database's; a writer who
-- is not an administrator must manage the entry the article is about, saves a draft or asks for
-- approval, sets no publication time, and writes at most 10 articles in 24 hours. Every writer's
-- words are checked. security definer: the daily count includes articles the writer can no
-- longer read, and the name comes from their profile.
create function private.stamp_new_article()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  from_api boolean := coalesce((select auth.role()) in ('anon', 'authenticated'), false);
  admin boolean := private.is_admin();
begin
  if from_api then
    new.author_id := (select auth.uid());
    new.rejection_reason := null;
    new.decided_at := null;
    new.decided_by := null;
    new.created_at := now();
    if not admin then
      if not private.manages_any_entry() then
        raise exception 'Straipsnius gali rašyti tik įrašų valdytojai ir administratoriai.'
          using errcode = '42501', hint = 'Jei atstovaujate organizacijai, paprašykite leisti valdyti jos įrašą kataloge.';
      end if;
      perform private.refuse_unmanaged_article(new.entry_id, new.cover_path, true);
      if new.status not in ('draft', 'pending') then
        raise exception 'Straipsnius skelbia, planuoja, archyvuoja ir atmeta tik administratoriai.'
          using errcode = '42501', hint = 'Išsaugokite straipsnį kaip juodraštį arba pateikite jį tvirtinti.';
      end if;
      if new.publish_at is not null then
        raise exception 'Paskelbimo laiką nustato administratoriai.' using errcode = '42501';
      end if;
      perform private.refuse_over_daily_limit('public.articles', 'author_id', new.author_id, 10,
        'Per daug straipsnių: per parą galite parašyti ne daugiau kaip 10 straipsnių.');
    end if;
  end if;
  if new.author_id is not null then
    new.author_name := private.chat_author_name(new.author_id);
  end if;
  new.author_name := coalesce(new.author_name, '');
  select s.status, s.publish_at into new.status, new.publish_at from private.settle_article_publication(new.status, new.publish_at) s;
  if new.status <> 'rejected' then
    new.rejection_reason := null;
  end if;
  perform private.refuse_bad_article(new, true, true);
  -- An administrator who publishes, schedules or archives at once decided it.
  if from_api and new.status in ('scheduled', 'published', 'archived') then
    new.decided_at := now();
    new.decided_by := (select auth.uid());
  end if;
  new.slug := private.article_slug(new.id, new.title, new.slug);
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_new_article() from public, anon, authenticated;

create trigger articles_stamp_new
  before insert on public.articles
  for each row execute function private.stamp_new_article();

-- A change. A writer who is not an administrator edits their own article while it is a draft,
-- pending or rejected, keeps it a draft or a request for approval about an entry they manage,
-- and never sets its publication time or a rejection reason; editing a rejected article makes
-- it a draft again and clears the reason. A change of status into publication, rejection or
-- archiving is a decision: who and when are stamped (the clock publishing a scheduled article
-- is not one). Not security definer: `current_user` tells a member's own update from the
-- database's (public.content_revision publishing, a foreign key's action), which run as the
-- owner.
create function private.stamp_article_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  -- An account's erasure: its id goes, and the byline with it (20250601122800_account_erasure.sql).
  if private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    if old.author_id is not null and new.author_id is null then
      new.author_name := '';
    end if;
    return new;
  end if;
  -- The clock publishing a scheduled article (private.publish_due_articles): nothing else
  -- changes, nothing is checked again, nobody decided anything.
  if current_user <> 'authenticated' and old.status = 'scheduled' and new.status = 'published' and old.publish_at <= now()
     and to_jsonb(new) - 'status' = to_jsonb(old) - 'status' then
    new.updated_at := now();
    return new;
  end if;
  if current_user = 'authenticated' and not private.is_admin() then
    if old.status not in ('draft', 'pending', 'rejected') then
      raise exception 'Paskelbto, suplanuoto ar archyvuoto straipsnio keisti negalite: parašykite administratoriams.' using errcode = '42501';
    end if;
    if new.publish_at is distinct from old.publish_at then
      raise exception 'Paskelbimo laiką nustato administratoriai.' using errcode = '42501';
    end if;
    if new.rejection_reason is distinct from old.rejection_reason and new.rejection_reason is not null then
      raise exception 'Atmetimo priežastį rašo administratoriai.' using errcode = '42501';
    end if;
    new.rejection_reason := old.rejection_reason;
    if old.status = 'rejected' and new.status = 'rejected' then
      if (new.slug, new.title, new.lead, new.body, new.category, new.cover_path, new.cover_alt, new.entry_id)
         is distinct from (old.slug, old.title, old.lead, old.body, old.category, old.cover_path, old.cover_alt, old.entry_id) then
        new.status := 'draft';
      end if;
    elsif new.status not in ('draft', 'pending') then
      raise exception 'Straipsnius skelbia, planuoja, archyvuoja ir atmeta tik administratoriai.'
        using errcode = '42501', hint = 'Išsaugokite straipsnį kaip juodraštį arba pateikite jį tvirtinti.';
    end if;
    perform private.refuse_unmanaged_article(new.entry_id, new.cover_path, new.cover_path is distinct from old.cover_path);
  end if;
  select s.status, s.publish_at into new.status, new.publish_at from private.settle_article_publication(new.status, new.publish_at) s;
  if new.status <> 'rejected' then
    new.rejection_reason := null;
  end if;
  perform private.refuse_bad_article(new, new.body is distinct from old.body, new.cover_path is distinct from old.cover_path);
  if new.status is distinct from old.status
     and new.status in ('scheduled', 'published', 'archived', 'rejected')
     and not (old.status = 'scheduled' and new.status = 'published') then
    new.decided_at := now();
    new.decided_by := (select auth.uid());
  end if;
  if new.slug is distinct from old.slug or new.slug = '' then
    new.slug := private.article_slug(new.id, new.title, new.slug);
  end if;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_article_change() from public, anon, authenticated;

create trigger articles_stamp_change
  before update on public.articles
  for each row execute function private.stamp_article_change();

-- What a public page shows of each public article, in one read: the article, its author's name
-- and, when the entry it is about is a published one, the entry's name and page. /naujienos,
-- an article's own page, an entry's page, /verslas and /keliones read this view.
-- security_invoker: the policies of articles and directory_entries decide what a reader may
-- see; the view itself keeps to public articles and published entries, so a writer's drafts and
-- the moderation queue stay out of the public lists whoever reads them.
create view public.published_articles
with (security_invoker = true)
as
select
  a.id,
  a.slug,
  a.title,
  a.lead,
  a.body,
  a.category,
  a.cover_path,
  a.cover_alt,
  a.author_name,
  a.publish_at,
  a.updated_at,
  d.id as entry_id,
  d.name as entry_name,
  d.directory as entry_directory,
  d.slug as entry_slug
from public.articles a
left join public.directory_entries d on d.id = a.entry_id and d.status = 'published'
where a.status in ('scheduled', 'published') and a.publish_at <= now();

revoke all on public.published_articles from anon, authenticated;
grant select on public.published_articles to anon, authenticated;
grant select on public.published_articles to service_role;

-- Pictures of articles (covers and pictures in bodies): public to read by URL; the object rows
-- are read by their uploader (the first folder of the name is the account's id) and by
-- administrators alone, as event pictures' are (20250601122700); administrators and the
-- managers of directory entries upload, each only into their own folder; JPEG, PNG or WebP, at
-- most 2 MB, refused by the bucket itself. One policy per action and role, as before.
insert into storage.buckets (id, name, public, file_size_limit, allowed_mime_types)
values ('article-images', 'article-images', true, 2097152, array['image/jpeg', 'image/png', 'image/webp'])
on conflict (id) do nothing;

drop policy "Uploaders read their event images; administrators every event image and admin media" on storage.objects;
create policy "Uploaders read their pictures; administrators any, admin media"
  on storage.objects for select to authenticated
  using (
    (bucket_id in ('event-images', 'article-images') and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin())))
    or (bucket_id = 'admin-media' and (select private.is_admin()))
  );

drop policy "Members upload event images to their own folder; administrators admin media" on storage.objects;
create policy "Members, writers upload pictures to their folder; admins media"
  on storage.objects for insert to authenticated
  with check (
    (bucket_id = 'event-images' and (storage.foldername(name))[1] = (select auth.uid())::text)
    or (bucket_id = 'article-images' and (storage.foldername(name))[1] = (select auth.uid())::text
        and ((select private.is_admin()) or (select private.manages_any_entry())))
    or (bucket_id = 'admin-media' and (select private.is_admin()))
  );

drop policy "Members remove their event images; administrators any event image and admin media" on storage.objects;
create policy "Uploaders remove their pictures; admins any, admin media"
  on storage.objects for delete to authenticated
  using (
    (bucket_id in ('event-images', 'article-images') and ((storage.foldername(name))[1] = (select auth.uid())::text or (select private.is_admin())))
    or (bucket_id = 'admin-media' and (select private.is_admin()))
  );

-- The change log names articles too, so the site re-renders the pages an article is on
-- (20250601123000_content_changes.sql). An article is public by the rule of its select policy,
-- which reads the clock: the function is stable now, no longer immutable.
alter table public.content_changes drop constraint content_changes_subject_check;
alter table public.content_changes add constraint content_changes_subject_check
  check (subject in ('directory_entry', 'event', 'classified', 'essential_fact', 'chat_room', 'article'));

create or replace function private.is_public_content(subject text, item jsonb)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case subject
    when 'directory_entry' then item ->> 'status' = 'published'
    when 'event' then item ->> 'status' = 'approved'
    when 'classified' then item ->> 'status' = 'approved' and item ->> 'hidden_at' is null
    when 'chat_room' then item ->> 'hidden_at' is null
    when 'article' then item ->> 'status' in ('scheduled', 'published') and (item ->> 'publish_at')::timestamptz <= now()
    else true
  end;
$$;

create trigger articles_log_content_change
  after insert or update or delete on public.articles
  for each row execute function private.log_content_change('article');

-- A scheduled article is public the moment its time passes, with no row changing, so nothing
-- would write the change log and no page would learn of it. This marks each such article
-- 'published', one update whose log row (old and new slug alike) tells the site's server and
-- every open page that it changed. The lock skips rows another call is publishing. Returns how
-- many it published.
create function private.publish_due_articles()
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  published integer;
begin
  update public.articles a
  set status = 'published'
  where a.id in (
    select d.id from public.articles d
    where d.status = 'scheduled' and d.publish_at <= now()
    for update skip locked
  );
  get diagnostics published = row_count;
  return published;
end;
$$;
revoke all on function private.publish_due_articles() from public, anon, authenticated;

-- The revision of the public content: the newest id of the change log, after publishing the
-- scheduled articles whose time has passed. The site's server and a page's freshness check call
-- it (POST /rest/v1/rpc/content_revision) where they read the log's newest id, so a scheduled
-- article reaches the pages within one poll of its time. Called over GET (a read-only
-- transaction) it publishes nothing and answers the newest id as it is. security definer: a
-- signed-out visitor's call publishes what administrators scheduled, and nothing else.
create function public.content_revision()
returns bigint
language plpgsql
security definer
set search_path = ''
as $$
begin
  if current_setting('transaction_read_only') = 'off' then
    perform private.publish_due_articles();
  end if;
  return coalesce((select max(c.id) from public.content_changes c), 0);
end;
$$;
revoke all on function public.content_revision() from public;
grant execute on function public.content_revision() to anon, authenticated, service_role;

comment on function public.content_revision() is
  'The newest id of public.content_changes, after marking published the scheduled articles whose publish_at has passed (which logs them). SECURITY DEFINER because visitors hold no right on articles; it publishes only what administrators scheduled, at the time they chose. Read-only under GET.';

-- On a hosted project, pg_cron also publishes due articles every minute
-- (20250601123100_static_host_rebuilds.sql installed it where the platform offers it), so a
-- static host's rebuild follows a scheduled article without any visitor.
do $$
begin
  if exists (select 1 from pg_extension where extname = 'pg_cron') then
    perform cron.schedule('publish-due-articles', '* * * * *', 'select private.publish_due_articles()');
  end if;
end;
$$;

-- The header's count of decisions the member has not seen gains the decisions on their
-- articles; an administrator publishing their own article decides nothing for themselves.
-- Otherwise as it was (20250601122400_unread_decisions.sql).
create or replace function public.unread_decisions()
returns integer
language sql
stable
set search_path = ''
as $$
  with seen as (
    select coalesce((select p.decisions_seen_at from public.profiles p where p.id = (select auth.uid())), '-infinity'::timestamptz) as at
  )
  select (
    (select count(*) from public.events e, seen where e.submitted_by = (select auth.uid()) and e.decided_at > seen.at)
    + (select count(*) from public.classifieds c, seen where c.posted_by = (select auth.uid()) and c.decided_at > seen.at)
    + (select count(*) from public.entry_corrections r, seen where r.submitted_by = (select auth.uid()) and r.decided_at > seen.at)
    + (select count(*) from public.entry_claims l, seen where l.claimant_id = (select auth.uid()) and l.decided_at > seen.at)
    + (select count(*) from public.articles a, seen
       where a.author_id = (select auth.uid()) and a.decided_at > seen.at and a.decided_by is distinct from a.author_id)
  )::integer;
$$;

-- The database advisor (splinter) reports, on purpose:
-- * anon_security_definer_function_executable and the authenticated one, content_revision():
--   the freshness check of every page runs signed out; it publishes only scheduled articles
--   whose time has passed and answers a number anyone may read in content_changes.
-- * rls_enabled_no_policy, private.checked_article_images: as private.checked_event_images.
