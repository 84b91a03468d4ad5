-- Issue 28 item 1: the first page by porutham score at a million members. The score depends only
-- on the candidate's star and raasi (the viewer's fixed), so lib/data/match-search.ts walks the
-- (star, raasi) pairs from the best score down, reading each pair's candidates in the viewer's age
-- range from this index (gender, star, raasi, then age: a range scan per pair), and stops once the
-- page is full: the first page reads the best pairs' matches, not every match. The columns after
-- age are those profile_match_idx and profile_mutual_idx carry, so both modes stay index-only.
-- The same predicate as lib/data/member-visibility.ts.
CREATE INDEX "profile_score_idx" ON "profile" USING btree ("gender_id","star_id","raasi_id","age","chevvai_dhosam","mother_tongue_id","caste_id","height_id","date","id","lfrom_age","lto_age","accepts") WHERE "status" AND "mobile_verified" AND "hidden_at" IS NULL AND "married_at" IS NULL AND "moderation_hold" IS NULL;
