-- Consent record (UK GDPR art. 7(1)): agreeing to a new privacy-policy version is a new consent,
-- so its time is stamped again. Replaces private.stamp_profile() of 20250601120100_profiles.sql,
-- which kept the first acceptance time while the version moved on.

create or replace function private.stamp_profile()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  if not new.privacy_policy_accepted then
    new.privacy_policy_accepted_at := null;
  elsif not coalesce(old.privacy_policy_accepted, false)
    or new.privacy_policy_version is distinct from old.privacy_policy_version then
    new.privacy_policy_accepted_at := now();
  else
    new.privacy_policy_accepted_at := old.privacy_policy_accepted_at;
  end if;
  return new;
end;
$$;
