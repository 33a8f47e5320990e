-- Rebuilds of a site deployed to a static host (docs/deploy.md). A static host cannot render a
-- page when its data changes: the site is built again and redeployed, which its deploy hook (a
-- secret URL of Netlify, Cloudflare Pages, Vercel…) starts. Each change to public content marks
-- a rebuild as wanted; the request goes out once changes have been quiet for two minutes, or
-- fifteen minutes after the first of a burst, so an editing session costs one build, not fifty.
-- A nightly rebuild catches what time alone changes (past events, expired classifieds).
--
-- The debounce is plain SQL and runs everywhere. Sending needs pg_cron and pg_net, which exist
-- on hosted projects only: the schedule is created only where both can be installed, and the
-- hook URL is read from Vault (secret 'site_deploy_hook_url'), so a project without one sends
-- nothing. The embedded backend and `npm start` render pages themselves and need none of this.
create table private.site_rebuilds (
  id boolean primary key default true check (id),
  -- The first change not yet built, and the latest one.
  pending_since timestamptz,
  last_change_at timestamptz,
  last_requested_at timestamptz
);

alter table private.site_rebuilds enable row level security;
revoke all on private.site_rebuilds from public, anon, authenticated;

insert into private.site_rebuilds (id) values (true);

-- Every row of the change log marks a rebuild as wanted.
create function private.want_site_rebuild()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  update private.site_rebuilds
  set pending_since = coalesce(pending_since, new.changed_at), last_change_at = new.changed_at
  where id;
  return null;
end;
$$;
revoke all on function private.want_site_rebuild() from public, anon, authenticated;

create trigger content_changes_want_site_rebuild
  after insert on public.content_changes
  for each row execute function private.want_site_rebuild();

-- Whether a rebuild is due at `at`: changes are waiting, and they have been quiet for `quiet`
-- or the first has waited `max_wait`. Takes the time as an argument, so tests move the clock.
create function private.site_rebuild_due(at timestamptz, quiet interval default interval '2 minutes', max_wait interval default interval '15 minutes')
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(pending_since is not null and (at - last_change_at >= quiet or at - pending_since >= max_wait), false)
  from private.site_rebuilds
  where id;
$$;
revoke all on function private.site_rebuild_due(timestamptz, interval, interval) from public, anon, authenticated;

-- Takes the due rebuild, if any: true once per burst of changes (the caller then calls the
-- hook). Changes made after `at` stay wanted for the next rebuild.
create function private.take_site_rebuild(at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
begin
  if not private.site_rebuild_due(at) then
    return false;
  end if;
  update private.site_rebuilds set pending_since = null, last_requested_at = at where id and last_change_at <= at;
  return found;
end;
$$;
revoke all on function private.take_site_rebuild(timestamptz) from public, anon, authenticated;

-- Calls the deploy hook (a POST with no body, as the hosts expect) when a rebuild is due, or
-- when `nightly` asks for one regardless. pg_net sends it after the transaction commits.
create function private.send_site_rebuild(nightly boolean default false)
returns void
language plpgsql
security definer
set search_path = ''
as $$
declare
  hook text;
begin
  select decrypted_secret into hook from vault.decrypted_secrets where name = 'site_deploy_hook_url';
  if hook is null then
    return;
  end if;
  if nightly or private.take_site_rebuild(now()) then
    perform net.http_post(url := hook, body := '{}'::jsonb, headers := '{"Content-Type": "application/json"}'::jsonb);
  end if;
end;
$$;
revoke all on function private.send_site_rebuild(boolean) from public, anon, authenticated;

-- The schedule, where the platform offers it: every minute for changes, 03:00 UTC nightly.
do $$
begin
  if exists (select 1 from pg_available_extensions where name = 'pg_cron')
    and exists (select 1 from pg_available_extensions where name = 'pg_net')
    and exists (select 1 from pg_namespace where nspname = 'vault') then
    create extension if not exists pg_cron;
    create extension if not exists pg_net with schema extensions;
    perform cron.schedule('site-rebuild-on-change', '* * * * *', 'select private.send_site_rebuild()');
    perform cron.schedule('site-rebuild-nightly', '0 3 * * *', 'select private.send_site_rebuild(true)');
  end if;
end;
$$;
