/** A post as the sidebar lists it. */
export interface ListedPost {
  slug: string;
  title: string;
  category?: string;
}

export const POPULAR_COUNT = 3;

/**
 * The sidebar's popular articles for the post being read: the hand-picked ones that are published
 * and not this post, then, so the list never comes up short (on one of the picked posts, or when
 * one is unpublished), other published posts, those of the same category first, newest first as
 * `published` is ordered.
 */
export function popularArticles(
  current: { slug: string; category?: string },
  picked: readonly ListedPost[],
  published: readonly ListedPost[],
  count = POPULAR_COUNT,
): ListedPost[] {
  const live = new Set(published.map((p) => p.slug));
  const chosen = picked.filter((p) => p.slug !== current.slug && live.has(p.slug)).slice(0, count);
  const taken = new Set([current.slug, ...chosen.map((p) => p.slug)]);
  const rest = published.filter((p) => !taken.has(p.slug));
  const sameCategory = current.category ? rest.filter((p) => p.category === current.category) : [];
  for (const p of [...sameCategory, ...rest]) {
    if (chosen.length >= count) break;
    if (chosen.some((c) => c.slug === p.slug)) continue;
    chosen.push({ slug: p.slug, title: p.title });
  }
  return chosen;
}
