-- Classifieds members post on /skelbimai. A new classified waits as 'pending' until an
-- administrator approves it ('approved', public for 30 days from approval unless its poster
-- renews it) or rejects it with a reason; the poster may edit it (an approved one then waits
-- for approval again) or close it ('closed'). Anyone signed in may report a classified; three
-- reports from different members hide it until an administrator decides. A reader contacts the
-- poster by the account's e-mail, shown only when the poster opted in, or by a reply through
-- the portal, which only the poster and the replier read.
--
-- Limits against abuse live here: at most 10 new classifieds and 20 replies per member in 24
-- hours, at most 5 active classifieds per member, bounded plain text.

create table public.classifieds (
  id uuid primary key default gen_random_uuid(),
  title text not null check (char_length(btrim(title)) between 3 and 120 and char_length(title) <= 120),
  body text not null check (char_length(btrim(body)) between 10 and 2000 and char_length(body) <= 2000),
  category text not null check (category in ('Darbas', 'Būstas', 'Paslaugos', 'Parduoda', 'Ieško')),
  -- GBP; null is by agreement or free.
  price numeric(10, 2) check (price between 0 and 1000000),
  town text not null check (char_length(btrim(town)) between 2 and 80 and char_length(town) <= 80),
  -- 'email': the poster's account e-mail is shown (copied here by the trigger); 'portal': replies
  -- come through public.classified_replies and the e-mail stays private.
  contact text not null default 'portal' check (contact in ('email', 'portal')),
  contact_email text check (char_length(contact_email) <= 254),
  -- The poster as readers see them (first name and initial, as in the chat), stamped on insert.
  author_name text not null default '' check (char_length(author_name) <= 100),
  status text not null default 'pending' check (status in ('pending', 'approved', 'rejected', 'closed')),
  rejection_reason text check (char_length(rejection_reason) <= 500),
  -- Set when the third member reports it; cleared when an administrator restores it.
  hidden_at timestamptz,
  -- Public until then; set on approval and on renewal, 30 days ahead.
  expires_at timestamptz,
  posted_by uuid default auth.uid() references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  decided_at timestamptz,
  decided_by uuid references auth.users (id) on delete set null,
  constraint classifieds_rejection_has_reason check (status <> 'rejected' or char_length(btrim(coalesce(rejection_reason, ''))) >= 3),
  constraint classifieds_email_only_when_chosen check (contact = 'email' or contact_email is null)
);

create index classifieds_public_idx on public.classifieds (expires_at desc) where status = 'approved' and hidden_at is null;
create index classifieds_posted_by_idx on public.classifieds (posted_by, created_at desc);
create index classifieds_pending_idx on public.classifieds (created_at) where status = 'pending';
create index classifieds_decided_by_idx on public.classifieds (decided_by);

alter table public.classifieds enable row level security;

revoke all on public.classifieds from anon, authenticated;
grant select on public.classifieds to anon, authenticated;
grant insert (title, body, category, price, town, contact) on public.classifieds to authenticated;
-- The poster's edits and closing; an administrator's decision and hiding (the trigger tells them apart).
grant update (title, body, category, price, town, contact, status, rejection_reason, hidden_at) on public.classifieds to authenticated;
grant delete on public.classifieds to authenticated;
grant all on public.classifieds to service_role;

-- Whether a classified is public now: approved, not expired, not hidden by reports.
create function private.classified_is_public(c public.classifieds)
returns boolean
language sql
stable
set search_path = ''
as $$
  select c.status = 'approved' and c.hidden_at is null and c.expires_at > now();
$$;
revoke all on function private.classified_is_public(public.classifieds) from public;
grant execute on function private.classified_is_public(public.classifieds) to anon, authenticated, service_role;

create policy "Public classifieds for everyone; posters read their own; administrators all"
  on public.classifieds for select to anon, authenticated
  using (private.classified_is_public(classifieds) or posted_by = (select auth.uid()) or (select private.is_admin()));

create policy "Members post classifieds as themselves"
  on public.classifieds for insert to authenticated
  with check (posted_by = (select auth.uid()));

create policy "Posters change their own classifieds; administrators any"
  on public.classifieds for update to authenticated
  using (posted_by = (select auth.uid()) or (select private.is_admin()))
  with check (posted_by = (select auth.uid()) or (select private.is_admin()));

create policy "Administrators remove classifieds"
  on public.classifieds for delete to authenticated
  using ((select private.is_admin()));

-- The words a member reads when the database refuses what they typed (PT422, HTTP 422).
create function private.refuse_bad_classified(c public.classifieds)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  field text;
begin
  foreach field in array array[c.title, c.body, c.town] loop
    if private.has_markup(field) then
      raise exception 'Skelbime negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
  end loop;
