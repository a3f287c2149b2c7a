-- Spelling candidates for a search word: the catalogue's words within trigram similarity 0.2 (low
-- enough to find swapped letters, 'memroy' for 'memory'), closest first. The threshold is the
-- function's own setting, so a caller needs no transaction (BEGIN, set_config, COMMIT: three more round
-- trips on every misspelt autocomplete) to set it.
CREATE OR REPLACE FUNCTION search_word_candidates(w text, n int DEFAULT 8) RETURNS text[]
LANGUAGE sql STABLE PARALLEL SAFE
SET pg_trgm.similarity_threshold = 0.2
AS $$
  select array(select word from search_words where word % w order by word <-> w limit n)
$$;
