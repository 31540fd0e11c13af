// What a search learned of its words (the sample: how common each word is) and its count, kept
// while the kind's lists are unchanged, so the next page of a search, or the same search in another
// visitor's address, costs its page's rows alone: no sample, no count over the list's first rows.
// Kept LIST_CACHE_SECONDS at most, and forgotten with the kind's page indexes when any process
// writes the kind (forgetKindIndexes), so a write shows in every process's searches within the
// second, as in its lists. Keyed by the kind, the day (the public lists change when a deadline day
// ends), the list's conditions and the words as typed.

/** The sample of a search (opportunity-search.ts): the rows read, the matches per tier, each word's hits. */
export interface SearchSample {
  rows: number;
  tiers: number[] | null;
  words: Array<{ word: string; hits: number }> | null;
}

export interface SearchFacts {
  sample: SearchSample;
  /** The count, once a statement has counted it. */
  count?: { count: number; countCapped: boolean };
}

/** Where a search keeps its facts: read before its statements, written after. */
export interface SearchFactsSlot {
  facts: SearchFacts | undefined;
  keep(facts: SearchFacts): void;
}

const MAX_SEARCHES = 2000;

export class SearchMemory {
  private readonly entries = new Map<string, { at: number; facts: SearchFacts }>();
  /** Counts the clears: facts learned before one are not kept after it. */
  private generation = 0;

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = MAX_SEARCHES,
  ) {}

  /** The slot of one search; none when the memory is off (LIST_CACHE_SECONDS=0). */
  slot(key: string): SearchFactsSlot | undefined {
    if (this.ttlMs <= 0) return undefined;
    const hit = this.entries.get(key);
    const fresh = hit && Date.now() - hit.at <= this.ttlMs ? hit.facts : undefined;
    const generation = this.generation;
    return {
      facts: fresh,
      keep: (facts) => {
        if (generation !== this.generation) return;
        this.entries.delete(key);
        this.entries.set(key, { at: Date.now(), facts });
        // Map order is insertion order: the first keys are the least recently kept.
        for (const oldest of this.entries.keys()) {
          if (this.entries.size <= this.maxEntries) break;
          this.entries.delete(oldest);
        }
      },
    };
  }

  /** Forgets every search whose key starts with `prefix` (one kind's, after a write). */
  clear(prefix: string): void {
    this.generation += 1;
    for (const key of this.entries.keys()) if (key.startsWith(prefix)) this.entries.delete(key);
  }
}
