import { act, fireEvent, waitFor } from "@testing-library/react";
import { hydrateRoot, type Root } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { ContactForm } from "@/components/contact/contact-form";

jest.mock("next/navigation", () => ({ usePathname: () => "/" }));

/** How often react-hook-form's module was loaded (the factory runs on its first import). */
let mockFormLibraryLoads = 0;
jest.mock("react-hook-form", () => {
  mockFormLibraryLoads += 1;
  return jest.requireActual("react-hook-form");
});

/**
 * The visitor forms hydrate as the plain form the server sent and load react-hook-form (with the
 * form's checks) only when the form comes near the screen or is touched, so a page whose form is
 * far below (the home page) does not run it while it loads. One file of its own: the module
 * registry keeps a module loaded for the rest of a file.
 */

/** An IntersectionObserver the test drives: what it observes, and a way to report an approach. */
const observed: Element[] = [];
let report: ((entries: Partial<IntersectionObserverEntry>[]) => void) | undefined;
class TestObserver {
  constructor(callback: (entries: Partial<IntersectionObserverEntry>[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    observed.push(element);
  }
  disconnect() {}
  unobserve() {}
}

let root: Root | undefined;
let container: HTMLDivElement;
const fetchMock = jest.fn();

beforeEach(() => {
  Object.assign(window, { IntersectionObserver: TestObserver });
  observed.length = 0;
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
  delete (window as Partial<typeof window>).IntersectionObserver;
});

async function serveAndHydrate(): Promise<HTMLFormElement> {
  container.innerHTML = renderToString(<ContactForm supportEmail="support@example.com" />);
  const served = container.querySelector("form")!;
  await act(async () => {
    root = hydrateRoot(container, <ContactForm supportEmail="support@example.com" />);
  });
  return served;
}

const control = (form: HTMLFormElement, name: string) => form.elements.namedItem(name) as HTMLInputElement;

describe("the contact form's checks", () => {
  it("are not loaded with the page, only once the form comes near the screen", async () => {
    expect(mockFormLibraryLoads).toBe(0);
    const form = await serveAndHydrate();
    expect(observed).toEqual([form]);
    await act(async () => report!([{ isIntersecting: false, target: form }]));
    expect(mockFormLibraryLoads).toBe(0);

    await act(async () => report!([{ isIntersecting: true, target: form }]));
    await waitFor(() => expect(mockFormLibraryLoads).toBe(1));
    // Checking on leaving a field works once they are there.
    fireEvent.blur(control(form, "email"));
    await waitFor(() => expect(form.querySelector("#contact-email-error")!.textContent).not.toBe(""));
  });

  it("check a field typed into and left before they arrived, once they do", async () => {
    const form = await serveAndHydrate();
    // Touched before the checks are there (they are requested by the touch, and arrive later).
    fireEvent.change(control(form, "email"), { target: { value: "not-an-address" } });
    fireEvent.blur(control(form, "email"));
    expect(form.querySelector("#contact-email-error")!.textContent).toBe("");
    await waitFor(() => expect(form.querySelector("#contact-email-error")!.textContent).toMatch(/email/i));
    // Left once, the field is checked as it changes, as when the checks were there from the start.
    fireEvent.change(control(form, "email"), { target: { value: "early@example.com" } });
    await waitFor(() => expect(form.querySelector("#contact-email-error")!.textContent).toBe(""));
  });

  it("send a submission made before they arrived once they do, with what was typed", async () => {
    const form = await serveAndHydrate();
    fireEvent.change(control(form, "name"), { target: { value: "Dr Early" } });
    fireEvent.change(control(form, "email"), { target: { value: "early@example.com" } });
    fireEvent.change(control(form, "message"), { target: { value: "Sent before anything was loaded." } });
    await act(async () => {
      fireEvent.submit(form);
    });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    expect(JSON.parse((fetchMock.mock.calls[0] as [string, { body: string }])[1].body)).toMatchObject({
      name: "Dr Early",
      email: "early@example.com",
      message: "Sent before anything was loaded.",
    });
  });
});
