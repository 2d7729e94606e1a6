import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import type { ReactElement } from "react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { UrgentRequestForm, type SupportFormCheck } from "@/components/support/urgent-request-form";
import { MAIN_PHONE, telHref } from "@/content/business";
import { openPage } from "@/lib/browser/navigate";
import { AFFECTED, SEVERITIES, SUPPORT_MESSAGES } from "@/lib/support/schema";

jest.mock("next/navigation", () => ({ usePathname: () => "/support" }));
jest.mock("@/lib/browser/navigate", () => ({ openPage: jest.fn() }));

const open = jest.mocked(openPage);
const fetchMock = jest.fn();

beforeEach(() => {
  open.mockReset();
  fetchMock.mockReset();
  fetchMock.mockResolvedValue({
    ok: true,
    status: 201,
    json: async () => ({ success: true, message: "Received.", statusPath: "/support/status/tok_EN-1" }),
  });
  global.fetch = fetchMock as unknown as typeof fetch;
});

const form = (check?: SupportFormCheck) => (
  <UrgentRequestForm affected={AFFECTED} severities={SEVERITIES} check={check} />
);

const control = (f: HTMLFormElement, name: string) =>
  f.elements.namedItem(name) as HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

function type(f: HTMLFormElement, name: string, value: string): void {
  fireEvent.change(control(f, name), { target: { value } });
}

/** Everything a valid request needs but the phone. */
function fillAllButPhone(f: HTMLFormElement): void {
  type(f, "practice", "Bloor Dental");
  type(f, "name", "Dana");
  type(f, "affected", "server");
  fireEvent.click(screen.getByRole("radio", { name: /^Critical/ }));
  type(f, "description", "The server will not start this morning.");
}

async function submit(f: HTMLFormElement): Promise<void> {
  await act(async () => {
    fireEvent.submit(f);
  });
}

const sentBody = () =>
  JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body) as Record<string, unknown>;

