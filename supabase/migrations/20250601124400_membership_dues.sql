-- Membership dues the way the communities collect them (docs/decisions/023-notices-digest-and-dues.md):
-- asking for the member plan makes a pending membership with a payment reference of at most 18
-- characters (what a UK bank transfer carries); the member pays into the community's account
-- (kept by administrators and the community's managers); an administrator or manager records
-- the payment (transfer or cash, amount, date) and the membership is current for a year. The
-- clock sends reminders 30 and 7 days before and on the last day, then, after 30 days of grace,
-- the membership lapses and the member is told. A payment provider's webhook would record card
-- payments through the same function, with its own payment id so a retried call counts once.

-- The outbox takes the kinds of the notices migration and of this one.
alter table private.email_outbox drop constraint email_outbox_kind_check;
alter table private.email_outbox add constraint email_outbox_kind_check
  check (kind in ('decision', 'classified_replies', 'classified_expiring', 'classified_expired', 'admin_queue', 'admin_digest', 'weekly_digest',
    'membership_received', 'membership_payment', 'membership_renewal', 'membership_lapsed'));

-- Whether the caller manages the community: a manager of its directory entry.
create function private.manages_community(community text)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select exists (
    select 1
    from public.entry_managers m
    join public.directory_entries d on d.id = m.entry_id
    where d.directory = 'communities' and d.slug = community and m.user_id = (select auth.uid())
  );
$$;
revoke all on function private.manages_community(text) from public, anon;
grant execute on function private.manages_community(text) to authenticated, service_role;

alter table public.community_memberships
  add column payment_reference text unique check (payment_reference ~ '^[A-Z0-9-]{6,18}$'),
  -- The last day the dues paid so far cover; null until the first payment.
  add column paid_until date;

-- 'lapsed': the dues were not paid within 30 days after paid_until.
alter table public.community_memberships drop constraint community_memberships_status_check;
alter table public.community_memberships
  add constraint community_memberships_status_check check (status in ('pending', 'approved', 'rejected', 'lapsed'));

-- A reference nobody mistypes: 'LTUK-' and eight letters and digits without 0, O, 1 or I.
create function private.new_payment_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'LTUK-' || string_agg(substr('23456789ABCDEFGHJKLMNPQRSTUVWXYZ', 1 + floor(random() * 32)::integer, 1), '')
  from generate_series(1, 8);
$$;
revoke all on function private.new_payment_reference() from public, anon, authenticated;

-- Only this trigger and record_membership_payment() write the reference and the term: no
-- member, manager or administrator has a grant on either column.
create function private.assign_payment_reference()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  -- A membership stays in its community (its payments and term belong there); a renamed
  -- community's slug still follows (the cascade is not a member's request).
  if tg_op = 'UPDATE' and new.community_id is distinct from old.community_id and (select auth.role()) = 'authenticated' and not private.is_admin() then
    raise exception 'Narystės bendruomenės pakeisti negalima: pateikite prašymą kitai bendruomenei.' using errcode = 'PT422';
  end if;
  if new.membership_type = 'member' and new.payment_reference is null then
    new.payment_reference := private.new_payment_reference();
  end if;
  return new;
end;
$$;
revoke all on function private.assign_payment_reference() from public, anon, authenticated;

create trigger community_memberships_payment_reference
  before insert or update on public.community_memberships
  for each row execute function private.assign_payment_reference();

update public.community_memberships set payment_reference = private.new_payment_reference()
where membership_type = 'member' and payment_reference is null;

-- A payment is not a decision: recording one approves a pending membership without the
-- decision's message (the payment's own message says it).
drop trigger community_memberships_mail_decision on public.community_memberships;
create trigger community_memberships_mail_decision
  after update of status on public.community_memberships
  for each row when (new.status is distinct from old.status and new.status in ('approved', 'rejected')
    and new.paid_until is not distinct from old.paid_until)
  execute function private.mail_decision('membership', 'user_id');

-- The community's bank account for dues.
create table public.community_payment_details (
  community_id text primary key references public.communities (id) on update cascade on delete cascade,
  account_name text not null check (char_length(btrim(account_name)) between 2 and 70 and char_length(account_name) <= 70),
  sort_code text not null check (sort_code ~ '^[0-9]{6}$'),
  account_number text not null check (account_number ~ '^[0-9]{8}$'),
  updated_by uuid default auth.uid() references auth.users (id) on delete set null,
  updated_at timestamptz not null default now()
);

create index community_payment_details_updated_by_idx on public.community_payment_details (updated_by);

alter table public.community_payment_details enable row level security;

