import { act, fireEvent, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ContactForm } from "@/components/contact/contact-form";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { UrgentRequestForm } from "@/components/support/urgent-request-form";
import { CAMPAIGN_STORAGE_KEY } from "@/lib/browser/campaign";
import { CAMPAIGN_FIELDS } from "@/lib/core/campaign";
import { AFFECTED, SEVERITIES } from "@/lib/support/schema";

jest.mock("next/navigation", () => ({ usePathname: () => "/contact" }));
jest.mock("@/lib/browser/navigate", () => ({ openPage: jest.fn() }));

/**
 * Every lead form carries the visit's first-touch campaign: hidden fields that are empty in the
 * server's HTML (so hydration matches) and filled from the tab's sessionStorage once the page runs,
 * and the same values in a scripted send's JSON.
 */
const FIRST_TOUCH = {
  utmSource: "google",
  utmMedium: "cpc",
  utmCampaign: "spring-2026",
  referrerDomain: "www.example.com",
};

let root: Root | undefined;
let container: HTMLDivElement;
const fetchMock = jest.fn();

beforeEach(() => {
  window.sessionStorage.clear();
  container = document.createElement("div");
  document.body.append(container);
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({ ok: true, status: 201, json: async () => ({ success: true }) });
  global.fetch = fetchMock as unknown as typeof fetch;
});

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  container.remove();
  jest.restoreAllMocks();
});

const forms: [string, ReactElement][] = [
  ["contact", <ContactForm key="c" supportEmail="support@example.com" />],
  ["subscribe", <SubscribeForm key="s" consentText="Yes, send me the newsletter." />],
  ["urgent request", <UrgentRequestForm key="u" affected={AFFECTED} severities={SEVERITIES} />],
];

const hidden = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe.each(forms)("the %s form's campaign fields", (_, element) => {
  it("are empty in the server's HTML and filled from the tab once hydrated, without a mismatch", async () => {
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify(FIRST_TOUCH));
    container.innerHTML = renderToString(element);
    const form = container.querySelector("form")!;
    for (const name of CAMPAIGN_FIELDS) {
      expect(hidden(form, name)).toHaveAttribute("type", "hidden");
      expect(hidden(form, name).value).toBe("");
    }
    const errors = jest.spyOn(console, "error").mockImplementation(() => undefined);
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    await waitFor(() => expect(hidden(form, "utmSource").value).toBe("google"));
    for (const name of CAMPAIGN_FIELDS) expect(hidden(form, name).value).toBe(FIRST_TOUCH[name]);
    expect(errors).not.toHaveBeenCalled();
  });

  it("stay empty when the visit carried nothing", async () => {
    container.innerHTML = renderToString(element);
    await act(async () => {
      root = hydrateRoot(container, element);
    });
    const form = container.querySelector("form")!;
    for (const name of CAMPAIGN_FIELDS) expect(hidden(form, name).value).toBe("");
  });
});

describe("a scripted send", () => {
  it("adds the campaign to the contact form's JSON", async () => {
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify({ ...FIRST_TOUCH, utmMedium: null }));
    container.innerHTML = renderToString(forms[0]![1]);
    await act(async () => {
      root = hydrateRoot(container, forms[0]![1]);
    });
    const form = container.querySelector("form")!;
    const type = (name: string, value: string) =>
      fireEvent.change(form.elements.namedItem(name) as HTMLInputElement, { target: { value } });
    type("name", "Dana Lee");
    type("email", "dana@example.com");
    type("message", "Please call about our server.");
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    const body = JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body) as Record<string, unknown>;
    expect(body).toMatchObject({ utmSource: "google", utmCampaign: "spring-2026", referrerDomain: "www.example.com" });
    expect(body).not.toHaveProperty("utmMedium");
  });
});