end;
$$;
revoke all on function private.refuse_bad_classified(public.classifieds) from public;
grant execute on function private.refuse_bad_classified(public.classifieds) to authenticated, service_role;

-- The e-mail of an account, for a classified whose poster chose to show it.
create function private.account_email(member uuid)
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select u.email from auth.users u where u.id = member;
$$;
revoke all on function private.account_email(uuid) from public;
grant execute on function private.account_email(uuid) to authenticated, service_role;

-- How many of a member's classifieds are active: waiting for a decision, or public and not expired.
create function private.active_classifieds(member uuid)
returns bigint
language sql
stable
security definer
set search_path = ''
as $$
  select count(*) from public.classifieds c
  where c.posted_by = member and (c.status = 'pending' or (c.status = 'approved' and c.expires_at > now()));
$$;
revoke all on function private.active_classifieds(uuid) from public;

-- A new classified through the API: author, status and stamps are the database's; the e-mail
-- shown is the account's own; at most 10 a day and 5 active. The per-member lock counts one
-- member's concurrent posts one after another.
create function private.stamp_new_classified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    new.posted_by := (select auth.uid());
    new.status := 'pending';
    new.rejection_reason := null;
    new.hidden_at := null;
    new.expires_at := null;
    new.decided_at := null;
    new.decided_by := null;
    new.created_at := now();
    new.author_name := private.chat_author_name(new.posted_by);
    perform private.refuse_bad_classified(new);
    if new.posted_by is not null then
      perform private.refuse_over_daily_limit('public.classifieds', 'posted_by', new.posted_by, 10,
        'Per daug skelbimų: per parą galite įdėti ne daugiau kaip 10 skelbimų.');
      -- Administrators post the portal's own notices (the seeded samples are theirs): not limited to 5.
      if private.active_classifieds(new.posted_by) >= 5 and not private.is_admin() then
        raise exception 'Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus: uždarykite seną skelbimą arba palaukite, kol jis baigs galioti.' using errcode = 'PT422';
      end if;
    end if;
  end if;
  new.contact_email := case when new.contact = 'email' then private.account_email(new.posted_by) end;
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_new_classified() from public;

create trigger classifieds_stamp_new
  before insert on public.classifieds
  for each row execute function private.stamp_new_classified();

-- A change. A poster (not an administrator) may edit the words, price, town and contact, which
-- sends an approved classified back for approval, and may close it; nothing else. An
-- administrator's decision is stamped; approving starts 30 days of publication. Not security
-- definer: `current_user` tells a member's own update from the database's (hiding on the third
-- report, renewing), which run as the owner.
create function private.stamp_classified_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
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
revoke all on function private.stamp_classified_change() from public;

create trigger classifieds_stamp_change
  before update on public.classifieds
  for each row execute function private.stamp_classified_change();

-- The poster keeps an approved classified public for 30 more days; an expired one counts again
-- among their active classifieds.
create function public.renew_classified(classified_id uuid)
returns timestamptz
language plpgsql
security definer
set search_path = ''
as $$
declare
  renewed timestamptz;
  member uuid := (select auth.uid());
begin
  -- An expired classified comes back as an active one: it must fit in the member's 5.
  if exists (select 1 from public.classifieds c where c.id = classified_id and c.posted_by = member and c.expires_at <= now())
     and private.active_classifieds(member) >= 5 and not private.is_admin() then
    raise exception 'Vienu metu galite turėti ne daugiau kaip 5 aktyvius skelbimus: uždarykite kitą skelbimą, tada pratęskite šį.' using errcode = 'PT422';
  end if;
  update public.classifieds c
  set expires_at = now() + interval '30 days', updated_at = now()
  where c.id = classified_id and c.posted_by = (select auth.uid()) and c.status = 'approved' and c.hidden_at is null
  returning c.expires_at into renewed;
  if renewed is null then
    raise exception 'Pratęsti galima tik savo patvirtintą skelbimą.' using errcode = 'PT422';
  end if;
  return renewed;
end;
$$;
revoke all on function public.renew_classified(uuid) from public;
grant execute on function public.renew_classified(uuid) to authenticated, service_role;

-- A member's report: a reason from the list and words of their own. Administrators see the
-- queue; the third member's report hides the classified until they decide.
create table public.classified_reports (
  id uuid primary key default gen_random_uuid(),
  classified_id uuid not null references public.classifieds (id) on delete cascade,
  reporter_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  reason text not null check (reason in ('spam', 'fraud', 'offensive', 'prohibited', 'other')),
  details text not null default '' check (char_length(details) <= 500),
  created_at timestamptz not null default now(),
  resolved_at timestamptz,
  unique (classified_id, reporter_id)
);