revoke all on public.community_payment_details from anon, authenticated;
grant select, delete on public.community_payment_details to authenticated;
grant insert (community_id, account_name, sort_code, account_number) on public.community_payment_details to authenticated;
-- community_id too: the app saves with an upsert, which sets every column it sends.
grant update (community_id, account_name, sort_code, account_number) on public.community_payment_details to authenticated;
grant all on public.community_payment_details to service_role;

-- Members who asked for the member plan read where to pay; managers and administrators too.
create policy "Paying members, managers and administrators read bank details"
  on public.community_payment_details for select to authenticated
  using (
    (select private.is_admin())
    or private.manages_community(community_id)
    or exists (
      select 1 from public.community_memberships m
      where m.community_id = community_payment_details.community_id and m.user_id = (select auth.uid()) and m.membership_type = 'member'
    )
  );

create policy "Managers and administrators set bank details"
  on public.community_payment_details for insert to authenticated
  with check ((select private.is_admin()) or private.manages_community(community_id));

create policy "Managers and administrators change bank details"
  on public.community_payment_details for update to authenticated
  using ((select private.is_admin()) or private.manages_community(community_id))
  with check ((select private.is_admin()) or private.manages_community(community_id));

create policy "Managers and administrators remove bank details"
  on public.community_payment_details for delete to authenticated
  using ((select private.is_admin()) or private.manages_community(community_id));

create function private.stamp_payment_details()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and private.only_erases_deleted_users(tg_relid, to_jsonb(old), to_jsonb(new)) then
    return new;
  end if;
  new.updated_by := (select auth.uid());
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.stamp_payment_details() from public, anon, authenticated;

create trigger community_payment_details_stamp
  before insert or update on public.community_payment_details
  for each row execute function private.stamp_payment_details();

-- Dues received: each payment, the term it paid up to and who recorded it. Written only by
-- record_membership_payment(); nobody edits one afterwards.
create table public.membership_payments (
  id uuid primary key default gen_random_uuid(),
  membership_id uuid not null references public.community_memberships (id) on delete cascade,
  amount_pence integer not null check (amount_pence between 1 and 1000000),
  method text not null check (method in ('bank_transfer', 'cash', 'card')),
  paid_on date not null,
  paid_until date not null,
  -- A payment provider's name and its id for the payment (a webhook's), unique together.
  provider text check (char_length(provider) between 1 and 40),
  provider_payment_id text check (char_length(provider_payment_id) between 1 and 200),
  recorded_by uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  unique (provider, provider_payment_id),
  constraint membership_payments_provider_pair check ((provider is null) = (provider_payment_id is null))
);

create index membership_payments_membership_idx on public.membership_payments (membership_id, paid_on desc);
create index membership_payments_recorded_by_idx on public.membership_payments (recorded_by);

alter table public.membership_payments enable row level security;

revoke all on public.membership_payments from anon, authenticated;
grant select on public.membership_payments to authenticated;
grant all on public.membership_payments to service_role;

create policy "Members, their community's managers and administrators read payments"
  on public.membership_payments for select to authenticated
  using (
    (select private.is_admin())
    or exists (
      select 1 from public.community_memberships m
      where m.id = membership_payments.membership_id
        and (m.user_id = (select auth.uid()) or private.manages_community(m.community_id))
    )
  );

-- Managers read their community's memberships, to record dues. A member may ask for the member
-- plan on their own row too (an observer upgrading, or asking again after a refusal or a lapse).
drop policy "Members read their own memberships, administrators every membership" on public.community_memberships;
create policy "Members read their own memberships, managers their community's, administrators every membership"
  on public.community_memberships for select to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()) or private.manages_community(community_id));

drop policy "Members become observers, administrators decide" on public.community_memberships;
create policy "Members become observers or ask for the member plan, administrators decide"
  on public.community_memberships for update to authenticated
  using (user_id = (select auth.uid()) or (select private.is_admin()))
  with check (
    (user_id = (select auth.uid()) and ((membership_type = 'observer' and status = 'approved') or (membership_type = 'member' and status = 'pending')))
    or (select private.is_admin())
  );

-- Asking again on an existing row waits in the administrators' queue like a new request.
create trigger community_memberships_mail_admin_queue_again
  after update of status, membership_type on public.community_memberships
  for each row when (new.status = 'pending' and (old.status is distinct from new.status or old.membership_type is distinct from new.membership_type))
  execute function private.mail_admin_queue();

-- A payment received for a membership: the membership is approved and current for a year from
-- the day it was paid, or a year on from the term it renews while that term (or its 30 days of
-- grace) lasts. Administrators, the community's managers and the service role (a provider's
-- webhook, with its payment id: the same id again answers the payment already recorded).
create function public.record_membership_payment(
  membership uuid,
  amount_pence integer,
  method text,
  paid_on date,
  provider text default null,
  provider_payment_id text default null
)
returns public.membership_payments
language plpgsql
security definer
set search_path = ''
as $$
declare
  joined public.community_memberships;
  recorded public.membership_payments;
  term_end date;
