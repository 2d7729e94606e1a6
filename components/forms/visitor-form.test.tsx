import { act, fireEvent, waitFor } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ContactForm } from "@/components/contact/contact-form";
import { SubscribeForm } from "@/components/newsletter/subscribe-form";
import { EARLY_SCRIPT } from "@/lib/core/early-script";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

/**
 * The visitor forms as the browser gets them: the server's HTML first, typed into before any script
 * has run, then hydrated. What was typed must stay in the fields, with the focus and the caret, and
 * go out with the scripted submission.
 */

let root: Root | undefined;
let container: HTMLDivElement;
const fetchMock = jest.fn();

beforeEach(() => {
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
});

/** The server's HTML of `element`, as the page holds it before its scripts run. */
function serve(element: ReactElement): HTMLFormElement {
  container.innerHTML = renderToString(element);
  return container.querySelector("form")!;
}

async function hydrate(element: ReactElement): Promise<void> {
  await act(async () => {
    root = hydrateRoot(container, element);
  });
}

const control = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

/** What a visitor's typing leaves in a control: its value, not its HTML attribute. */
function type(form: HTMLFormElement, name: string, value: string): void {
  // The change event is for a hydrated form; before hydration nothing listens to it.
  fireEvent.change(control(form, name), { target: { value } });
}

async function sentBody(form: HTMLFormElement): Promise<Record<string, unknown>> {
  await act(async () => {
    fireEvent.submit(form);
  });
  await waitFor(() => expect(fetchMock).toHaveBeenCalled());
  return JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body) as Record<string, unknown>;
}

describe("the contact form", () => {
  const form = () => <ContactForm supportEmail="support@example.com" />;

  it("keeps what was typed before hydration, the focus and the caret, and sends it", async () => {
    const served = serve(form());
    type(served, "name", "Dr Early");
    type(served, "email", "early@example.com");
    type(served, "service", control(served, "service").options[1]!.value);
    type(served, "message", "Typed before the scripts arrived.");
    control(served, "name").focus();
    control(served, "name").setSelectionRange(2, 2);

    await hydrate(form());
    const hydrated = container.querySelector("form")!;
    expect(hydrated).toBe(served);
    expect(control(hydrated, "name").value).toBe("Dr Early");
    expect(control(hydrated, "message").value).toBe("Typed before the scripts arrived.");
    expect(document.activeElement).toBe(control(hydrated, "name"));
    expect(control(hydrated, "name").selectionStart).toBe(2);

    expect(await sentBody(hydrated)).toMatchObject({
      name: "Dr Early",
      email: "early@example.com",
      service: control(served, "service").options[1]!.value,
      message: "Typed before the scripts arrived.",
      sourcePath: "/",
    });
  });

  it("on the check page: keeps the refused submission where it was not edited, and the edits where it was", async () => {
    const check = {
      values: { name: "Q", email: "q@example.com", message: "Too short", sourcePath: "/contact", website: "bot" },
      fieldErrors: { name: ["Name must be at least 2 characters."] },
    };
    const served = serve(<ContactForm supportEmail="support@example.com" check={check} />);
    expect(control(served, "name").value).toBe("Q");
    expect(control(served, "website").value).toBe("");
    type(served, "name", "Quinn");

    await hydrate(<ContactForm supportEmail="support@example.com" check={check} />);
    expect(control(served, "name").value).toBe("Quinn");
    expect(control(served, "email").value).toBe("q@example.com");
    type(served, "message", "Too short no more: please call us back.");
    expect(await sentBody(served)).toMatchObject({
      name: "Quinn",
      email: "q@example.com",
      message: "Too short no more: please call us back.",
      sourcePath: "/contact",
      website: "",
    });
  });
  it("on the check page: text added to the kept message before hydration survives it (React writes a text area's own text back)", async () => {
    // The page's early script, inlined at the top of the body, notes what is typed into text areas.
    new Function(EARLY_SCRIPT)();
    const check = {
      values: { name: "Quinn", email: "q@example.com", message: "Too short", sourcePath: "/contact" },
      fieldErrors: { message: ["Message must be at least 10 characters."] },
    };
    const served = serve(<ContactForm supportEmail="support@example.com" check={check} />);
    expect(control(served, "message").value).toBe("Too short");
    fireEvent.input(control(served, "message"), { target: { value: "Too short no more: please call." } });

    await hydrate(<ContactForm supportEmail="support@example.com" check={check} />);
    expect(control(served, "message").value).toBe("Too short no more: please call.");
    expect(await sentBody(served)).toMatchObject({ message: "Too short no more: please call." });
  });
});

describe("the subscription form", () => {
  const form = () => <SubscribeForm consentText="Yes, send me the newsletter." />;

  it("keeps what was typed before hydration and sends it", async () => {
    const served = serve(form());
    type(served, "email", "dr.lee@example.ca");
    type(served, "name", "Dr. Lee");

    await hydrate(form());
    expect(control(served, "email").value).toBe("dr.lee@example.ca");
    expect(control(served, "name").value).toBe("Dr. Lee");
    expect(await sentBody(served)).toMatchObject({ email: "dr.lee@example.ca", name: "Dr. Lee", sourcePath: "/" });
  });
});
