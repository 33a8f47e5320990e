-- Membership mail is written once per cause, not once per change of the row. A member who
-- switched their own row between observer and member twenty times in a second was sent eleven
-- 'request received' messages (their key named the row's updated_at) and ten 'approved'
-- decisions (a switch to observer looked like an approval), and essential mail ignores a pause
-- and has no unsubscribe link. Now:
--   * a request for the member plan is told once per membership row, plan and round: a new round
--     begins only with what the database alone writes (an administrator's decision, a term paid);
--   * a membership's decision message follows an administrator's decision only;
--   * every essential message has a limit where the outbox row is written: at most three of one
--     kind per member and cause (a membership: one member in one community) in any 24 hours.

alter table private.email_outbox
  add column cause text check (char_length(cause) <= 300);
comment on column private.email_outbox.cause is
  'What an essential message is about (membership:<id>), so enqueue_email() can limit how many of one kind it writes per member and cause in a day.';

create index email_outbox_user_kind_idx on private.email_outbox (user_id, kind, created_at);

-- As in 20250601124800_member_language.sql, plus the cause and the limit of essential mail
-- (which nobody can turn off): the third message of a kind for a member and cause within 24
-- hours is the last. Without a cause, the limit is per member and kind.
drop function private.enqueue_email(uuid, text, jsonb, text);
create function private.enqueue_email(recipient uuid, kind text, payload jsonb, dedupe_key text, cause text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
  written boolean;
begin
  select u.email into address from auth.users u where u.id = recipient;
  if coalesce(btrim(address), '') = '' or not private.wants_email(recipient, enqueue_email.kind) then
    return false;
  end if;
  if private.is_essential_message(enqueue_email.kind) then
    -- Two requests at once count each other.
    perform pg_advisory_xact_lock(hashtextextended(concat_ws(':', 'essential_mail', recipient, enqueue_email.kind, enqueue_email.cause), 0));
    if (
      select count(*) from private.email_outbox o
      where o.user_id = recipient and o.kind = enqueue_email.kind and o.cause is not distinct from enqueue_email.cause
        and o.created_at > now() - interval '24 hours'
    ) >= 3 then
      return false;
    end if;
  end if;
  insert into private.email_outbox (user_id, to_email, kind, payload, dedupe_key, locale, cause)
  values (recipient, address, enqueue_email.kind, payload, left(dedupe_key, 300), private.recipient_locale(recipient), left(enqueue_email.cause, 300))
  on conflict on constraint email_outbox_dedupe_key_key do nothing
  returning true into written;
  return coalesce(written, false);
end;
$$;
revoke all on function private.enqueue_email(uuid, text, jsonb, text, text) from public, anon, authenticated;

-- As in 20250601124300_notices.sql, passing the cause on to the e-mail.
drop function private.notify(uuid, text, jsonb, text);
create function private.notify(recipient uuid, message_kind text, message_payload jsonb, dedupe_key text, cause text default null)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  noticed boolean := false;
begin
  if private.wants_notice(recipient, message_kind) then
    insert into public.notices (user_id, kind, payload, dedupe_key)
    values (recipient, message_kind, message_payload, left(dedupe_key, 300))
    on conflict on constraint notices_dedupe_key_key do nothing
    returning true into noticed;
  end if;
  return private.enqueue_email(recipient, message_kind, message_payload, dedupe_key, cause) or coalesce(noticed, false);
end;
$$;
revoke all on function private.notify(uuid, text, jsonb, text, text) from public, anon, authenticated;

-- Asking for the member plan: the member is told it was received and how to pay, once per round
-- of the request. The round is named by what only the database writes: the last decision's time
-- (an administrator's refusal or approval) and the term paid up to (a lapse keeps it), never by
-- anything a member's own update changes.
create or replace function private.tell_membership_received()
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
    concat_ws(':', 'membership_received', new.id, new.membership_type,
      coalesce(to_char(new.decided_at at time zone 'UTC', 'YYYYMMDD"T"HH24MISSUS'), 'undecided'),
      coalesce(new.paid_until::text, 'unpaid')),
    'membership:' || new.id
  );
  return null;
end;
$$;

-- A membership's decision message follows an administrator's decision (the database stamps
-- decided_at then), not a member switching their own row to observer.
drop trigger community_memberships_mail_decision on public.community_memberships;
create trigger community_memberships_mail_decision
  after update of status on public.community_memberships
  for each row when (new.status is distinct from old.status and new.status in ('approved', 'rejected')
    and new.paid_until is not distinct from old.paid_until
    and new.decided_at is distinct from old.decided_at)
  execute function private.mail_decision('membership', 'user_id');