begin
  select * into joined from public.community_memberships m where m.id = membership for update;
  if not found or joined.membership_type <> 'member' then
    raise exception 'Tokios narystės nėra.' using errcode = 'PT404';
  end if;
  if (select auth.role()) is distinct from 'service_role' and not (private.is_admin() or private.manages_community(joined.community_id)) then
    raise exception 'Mokėjimus pažymi tik bendruomenės valdytojai ir administratoriai.' using errcode = 'PT403';
  end if;
  if joined.status = 'rejected' then
    raise exception 'Atmestai narystei mokėjimo pažymėti negalima.' using errcode = 'PT422';
  end if;
  if paid_on is null or paid_on > (now() at time zone 'Europe/London')::date or paid_on < joined.created_at::date - 1 then
    raise exception 'Mokėjimo data turi būti ne vėlesnė nei šiandien ir ne ankstesnė nei narystės prašymas.' using errcode = 'PT422';
  end if;
  if amount_pence is null or amount_pence < 1 or amount_pence > 1000000 then
    raise exception 'Nurodykite gautą sumą svarais.' using errcode = 'PT422';
  end if;
  if provider_payment_id is not null then
    select * into recorded from public.membership_payments p
    where p.provider = record_membership_payment.provider and p.provider_payment_id = record_membership_payment.provider_payment_id;
    if found then
      return recorded;
    end if;
  end if;

  term_end := (case when joined.paid_until is null or joined.paid_until + 30 < paid_on then paid_on else joined.paid_until end + interval '1 year')::date;
  insert into public.membership_payments (membership_id, amount_pence, method, paid_on, paid_until, provider, provider_payment_id, recorded_by)
  values (joined.id, amount_pence, method, paid_on, term_end, provider, provider_payment_id, (select auth.uid()))
  returning * into recorded;

  update public.community_memberships m set status = 'approved', paid_until = term_end where m.id = joined.id;

  perform private.notify(
    joined.user_id,
    'membership_payment',
    jsonb_build_object('community', joined.community_name, 'amount_pence', amount_pence, 'method', method, 'paid_on', paid_on, 'paid_until', term_end),
    'membership_payment:' || recorded.id
  );
  return recorded;
end;
$$;
revoke all on function public.record_membership_payment(uuid, integer, text, date, text, text) from public, anon, authenticated;
grant execute on function public.record_membership_payment(uuid, integer, text, date, text, text) to authenticated, service_role;

-- The community's bank details as a message carries them (null until they are set).
create function private.bank_details_of(community text)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select jsonb_build_object('account_name', d.account_name, 'sort_code', d.sort_code, 'account_number', d.account_number)
  from public.community_payment_details d
  where d.community_id = community;
$$;
revoke all on function private.bank_details_of(text) from public, anon, authenticated;

-- Asking for the member plan: the member is told it was received and how to pay.
create function private.tell_membership_received()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if tg_op = 'UPDATE' and old.status = 'pending' and old.membership_type = 'member' then
    return null;
  end if;
  perform private.notify(
    new.user_id,
    'membership_received',
    jsonb_build_object('community', new.community_name, 'reference', new.payment_reference, 'fee_pence', 2500, 'bank', private.bank_details_of(new.community_id)),
    concat_ws(':', 'membership_received', new.id, new.updated_at)
  );
  return null;
end;
$$;
revoke all on function private.tell_membership_received() from public, anon, authenticated;

create trigger community_memberships_tell_received
  after insert or update of status, membership_type on public.community_memberships
  for each row when (new.membership_type = 'member' and new.status = 'pending')
  execute function private.tell_membership_received();

