-- Who spoke is now indexed with every name of their constituency (its other names too): the sittings with a Member's speech are indexed again once at start.
INSERT INTO "search_vectors_stale" ("hansard_id") SELECT DISTINCT "hansard_id" FROM "speeches" WHERE "person_id" IS NOT NULL ON CONFLICT DO NOTHING;
