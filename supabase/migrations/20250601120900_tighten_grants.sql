-- Least grants, second pass: take back what no policy or app call needs, and stop serving SVG
-- from the API origin. Kept on purpose: community_memberships.decided_by/decided_at (the admin
-- screen sends them; the trigger overwrites them) and profiles.updated_at (the app sends it).

-- Timestamps the triggers set themselves.
revoke update (updated_at) on public.community_memberships from authenticated;
revoke update (updated_at) on public.media from authenticated;

-- Nothing in the app deletes memberships or enquiries; accounts go with delete_own_account(),
-- whose cascade needs no grant.
revoke delete on public.community_memberships from authenticated;
drop policy "Administrators delete memberships" on public.community_memberships;
revoke delete on public.contacts from authenticated;
drop policy "Administrators delete enquiries" on public.contacts;

-- The contacts screen changes status only; priority is set when an enquiry arrives.
revoke update (priority) on public.contacts from authenticated;

-- Media rows are created from the upload alone; alt text and description are edited later.
revoke insert (alt_text, description) on public.media from authenticated;

-- Admin-written tables: content columns only, never id or the timestamps the database keeps.
revoke insert, update on public.organizations from authenticated;
grant insert (name, category, subcategory, location, leader_title, leader_name, email, phone, website, address,
  facebook, instagram, description) on public.organizations to authenticated;
grant update (name, category, subcategory, location, leader_title, leader_name, email, phone, website, address,
  facebook, instagram, description) on public.organizations to authenticated;

revoke insert, update on public.community_benefits from authenticated;
grant insert (community_id, membership_type, benefit_name, benefit_description, sort_order)
  on public.community_benefits to authenticated;
grant update (community_id, membership_type, benefit_name, benefit_description, sort_order)
  on public.community_benefits to authenticated;

revoke insert, update on public.community_logos from authenticated;
grant insert (community_id, logo_url, alt_text) on public.community_logos to authenticated;
grant update (community_id, logo_url, alt_text) on public.community_logos to authenticated;

-- An SVG served from the API origin can run script there; the portal only needs raster images.
update storage.buckets
set allowed_mime_types = array_remove(allowed_mime_types, 'image/svg+xml')
where id = 'admin-media';
