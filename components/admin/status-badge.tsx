/** "Published" or "Draft", in words (never colour alone). */
export function StatusBadge({ published }: { published: boolean }) {
  return published ? (
    <span className="inline-flex items-center rounded-full border border-success px-2.5 py-0.5 text-sm font-semibold text-success">Published</span>
  ) : (
    <span className="inline-flex items-center rounded-full border border-warning px-2.5 py-0.5 text-sm font-semibold text-warning">Draft</span>
  );
}
