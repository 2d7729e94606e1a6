import { BUSINESS, formatAddress, telHref } from "@/content/business";

/**
 * Our e-mail templates: plain text plus HTML in which every value is escaped. A visitor's text is
 * only ever inserted as escaped text, never as markup. Every message ends with the sender's
 * identity and postal address (CASL).
 */
export function escapeHtml(value: string): string {
  return value
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&#39;");
}

export interface EmailField {
  label: string;
  value: string;
}

export interface EmailContent {
  /** Also the subject line unless one is given. */
  heading: string;
  subject?: string;
  paragraphs?: readonly string[];
  fields?: readonly EmailField[];
  /** Titled lists (a report's sections), after the fields; every heading and item is escaped. */
  sections?: readonly { heading: string; items: readonly string[] }[];
  /** A link after the paragraphs (e.g. "Read this issue on our website"). */
  link?: { text: string; href: string };
  /** A block of visitor-typed text, kept verbatim (line breaks preserved). */
  quote?: { label: string; text: string };
  /** Extra lines after the signature (e.g. an unsubscribe link). */
  footerLines?: readonly { text: string; href?: string }[];
}

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
}

export function senderIdentity(): string[] {
  return [
    `${BUSINESS.name}, a division of ${BUSINESS.parent.name}`,
    formatAddress(),
    `${BUSINESS.phones.main.display} · ${BUSINESS.emails.info}`,
  ];
}

export function renderEmail(content: EmailContent): RenderedEmail {
  const subject = (content.subject ?? content.heading).replace(/[\r\n]+/g, " ").slice(0, 200);
  const text: string[] = [content.heading, ""];
  for (const p of content.paragraphs ?? []) text.push(p, "");
  if (content.link) text.push(`${content.link.text}: ${content.link.href}`, "");
  for (const f of content.fields ?? []) text.push(`${f.label}: ${f.value}`);
  if (content.fields?.length) text.push("");
  for (const section of content.sections ?? [])
    text.push(section.heading, ...section.items.map((item) => `- ${item}`), "");
  if (content.quote) text.push(`${content.quote.label}:`, content.quote.text, "");
  text.push("--", ...senderIdentity());
  for (const line of content.footerLines ?? []) text.push(line.href ? `${line.text}: ${line.href}` : line.text);

  const p = (s: string) => `<p style="margin:0 0 12px;line-height:1.5">${escapeHtml(s)}</p>`;
  const html = [
    `<!DOCTYPE html><html lang="en-CA"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>`,
    `<body style="margin:0;padding:24px;background:#f3f6fa;font-family:Arial,Helvetica,sans-serif;color:#0f172a">`,
    `<div style="max-width:600px;margin:0 auto;background:#ffffff;border-radius:8px;padding:24px">`,
    `<h1 style="font-size:20px;margin:0 0 16px;color:#0c528f">${escapeHtml(content.heading)}</h1>`,
    ...(content.paragraphs ?? []).map(p),
    content.link
      ? `<p style="margin:16px 0;line-height:1.5"><a href="${escapeHtml(content.link.href)}" style="color:#0c528f;font-weight:bold">${escapeHtml(content.link.text)}</a></p>`
      : "",
    content.fields?.length
      ? `<table role="presentation" style="border-collapse:collapse;margin:0 0 16px">${content.fields
          .map(
            (f) =>
              `<tr><th align="left" style="padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(f.label)}</th><td style="padding:4px 0">${escapeHtml(f.value)}</td></tr>`,
          )
          .join("")}</table>`
      : "",
    ...(content.sections ?? []).map(
      (section) =>
        `<h2 style="font-size:16px;margin:16px 0 8px;color:#0f172a">${escapeHtml(section.heading)}</h2><ul style="margin:0 0 12px;padding-left:20px;line-height:1.5">${section.items
          .map((item) => `<li style="margin:0 0 6px">${escapeHtml(item)}</li>`)
          .join("")}</ul>`,
    ),
    content.quote
      ? `<p style="margin:0 0 4px;font-weight:bold">${escapeHtml(content.quote.label)}</p><div style="white-space:pre-wrap;border-left:3px solid #c6d0dc;padding:8px 12px;margin:0 0 16px">${escapeHtml(content.quote.text)}</div>`
      : "",
    `<hr style="border:none;border-top:1px solid #c6d0dc;margin:24px 0 12px">`,
    `<p style="margin:0;font-size:12px;line-height:1.5;color:#3b4a5e">${senderIdentity().map(escapeHtml).join("<br>")}</p>`,
    ...(content.footerLines ?? []).map(
      (l) =>
        `<p style="margin:8px 0 0;font-size:12px;color:#3b4a5e">${
          l.href
            ? `<a href="${escapeHtml(l.href)}" style="color:#0c528f">${escapeHtml(l.text)}</a>`
            : escapeHtml(l.text)
        }</p>`,
    ),
    `</div>`,
    `<p style="text-align:center;font-size:12px;color:#3b4a5e;margin:12px 0 0">Call us: <a href="${escapeHtml(telHref(BUSINESS.phones.main))}" style="color:#0c528f">${escapeHtml(BUSINESS.phones.main.display)}</a></p>`,
    `</body></html>`,
  ].join("");
  return { subject, text: text.join("\n"), html };
}
