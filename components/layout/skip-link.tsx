export function SkipLink() {
  return (
    <a
      href="#main-content"
      className="sr-only z-[80] rounded-md bg-brand px-4 py-2 font-semibold text-on-brand focus:not-sr-only focus:fixed focus:left-4 focus:top-4"
    >
      Skip to main content
    </a>
  );
}