-- What a community's managers and the administrators see of its paying members: name, status,
-- reference, the term paid and the last payment. Nobody else.
create function public.community_dues(community text)
returns table (
  membership_id uuid,
  member_name text,
  status text,
  payment_reference text,
  paid_until date,
  requested_at timestamptz,
  last_paid_on date
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not (private.is_admin() or private.manages_community(community)) then
    raise exception 'Nario mokesčius mato tik bendruomenės valdytojai ir administratoriai.' using errcode = 'PT403';
  end if;
  return query
    select m.id,
           coalesce(nullif(btrim(concat_ws(' ', p.first_name, p.last_name)), ''), 'Be vardo'),
           m.status,
           m.payment_reference,
           m.paid_until,
           m.created_at,
           (select max(y.paid_on) from public.membership_payments y where y.membership_id = m.id)
    from public.community_memberships m
    left join public.profiles p on p.id = m.user_id
    where m.community_id = community and m.membership_type = 'member' and m.status <> 'rejected'
    order by m.status = 'pending' desc, m.paid_until nulls first, m.created_at;
end;
$$;
revoke all on function public.community_dues(text) from public, anon, authenticated;
grant execute on function public.community_dues(text) to authenticated, service_role;

-- Reminders and the lapse, as of `due_at` (UK days): 30 and 7 days before paid_until and on it,
-- each once per term (a payment moves paid_until, so the next term is reminded again; a clock
-- that jumps sends only the latest one due), and the lapse the day after the 30 days of grace.
create function private.write_membership_reminders(due_at timestamptz)
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  joined record;
  today date := (due_at at time zone 'Europe/London')::date;
  stage integer;
  written integer := 0;
begin
  for joined in
    select m.id, m.user_id, m.community_id, m.community_name, m.payment_reference, m.paid_until
    from public.community_memberships m
    where m.membership_type = 'member' and m.status = 'approved' and m.paid_until is not null and m.paid_until - 30 <= today
  loop
    if today > joined.paid_until + 30 then
      update public.community_memberships set status = 'lapsed' where id = joined.id;
      if private.notify(joined.user_id, 'membership_lapsed',
          jsonb_build_object('community', joined.community_name, 'paid_until', joined.paid_until),
          concat_ws(':', 'membership_lapsed', joined.id, joined.paid_until)) then
        written := written + 1;
      end if;
      continue;
    end if;
    stage := case when today >= joined.paid_until then 0 when today >= joined.paid_until - 7 then 7 else 30 end;
    if private.notify(joined.user_id, 'membership_renewal',
        jsonb_build_object('community', joined.community_name, 'paid_until', joined.paid_until, 'days', joined.paid_until - today,
          'grace_until', joined.paid_until + 30, 'reference', joined.payment_reference, 'fee_pence', 2500,
          'bank', private.bank_details_of(joined.community_id)),
        concat_ws(':', 'membership_renewal', joined.id, joined.paid_until, stage)) then
      written := written + 1;
    end if;
  end loop;
  return written;
end;
$$;
revoke all on function private.write_membership_reminders(timestamptz) from public, anon, authenticated;

-- Everything the clock decides, as of `due_at`, each message written once however often it runs:
-- classifieds within three days of expiry (once per expiry date) and just expired; membership
-- reminders and lapses; the weekly digests; from 07:00 UK time, once per UK day, the daily
-- digest of the moderation queues for administrators who chose it. The outbox keeps sent
-- messages 90 days and failed ones 180; notices are kept a year. Answers how many were written.
create or replace function public.run_due_jobs(due_at timestamptz default now())
returns integer
language plpgsql
security definer
set search_path = ''
as $$
declare
  ad record;
  admin record;
  counts jsonb;
  waiting bigint;
  uk_day date := (due_at at time zone 'Europe/London')::date;
  expired boolean;
  written integer := 0;
begin
  for ad in
    select c.id, c.title, c.posted_by, c.expires_at
    from public.classifieds c
    where c.status = 'approved' and c.hidden_at is null and c.posted_by is not null
      and c.expires_at > due_at - interval '2 days' and c.expires_at <= due_at + interval '3 days'
  loop
    expired := ad.expires_at <= due_at;
    if private.notify(
      ad.posted_by,
      case when expired then 'classified_expired' else 'classified_expiring' end,
      jsonb_build_object('title', ad.title, 'expires_at', ad.expires_at),
      concat_ws(':', case when expired then 'classified_expired' else 'classified_expiring' end, ad.id, ad.expires_at)
    ) then
      written := written + 1;
    end if;
  end loop;

  written := written + private.write_membership_reminders(due_at) + private.write_weekly_digests(due_at);

  delete from private.email_outbox o
  where (o.status = 'sent' and o.sent_at < due_at - interval '90 days')
     or (o.status = 'failed' and o.created_at < due_at - interval '180 days');
  delete from public.notices n where n.created_at < due_at - interval '1 year';

  if extract(hour from due_at at time zone 'Europe/London') >= 7 then
    counts := private.queue_counts();
    select sum(value::bigint) into waiting from jsonb_each_text(counts);
    if waiting > 0 then
      for admin in select a.id from public.admin_users a where a.is_active loop
        if private.enqueue_email(admin.id, 'admin_digest', counts || jsonb_build_object('day', uk_day), concat_ws(':', 'admin_digest', admin.id, uk_day)) then
          written := written + 1;
        end if;
      end loop;
    end if;
  end if;
  return written;
end;
$$;
