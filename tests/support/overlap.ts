/**
 * The substitution measure of the service-by-location issue: a page's <main> text, lower-cased,
 * with its own place and region names and every number masked, split into five-word sequences;
 * two sibling pages overlap by |A ∩ B| / |A ∪ B|.
 */
export function maskedShingles(text: string, names: readonly string[], size = 5): Set<string> {
  let t = text.toLowerCase();
  // Longest names first, so "downtown toronto" is masked before "toronto".
  for (const name of [...names].sort((a, b) => b.length - a.length)) {
    t = t.split(name.toLowerCase()).join(" placename ");
  }
  t = t.replace(/\d[\d,.]*/g, " num ");
  const words = t.split(/[^a-z0-9'’]+/).filter(Boolean);
  const out = new Set<string>();
  for (let i = 0; i + size <= words.length; i++) out.add(words.slice(i, i + size).join(" "));
  return out;
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let inter = 0;
  for (const x of a) if (b.has(x)) inter++;
  const union = a.size + b.size - inter;
  return union === 0 ? 0 : inter / union;
}

export function median(values: readonly number[]): number {
  const s = [...values].sort((x, y) => x - y);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? s[mid]! : (s[mid - 1]! + s[mid]!) / 2;
}

export interface OverlapReport {
  median: number;
  worst: { pair: string; score: number };
}

/** Every pair of sibling pages (keyed by slug): the median overlap and the worst pair. */
export function siblingOverlap(shingles: ReadonlyMap<string, Set<string>>): OverlapReport {
  const scores: { pair: string; score: number }[] = [];
  const slugs = [...shingles.keys()];
  for (let i = 0; i < slugs.length; i++) {
    for (let j = i + 1; j < slugs.length; j++) {
      scores.push({
        pair: `${slugs[i]} ~ ${slugs[j]}`,
        score: jaccard(shingles.get(slugs[i]!)!, shingles.get(slugs[j]!)!),
      });
    }
  }
  const worst = scores.reduce((a, b) => (b.score > a.score ? b : a));
  return { median: median(scores.map((s) => s.score)), worst };
}
