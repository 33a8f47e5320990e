-- A page that fails to render no longer stops the build or the site's server: the page is left
-- out (or its last good copy kept) and the failure is recorded here for administrators, whose
-- dashboard lists it. The build and the site's server write it through the data API with the
-- service key (scripts/site/render-failures.mjs): a row per page address, replaced by its latest
-- failure and removed once the page renders again.

create table public.page_render_failures (
  path text primary key check (path ~ '^/' and char_length(path) <= 2000),
  -- The error's text; the dashboard shows its first line.
  error text not null check (char_length(error) <= 4000),
  -- Which renderer failed: the build's prerendering or the site's server.
  source text not null default 'server' check (source in ('build', 'server')),
  failed_at timestamptz not null default now()
);

create index page_render_failures_failed_at_idx on public.page_render_failures (failed_at desc);

alter table public.page_render_failures enable row level security;

-- Administrators read it on the dashboard; only the service key writes it.
revoke all on public.page_render_failures from public, anon, authenticated;
grant select on public.page_render_failures to authenticated;
grant all on public.page_render_failures to service_role;

create policy "Administrators read the pages that failed to render"
  on public.page_render_failures for select to authenticated
  using ((select private.is_admin()));

comment on table public.page_render_failures is
  'Public pages whose last render failed, by address, with the error and when; administrators read it, the build and the site''s server write it with the service key.';