describe("the urgent-request form", () => {
  it("is a real form whose every field has its label, the code's typing help off and its hint tied to it", async () => {
    render(form());
    const f = screen.getByRole("form", { name: "Send an urgent request" }) as HTMLFormElement;
    expect(f).toHaveAttribute("method", "post");
    expect(f).toHaveAttribute("action", "/api/support");

    expect(screen.getByLabelText(/^Practice name/)).toHaveAttribute("autocomplete", "organization");
    expect(screen.getByLabelText(/^Your name/)).toHaveAttribute("autocomplete", "name");
    const phone = screen.getByLabelText(/^Call-back phone/);
    expect(phone).toHaveAttribute("type", "tel");
    expect(phone).toHaveAttribute("autocomplete", "tel");
    expect(phone.closest(".form-field")?.querySelector("label")).toHaveTextContent("Call-back phone *");
    const email = screen.getByLabelText(/^Email/);
    expect(email).toHaveAttribute("type", "email");
    expect(email.closest(".form-field")?.querySelector("label")).toHaveTextContent("Email (optional)");
    expect(email).toHaveAccessibleDescription(/if your e-mail works/i);

    const code = screen.getByLabelText(/^Support code/);
    expect(code).toHaveAttribute("autocomplete", "off");
    expect(code).toHaveAttribute("spellcheck", "false");
    expect(code).toHaveAttribute("autocapitalize", "characters");
    // The hint, then the field's (empty) error region.
    expect(code).toHaveAccessibleDescription(
      /^From your welcome pack; with it, critical requests page the on-call technician at once\.\s*$/,
    );

    const affected = screen.getByLabelText(/^What is affected/) as HTMLSelectElement;
    expect([...affected.options].map((o) => o.value)).toEqual(["", ...AFFECTED.map((a) => a.value)]);
    const severity = screen.getByRole("radiogroup", { name: /How serious is it\?/ });
    expect(
      within(severity)
        .getAllByRole("radio")
        .map((r) => (r as HTMLInputElement).value),
    ).toEqual(SEVERITIES.map((s) => s.value));
    expect(within(severity).getByRole("radio", { name: /^Critical: the practice cannot see patients/ })).toBeTruthy();
    expect(screen.getByLabelText(/^What happened/).tagName).toBe("TEXTAREA");

    expect(control(f, "website")).toHaveAttribute("tabindex", "-1");
    expect(control(f, "sourcePath")).toHaveValue("/support");
    expect(screen.getByRole("button", { name: "Send urgent request" })).toHaveAttribute("type", "submit");
    // The form's checks load after it renders (components/forms/visitor-form.ts): let them arrive.
    await act(async () => undefined);
  });

  it("refuses a request without a call-back phone: the error under the field, and the phone number beside it", async () => {
    render(form());
    const f = screen.getByRole("form") as HTMLFormElement;
    fillAllButPhone(f);
    await submit(f);

    const phone = screen.getByLabelText(/^Call-back phone/);
    await waitFor(() => expect(phone).toHaveAttribute("aria-invalid", "true"));
    expect(phone).toHaveAccessibleDescription(
      `The number the technician should call you on. ${SUPPORT_MESSAGES.phone}`,
    );
    expect(document.getElementById("support-phone-error")).toHaveAttribute("aria-live", "polite");
    const alert = screen.getByRole("alert");
    expect(alert).toHaveTextContent("please check the highlighted fields");
    expect(within(alert).getByRole("link", { name: `Call ${MAIN_PHONE.display}` })).toHaveAttribute(
      "href",
      telHref(MAIN_PHONE),
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("marks the severity group when no severity is chosen", async () => {
    render(form());
    const f = screen.getByRole("form") as HTMLFormElement;
    type(f, "practice", "Bloor Dental");
    type(f, "name", "Dana");
    type(f, "phone", "416-555-0100");
    type(f, "affected", "server");
    type(f, "description", "The server will not start this morning.");
    await submit(f);
    const group = screen.getByRole("radiogroup", { name: /How serious is it\?/ });
    await waitFor(() => expect(group).toHaveAttribute("aria-invalid", "true"));
    for (const radio of within(group).getAllByRole("radio"))
      expect(radio).toHaveAccessibleDescription(SUPPORT_MESSAGES.severity);
  });

  it("sends the request as JSON and opens the status page the answer names", async () => {
    render(form());
    const f = screen.getByRole("form") as HTMLFormElement;
    fillAllButPhone(f);
    type(f, "phone", "416-555-0100");
    type(f, "code", "TDI-4821");
    await submit(f);

    await waitFor(() => expect(open).toHaveBeenCalledWith("/support/status/tok_EN-1"));
    expect(fetchMock.mock.calls[0]![0]).toBe("/api/support");
    expect(sentBody()).toMatchObject({
      practice: "Bloor Dental",
      name: "Dana",
      phone: "416-555-0100",
      code: "TDI-4821",
      affected: "server",
      severity: "critical",
      description: "The server will not start this morning.",
      website: "",
      sourcePath: "/support",
    });
    expect(screen.getByRole("button", { name: "Sending..." })).toHaveAttribute("aria-disabled", "true");
  });

  it("opens the received page when the answer names no status page of this site", async () => {
    fetchMock.mockResolvedValue({
      ok: true,
      status: 201,
      json: async () => ({ success: true, message: "Received.", statusPath: "https://elsewhere.example/x" }),
    });
    render(form());
    const f = screen.getByRole("form") as HTMLFormElement;
    fillAllButPhone(f);
    type(f, "phone", "416-555-0100");
    await submit(f);
    await waitFor(() => expect(open).toHaveBeenCalledWith("/support/received"));
  });

  it("shows a refusal's message with the phone number, and the server's field errors under their fields", async () => {
    fetchMock.mockResolvedValue({
      ok: false,
      status: 429,
      json: async () => ({
        success: false,
        message: "Too many requests from this address. Please call us.",
        fieldErrors: { phone: ["The server says no."] },
      }),
    });
    render(form());
    const f = screen.getByRole("form") as HTMLFormElement;
    fillAllButPhone(f);
    type(f, "phone", "416-555-0100");
    await submit(f);

    const alert = await screen.findByText("Too many requests from this address. Please call us.");
    expect(screen.getByRole("alert")).toContainElement(alert);
    expect(within(screen.getByRole("alert")).getByRole("link", { name: `Call ${MAIN_PHONE.display}` })).toBeTruthy();
    expect(screen.getByLabelText(/^Call-back phone/)).toHaveAccessibleDescription(
      "The number the technician should call you on. The server says no.",
    );
    expect(open).not.toHaveBeenCalled();
  });

  it("says so with the phone number when the server cannot be reached", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const warn = jest.spyOn(console, "warn").mockImplementation(() => undefined);
    render(form());
    const f = screen.getByRole("form") as HTMLFormElement;
    fillAllButPhone(f);
    type(f, "phone", "416-555-0100");
    await submit(f);
    const alert = screen.getByRole("alert");
    await waitFor(() => expect(alert).toHaveTextContent("we could not reach our server"));
    expect(within(alert).getByRole("link", { name: `Call ${MAIN_PHONE.display}` })).toBeTruthy();
    warn.mockRestore();
  });
});

describe("the urgent-request form before its scripts run", () => {
  let root: Root | undefined;
  let container: HTMLDivElement;

  beforeEach(() => {
    container = document.createElement("div");
    document.body.append(container);
  });

  afterEach(() => {
    act(() => root?.unmount());
    root = undefined;
    container.remove();
  });

  function serve(element: ReactElement): HTMLFormElement {
    container.innerHTML = renderToString(element);
    return container.querySelector("form")!;
  }

  async function hydrate(element: ReactElement): Promise<void> {
    await act(async () => {
      root = hydrateRoot(container, element);
    });
  }

  it("keeps what was typed and chosen before hydration, and sends it", async () => {
    const served = serve(form());
    type(served, "practice", "Early Dental");
    type(served, "name", "Dr Early");
    type(served, "phone", "416-555-0199");
    type(served, "affected", "imaging");
    (served.querySelector('input[value="major"]') as HTMLInputElement).checked = true;
    type(served, "description", "Typed before the page's scripts arrived.");

    await hydrate(form());
    expect(container.querySelector("form")).toBe(served);
    expect(control(served, "practice").value).toBe("Early Dental");
    expect((served.querySelector('input[value="major"]') as HTMLInputElement).checked).toBe(true);

    await submit(served);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({
      practice: "Early Dental",
      name: "Dr Early",
      phone: "416-555-0199",
      affected: "imaging",
      severity: "major",
      description: "Typed before the page's scripts arrived.",
      sourcePath: "/support",
    });
  });

  it("on the check page: shows the refused request again, its choice checked and its errors under the fields", async () => {
    const check: SupportFormCheck = {
      values: {
        practice: "Bloor Dental",
        name: "Dana",
        phone: "call me",
        affected: "network",
        severity: "standard",
        description: "Too short",
        sourcePath: "/support",
        website: "bot",
      },
      fieldErrors: { phone: [SUPPORT_MESSAGES.phone], description: [SUPPORT_MESSAGES.description] },
    };
    const served = serve(form(check));
    expect(control(served, "phone").value).toBe("call me");
    expect(control(served, "affected").value).toBe("network");
    expect((served.querySelector('input[value="standard"]') as HTMLInputElement).checked).toBe(true);
    expect(control(served, "website").value).toBe("");
    expect(served.querySelector("#support-phone-error")).toHaveTextContent(SUPPORT_MESSAGES.phone);

    await hydrate(form(check));
    type(served, "phone", "416-555-0100");
    type(served, "description", "The server will not start this morning.");
    await submit(served);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(sentBody()).toMatchObject({ phone: "416-555-0100", severity: "standard", affected: "network", website: "" });
  });
});
