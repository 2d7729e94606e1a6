import { NEWSLETTER } from "@/content/newsletter";
import { markupToText } from "@/lib/core/markup";

/** An issue's card text: its first words, markup removed and white space run together, and an ellipsis. */
export function issuePreview(content: string): string {
  const flat = markupToText(content).replace(/\s+/g, " ").trim();
  return `${flat.slice(0, NEWSLETTER.previewLength).trimEnd()}...`;
}
