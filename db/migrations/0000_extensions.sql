-- Trigram indexes serve the "contains" filters of large lists.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
