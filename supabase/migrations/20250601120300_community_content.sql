-- Per-community plan benefits and logos: public read, administrators write.

create table public.community_benefits (
  id uuid primary key default gen_random_uuid(),
  community_id text not null,
  membership_type text not null check (membership_type in ('observer', 'member')),
  benefit_name text not null check (char_length(benefit_name) <= 200),
  benefit_description text check (char_length(benefit_description) <= 1000),
  sort_order integer not null default 0,
  created_at timestamptz not null default now()
);

create index community_benefits_community_idx on public.community_benefits (community_id, membership_type, sort_order);

alter table public.community_benefits enable row level security;

revoke all on public.community_benefits from anon, authenticated;
grant select on public.community_benefits to anon, authenticated;
grant insert, update, delete on public.community_benefits to authenticated;
grant all on public.community_benefits to service_role;

create policy "Anyone reads community benefits"
  on public.community_benefits for select to anon, authenticated
  using (true);

create policy "Administrators add community benefits"
  on public.community_benefits for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change community benefits"
  on public.community_benefits for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators delete community benefits"
  on public.community_benefits for delete to authenticated
  using ((select private.is_admin()));

create table public.community_logos (
  id uuid primary key default gen_random_uuid(),
  community_id text not null,
  logo_url text not null check (char_length(logo_url) <= 2000),
  alt_text text check (char_length(alt_text) <= 500),
  created_at timestamptz not null default now()
);

create index community_logos_community_idx on public.community_logos (community_id, created_at desc);

alter table public.community_logos enable row level security;

revoke all on public.community_logos from anon, authenticated;
grant select on public.community_logos to anon, authenticated;
grant insert, update, delete on public.community_logos to authenticated;
grant all on public.community_logos to service_role;

create policy "Anyone reads community logos"
  on public.community_logos for select to anon, authenticated
  using (true);

create policy "Administrators add community logos"
  on public.community_logos for insert to authenticated
  with check ((select private.is_admin()));

create policy "Administrators change community logos"
  on public.community_logos for update to authenticated
  using ((select private.is_admin()))
  with check ((select private.is_admin()));

create policy "Administrators delete community logos"
  on public.community_logos for delete to authenticated
  using ((select private.is_admin()));