create index classified_reports_open_idx on public.classified_reports (classified_id) where resolved_at is null;
create index classified_reports_reporter_idx on public.classified_reports (reporter_id);

alter table public.classified_reports enable row level security;

revoke all on public.classified_reports from anon, authenticated;
grant select on public.classified_reports to authenticated;
grant insert (classified_id, reason, details) on public.classified_reports to authenticated;
grant update (resolved_at) on public.classified_reports to authenticated;
grant all on public.classified_reports to service_role;

create policy "Members read their own reports; administrators all"
  on public.classified_reports for select to authenticated
  using (reporter_id = (select auth.uid()) or (select private.is_admin()));

-- Only a classified the reporter can see, and not their own.
create policy "Members report classifieds they see"
  on public.classified_reports for insert to authenticated
  with check (
    reporter_id = (select auth.uid())
    and exists (select 1 from public.classifieds c where c.id = classified_id and private.classified_is_public(c) and c.posted_by is distinct from (select auth.uid()))
  );

create policy "Administrators resolve reports"
  on public.classified_reports for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create function private.stamp_classified_report()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    new.reporter_id := (select auth.uid());
    new.created_at := now();
    new.resolved_at := null;
    if private.has_markup(new.details) then
      raise exception 'Pranešime negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_classified_report() from public;

create trigger classified_reports_stamp
  before insert on public.classified_reports
  for each row execute function private.stamp_classified_report();

-- Three open reports from different members hide the classified (security definer: reporters
-- cannot change classifieds).
create function private.hide_reported_classified()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select count(distinct r.reporter_id) from public.classified_reports r where r.classified_id = new.classified_id and r.resolved_at is null) >= 3 then
    update public.classifieds set hidden_at = coalesce(hidden_at, now()) where id = new.classified_id;
  end if;
  return null;
end;
$$;
revoke all on function private.hide_reported_classified() from public;

create trigger classified_reports_hide
  after insert on public.classified_reports
  for each row execute function private.hide_reported_classified();

-- Replies through the portal: the replier and the poster read them; at most 20 a day per member.
create table public.classified_replies (
  id uuid primary key default gen_random_uuid(),
  classified_id uuid not null references public.classifieds (id) on delete cascade,
  sender_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  body text not null check (char_length(btrim(body)) between 1 and 2000 and char_length(body) <= 2000),
  created_at timestamptz not null default now()
);

create index classified_replies_classified_idx on public.classified_replies (classified_id, created_at);
create index classified_replies_sender_idx on public.classified_replies (sender_id, created_at desc);

alter table public.classified_replies enable row level security;

revoke all on public.classified_replies from anon, authenticated;
grant select on public.classified_replies to authenticated;
grant insert (classified_id, body) on public.classified_replies to authenticated;
grant all on public.classified_replies to service_role;

-- The poster of a classified (security definer: a replier may not read the row once it is hidden).
create function private.classified_poster(classified_id uuid)
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select c.posted_by from public.classifieds c where c.id = classified_id;
$$;
revoke all on function private.classified_poster(uuid) from public;
grant execute on function private.classified_poster(uuid) to authenticated, service_role;

create policy "The replier and the poster read a reply; administrators all"
  on public.classified_replies for select to authenticated
  using (sender_id = (select auth.uid()) or private.classified_poster(classified_id) = (select auth.uid()) or (select private.is_admin()));

create policy "Members reply to public classifieds that ask for replies through the portal"
  on public.classified_replies for insert to authenticated
  with check (
    sender_id = (select auth.uid())
    and exists (select 1 from public.classifieds c where c.id = classified_id and private.classified_is_public(c) and c.contact = 'portal' and c.posted_by is distinct from (select auth.uid()))
  );

create function private.stamp_classified_reply()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if (select auth.role()) in ('anon', 'authenticated') then
    new.sender_id := (select auth.uid());
    new.created_at := now();
    if private.has_markup(new.body) then
      raise exception 'Atsakyme negali būti HTML žymių: rašykite paprastą tekstą.' using errcode = 'PT422';
    end if;
    perform private.refuse_over_daily_limit('public.classified_replies', 'sender_id', new.sender_id, 20,
      'Per daug atsakymų: per parą galite parašyti ne daugiau kaip 20 atsakymų į skelbimus.');
  end if;
  return new;
end;
$$;
revoke all on function private.stamp_classified_reply() from public;

create trigger classified_replies_stamp
  before insert on public.classified_replies
  for each row execute function private.stamp_classified_reply();
