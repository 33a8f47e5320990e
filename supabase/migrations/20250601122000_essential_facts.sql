-- The figures of the essential-information page (/svarbi-informacija): pay rates, holiday
-- entitlement and the phone numbers of emergency services and authorities. Each carries its
-- official source, the date it applies from (amounts; a phone number has none that its source
-- states) and the day an administrator last checked it, so a reader can tell how current it is
-- (docs/decisions/009-dated-sourced-facts.md). Everyone reads them; administrators change them
-- without a release. The page's wording lives in the app and names each fact by its key, so
-- facts are neither added nor removed through the API.

create table public.essential_facts (
  id uuid primary key default gen_random_uuid(),
  key text not null unique check (key ~ '^[a-z0-9]+(-[a-z0-9]+)*$' and char_length(key) <= 80),
  kind text not null check (kind in ('amount', 'phone')),
  label text not null check (char_length(btrim(label)) between 1 and 200 and char_length(label) <= 200 and label !~ '<[A-Za-z/!?]'),
  value text not null check (char_length(btrim(value)) between 1 and 200 and char_length(value) <= 200 and value !~ '<[A-Za-z/!?]'),
  applies_from date check (applies_from between date '1900-01-01' and date '2100-12-31'),
  source_url text not null check (source_url ~ '^https://[^\s<>"]+$' and char_length(source_url) <= 500),
  checked_on date not null check (checked_on between date '2000-01-01' and date '2100-12-31'),
  sort_order integer not null default 0,
  updated_at timestamptz not null default now(),
  updated_by uuid references auth.users (id) on delete set null,
  constraint essential_facts_amounts_are_dated check (kind <> 'amount' or applies_from is not null),
  constraint essential_facts_phone_shape check (kind <> 'phone' or value ~ '^[0-9][0-9 ]{1,19}$')
);

create index essential_facts_updated_by_idx on public.essential_facts (updated_by);

alter table public.essential_facts enable row level security;

revoke all on public.essential_facts from anon, authenticated;
grant select on public.essential_facts to anon, authenticated;
-- What an administrator decides; the key, kind and order are the app's, the stamps the database's.
grant update (label, value, applies_from, source_url, checked_on) on public.essential_facts to authenticated;
grant all on public.essential_facts to service_role;

create policy "Everyone reads the facts"
  on public.essential_facts for select to anon, authenticated
  using (true);

create policy "Administrators change the facts"
  on public.essential_facts for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

-- Who changed a fact last, and when: stamped here, whatever the client sends.
create function private.stamp_essential_fact()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  new.updated_by := (select auth.uid());
  return new;
end;
$$;
revoke all on function private.stamp_essential_fact() from public;

create trigger essential_facts_stamp
  before insert or update on public.essential_facts
  for each row execute function private.stamp_essential_fact();

-- The figures in force when this was written, each checked against its source on 2026-11-25.
-- The essential-information page is rendered from these rows.
insert into public.essential_facts (key, kind, label, value, applies_from, source_url, checked_on, sort_order) values
  ('national-living-wage', 'amount', 'Minimalus darbo užmokestis nuo 21 metų', '12,71 £ per valandą', '2026-04-01', 'https://www.gov.uk/national-minimum-wage-rates', '2026-11-25', 10),
  ('minimum-wage-18-20', 'amount', 'Minimalus darbo užmokestis 18–20 metų', '10,85 £ per valandą', '2026-04-01', 'https://www.gov.uk/national-minimum-wage-rates', '2026-11-25', 11),
  ('minimum-wage-under-18', 'amount', 'Minimalus darbo užmokestis iki 18 metų ir pameistriams', '8,00 £ per valandą', '2026-04-01', 'https://www.gov.uk/national-minimum-wage-rates', '2026-11-25', 12),
  ('holiday-entitlement', 'amount', 'Mokamos atostogos dirbant 5 dienas per savaitę', '28 dienos per metus (5,6 savaitės)', '2009-04-01', 'https://www.gov.uk/holiday-entitlement-rights', '2026-11-25', 13),
  ('emergency', 'phone', 'Policija, greitoji, gaisrinė', '999', null, 'https://www.police.uk/pu/contact-us/', '2026-11-25', 20),
  ('nhs-111', 'phone', 'NHS medicininė konsultacija', '111', null, 'https://www.nhs.uk/nhs-services/urgent-and-emergency-care-services/when-to-use-111/', '2026-11-25', 21),
  ('police-non-emergency', 'phone', 'Policija (ne skubiais atvejais)', '101', null, 'https://www.police.uk/pu/contact-us/', '2026-11-25', 22),
  ('hmrc-income-tax', 'phone', 'HMRC: pajamų mokestis', '0300 200 3300', null, 'https://www.gov.uk/contact-hmrc', '2026-11-25', 30),
  ('universal-credit', 'phone', 'DWP: Universal Credit pagalbos linija', '0800 328 5644', null, 'https://www.gov.uk/universal-credit/contact-universal-credit', '2026-11-25', 31),
  ('eu-settlement', 'phone', 'Home Office: EU Settlement Resolution Centre', '0300 123 7379', null, 'https://www.gov.uk/contact-ukvi-inside-outside-uk', '2026-11-25', 32),
  ('lithuanian-embassy', 'phone', 'Lietuvos ambasada JK', '020 7592 2840', null, 'https://uk.mfa.lt', '2026-11-25', 33);
