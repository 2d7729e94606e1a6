import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import { CAMPAIGN_STORAGE_KEY } from "@/lib/browser/campaign";
import { hydrateRoot } from "react-dom/client";
import { renderToString } from "react-dom/server";
import { HealthChecklist } from "@/components/checklist/health-checklist";
import { CHECKLIST_CATEGORIES, EMAIL_CONFIRMATION_MS, EMAIL_FAILURE_MESSAGE } from "@/content/checklist";
import { ANSWERS_STORAGE_KEY, resetAnswersStore } from "@/lib/browser/checklist-answers";

/** Counts the questions rendered (the real component still renders each). */
const questionRenders = jest.fn();
jest.mock("@/components/checklist/checklist-question", () => {
  const actual = jest.requireActual<typeof import("@/components/checklist/checklist-question")>(
    "@/components/checklist/checklist-question",
  );
  return {
    ChecklistQuestionField: (props: Parameters<typeof actual.ChecklistQuestionField>[0]) => {
      questionRenders(props.question.id);
      return actual.ChecklistQuestionField(props);
    },
  };
});

/** The public address the server hands over; deliberately not jsdom's own (http://localhost). */
const SITE_URL = "https://www.torontodentalit.example";

function renderChecklist() {
  return render(<HealthChecklist serviceCards={<p>Service cards from the server</p>} siteUrl={SITE_URL} />);
}

const VALUES = { Yes: "yes", No: "no", "Not Sure": "unsure" } as const;

/** Answers every question of the visible tab (plain selectors: role queries are slow in jsdom). */
function answerVisibleTab(label: keyof typeof VALUES) {
  const panel = document.querySelector('[role="tabpanel"]:not([hidden])')!;
  for (const radio of panel.querySelectorAll<HTMLInputElement>(`input[type="radio"][value="${VALUES[label]}"]`))
    fireEvent.click(radio);
}

function next() {
  const button = [...document.querySelectorAll("button")].find(
    (b) => b.textContent === "Next" || b.textContent === "View Results",
  )!;
  fireEvent.click(button);
}

function readBlob(blob: Blob): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });
}

const MIXED_LABELS = ["Yes", "Yes", "No", "Not Sure", "Yes"] as const;

/** Security Yes ×5, Backup Yes ×5, Compliance No ×5, Infrastructure Not Sure ×5, Patient Experience Yes ×5: 60 %. */
function answerMixed() {
  for (const label of MIXED_LABELS) {
    answerVisibleTab(label);
    next();
  }
}

/** The same answers as a reload would find them in sessionStorage; then straight to the results. */
function renderMixedResults() {
  const stored = Object.fromEntries(
    CHECKLIST_CATEGORIES.map((c, i) => [
      c.id,
      Object.fromEntries(c.questions.map((q) => [q.id, VALUES[MIXED_LABELS[i]!]])),
    ]),
  );
  sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify(stored));
  renderChecklist();
  fireEvent.mouseDown(screen.getByRole("tab", { name: /Digital Patient Experience/ }), { button: 0 });
  next();
}

// Each answer re-renders the whole questionnaire; on a busy machine a few dozen of them take time.
jest.setTimeout(20_000);

const fetchMock = jest.fn();

/** What fetch resolves with (jsdom has no Response): the parts the dialog reads. */
function reply(status: number, body: unknown) {
  return { ok: status >= 200 && status < 300, status, json: async () => body };
}

beforeEach(() => {
  sessionStorage.clear();
  window.history.replaceState(null, "", "/health-checklist");
  resetAnswersStore();
  fetchMock.mockReset();
  global.fetch = fetchMock as unknown as typeof fetch;
  jest.spyOn(console, "warn").mockImplementation(() => undefined);
  // jsdom has no layout: scrolling is a no-op here.
  Element.prototype.scrollIntoView = jest.fn();
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

/**
 * Serves the checklist as the server would (its HTML, rendered with the server's snapshots), then
 * hydrates it as the browser does; returns how many questions React rendered while hydrating.
 */
async function hydrateServed(): Promise<number> {
  const island = <HealthChecklist serviceCards={<p>Service cards from the server</p>} siteUrl={SITE_URL} />;
  const container = document.createElement("div");
  container.innerHTML = renderToString(island);
  document.body.append(container);
  questionRenders.mockClear();
  await act(async () => {
    const root = hydrateRoot(container, island);
    hydrated.push(() => {
      root.unmount();
      container.remove();
    });
  });
  return questionRenders.mock.calls.length;
}
const hydrated: (() => void)[] = [];

describe("hydration", () => {
  afterEach(() => act(() => hydrated.splice(0).forEach((remove) => remove())));
  const QUESTIONS = CHECKLIST_CATEGORIES.reduce((n, c) => n + c.questions.length, 0);

  it("with nothing answered, renders each question once (no second pass over the questionnaire)", async () => {
    expect(await hydrateServed()).toBe(QUESTIONS);
    expect(document.querySelectorAll("input[type=radio]:checked")).toHaveLength(0);
  });

  it("with answers stored in this tab, renders again with them and shows them", async () => {
    const [first] = CHECKLIST_CATEGORIES;
    sessionStorage.setItem(ANSWERS_STORAGE_KEY, JSON.stringify({ [first!.id]: { [first!.questions[0]!.id]: "yes" } }));
    expect(await hydrateServed()).toBe(2 * QUESTIONS);
    const checked = document.querySelectorAll<HTMLInputElement>("input[type=radio]:checked");
    expect([...checked].map((r) => [r.name, r.value])).toEqual([[first!.questions[0]!.id, "yes"]]);
  });
});

describe("the questionnaire", () => {
  it("starts on Security & Privacy with five tabs, 25 unanswered questions and Previous disabled", () => {
    renderChecklist();
    expect(screen.getAllByRole("tab").map((t) => t.textContent)).toEqual(
      CHECKLIST_CATEGORIES.map((c) => expect.stringContaining(c.title)),
    );
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Security & Privacy");
    expect(screen.getByRole("button", { name: "Previous" })).toBeDisabled();
    expect(screen.getByRole("progressbar", { name: "Your progress" })).toHaveAttribute("aria-valuenow", "0");
    expect(screen.getByText("0 of 25 questions answered (0%)")).toBeInTheDocument();
    // Every panel is in the document (the served HTML holds all 25 questions); one is shown.
    expect(document.querySelectorAll('[role="tabpanel"]')).toHaveLength(5);
    expect(document.querySelectorAll('input[type="radio"]')).toHaveLength(75);
    expect(within(screen.getByRole("tabpanel")).getAllByRole("group")).toHaveLength(5);
  });

  it("gives every question Yes / No / Not Sure radios and its description", () => {
    renderChecklist();
    const first = within(screen.getByRole("tabpanel")).getAllByRole("group")[0]!;
    expect(first).toHaveAccessibleName(`1. ${CHECKLIST_CATEGORIES[0]!.questions[0]!.text}`);
    expect(first).toHaveAccessibleDescription(CHECKLIST_CATEGORIES[0]!.questions[0]!.description);
    expect(
      within(first)
        .getAllByRole("radio")
        .map((r) => r.getAttribute("value")),
    ).toEqual(["yes", "no", "unsure"]);
    expect(within(first).getByLabelText("Not Sure")).toHaveAttribute("name", "sec1");
  });

  it("moves with Next and Previous, switches freely, and reads View Results on the last tab", () => {
    renderChecklist();
    next();
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Backup & Recovery");
    expect(screen.getByRole("button", { name: "Previous" })).toBeEnabled();
    expect(screen.getByRole("tabpanel")).toHaveFocus();
    fireEvent.click(screen.getByRole("button", { name: "Previous" }));
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Security & Privacy");
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Digital Patient Experience/ }), { button: 0 });
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Digital Patient Experience");
    expect(screen.queryByRole("button", { name: "Next" })).toBeNull();
    expect(screen.getByRole("button", { name: "View Results" })).toBeInTheDocument();
  });

  it("counts answers in the progress bar and on each tab", () => {
    renderChecklist();
    const group = within(screen.getByRole("tabpanel")).getAllByRole("group")[1]!;
    fireEvent.click(within(group).getByLabelText("No"));
    expect(within(group).getByLabelText("No")).toBeChecked();
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "1");
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuetext", "1 of 25 questions answered");
    expect(screen.getByRole("tab", { name: /Security & Privacy/ })).toHaveAccessibleName(
      "Security & Privacy (1 of 5 answered)",
    );
    // Changing an answer does not count twice.
    fireEvent.click(within(group).getByLabelText("Yes"));
    expect(screen.getByText("1 of 25 questions answered (4%)")).toBeInTheDocument();
  });

  it("keeps the answers in sessionStorage, so a reload shows them again", () => {
    const { unmount } = renderChecklist();
    answerVisibleTab("Yes");
    expect(JSON.parse(sessionStorage.getItem(ANSWERS_STORAGE_KEY)!).security).toEqual({
      sec1: "yes",
      sec2: "yes",
      sec3: "yes",
      sec4: "yes",
      sec5: "yes",
    });
    unmount();
    resetAnswersStore(); // a new page load reads storage again
    renderChecklist();
    expect(screen.getByText("5 of 25 questions answered (20%)")).toBeInTheDocument();
    for (const group of within(screen.getByRole("tabpanel")).getAllByRole("group"))
      expect(within(group).getByLabelText("Yes")).toBeChecked();
  });

  it("ignores stored data it does not recognise", () => {
    sessionStorage.setItem(
      ANSWERS_STORAGE_KEY,
      JSON.stringify({ security: { sec1: "maybe", sec2: "no" }, other: { x: "yes" } }),
    );
    renderChecklist();
    expect(screen.getByText("1 of 25 questions answered (4%)")).toBeInTheDocument();
  });
});

describe("the results view", () => {
  it("shows the overall and category scores with their bands in words, and the recommendations", () => {
    renderChecklist();
    answerMixed();
    const results = screen.getByRole("region", { name: "Your IT Health Assessment Results" });
    expect(screen.getByRole("heading", { name: "Your IT Health Assessment Results" })).toHaveFocus();
    expect(within(results).getByText("60%")).toBeInTheDocument();
    const categories = within(results).getByRole("region", { name: "Scores by category" });
    const rows = within(categories)
      .getAllByRole("listitem")
      .map((li) => li.textContent);
    expect(rows).toEqual([
      "Security & Privacy100%Good",
      "Backup & Recovery100%Good",
      "Ontario Compliance0%At Risk",
      "IT Infrastructure0%At Risk",
      "Digital Patient Experience100%Good",
    ]);
    const recommendations = within(results).getByRole("region", { name: "Recommendations" });
    expect(
      within(recommendations)
        .getAllByRole("heading", { level: 4 })
        .map((h) => h.textContent),
    ).toEqual([
      "Ontario Compliance",
      "IT Infrastructure",
      "Schedule a comprehensive IT assessment",
      "Consider managed IT services",
    ]);
    expect(within(results).getByText("Service cards from the server")).toBeInTheDocument();
    expect(within(results).getByRole("link", { name: "Contact Us" })).toHaveAttribute("href", "/contact");
  });

  it("keeps the open tab in the address's fragment, so a reload opens it again", () => {
    const first = renderChecklist();
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Backup/ }), { button: 0 });
    expect(window.location.hash).toBe("#backup");
    expect(window.location.pathname).toBe("/health-checklist");
    next();
    expect(window.location.hash).toBe("#compliance");
    first.unmount();
    renderChecklist(); // as after a reload: the fragment is all that is left
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Compliance");
    fireEvent.mouseDown(screen.getByRole("tab", { name: /Security & Privacy/ }), { button: 0 });
    expect(window.location.hash).toBe("");
    expect(window.location.href).toBe("http://localhost/health-checklist");
  });

  it("opens the first tab for a fragment that names no tab", () => {
    window.history.replaceState(null, "", "/health-checklist#nonsense");
    renderChecklist();
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Security & Privacy");
  });

  it("follows the fragment when it changes (back button, edited address)", () => {
    renderChecklist();
    act(() => {
      window.history.replaceState(null, "", "/health-checklist#infrastructure");
      window.dispatchEvent(new HashChangeEvent("hashchange"));
    });
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Infrastructure");
  });

  it("Retake Assessment returns to the first tab with every answer kept", () => {
    renderChecklist();
    answerMixed();
    fireEvent.click(screen.getByRole("button", { name: "Retake Assessment" }));
    expect(screen.getByRole("tab", { selected: true })).toHaveTextContent("Security & Privacy");
    expect(screen.getByRole("tab", { selected: true })).toHaveFocus();
    expect(screen.getByText("25 of 25 questions answered (100%)")).toBeInTheDocument();
  });

  it("Download Results saves the results text file in the browser, naming the site's public address", async () => {
    renderMixedResults();
    let saved: Blob | undefined;
    const createObjectURL = jest.fn((blob: Blob) => {
      saved = blob;
      return "blob:results";
    });
    Object.assign(URL, { createObjectURL, revokeObjectURL: jest.fn() });
    let downloaded: { name: string; href: string } | undefined;
    jest.spyOn(HTMLAnchorElement.prototype, "click").mockImplementation(function (this: HTMLAnchorElement) {
      downloaded = { name: this.download, href: this.href };
    });
    fireEvent.click(screen.getByRole("button", { name: "Download Results" }));
    expect(downloaded).toEqual({ name: "Toronto_Dental_IT_Assessment_Results.txt", href: "blob:results" });
    expect(saved?.type).toBe("text/plain;charset=utf-8");
    const text = await readBlob(saved!);
    expect(text).toContain(`Website: ${SITE_URL}`);
    expect(text).not.toContain(window.location.origin);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe("the Email Results dialog", () => {
  /** The dialog is a lazily loaded chunk: it appears once the import has resolved. */
  async function openDialog() {
    renderMixedResults();
    fireEvent.click(screen.getByRole("button", { name: "Email Results" }));
    return screen.findByRole("dialog", { name: "Email Your Results" });
  }

  it("keeps Send disabled while the address is empty or has no @", async () => {
    const dialog = await openDialog();
    const send = within(dialog).getByRole("button", { name: "Send Results via Email" });
    const input = within(dialog).getByLabelText(/Email address/);
    expect(input).toHaveFocus();
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: "office.example.com" } });
    expect(send).toBeDisabled();
    fireEvent.change(input, { target: { value: "office@example.com" } });
    expect(send).toBeEnabled();
  });

  it("sends the results payload; on success confirms, then closes itself after 5 seconds and returns focus", async () => {
    fetchMock.mockResolvedValue(reply(201, { success: true, message: "ok" }));
    // The visit's first touch, as the landing page recorded it in the tab.
    sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, JSON.stringify({ utmSource: "linkedin", utmMedium: "social" }));
    const dialog = await openDialog();
    jest.useFakeTimers();
    fireEvent.change(within(dialog).getByLabelText(/Email address/), { target: { value: " office@example.com " } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Results via Email" }));
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe("/api/health-checklist/email");
    const body = JSON.parse(init.body as string);
    expect(body).toMatchObject({
      email: "office@example.com",
      score: 60,
      website: "",
      utmSource: "linkedin",
      utmMedium: "social",
    });
    expect(body).not.toHaveProperty("referrerDomain");
    expect(body.categoriesScores).toEqual([
      { title: "Security & Privacy", score: 100 },
      { title: "Backup & Recovery", score: 100 },
      { title: "Ontario Compliance", score: 0 },
      { title: "IT Infrastructure", score: 0 },
      { title: "Digital Patient Experience", score: 100 },
    ]);
    expect(body.results.compliance).toEqual({ comp1: "no", comp2: "no", comp3: "no", comp4: "no", comp5: "no" });

    const sent = screen.getByRole("dialog", { name: "Results Sent!" });
    expect(within(sent).getByRole("status")).toHaveTextContent("office@example.com");
    expect(within(sent).getByRole("button", { name: "Close" })).toHaveFocus();
    act(() => jest.advanceTimersByTime(EMAIL_CONFIRMATION_MS - 100));
    expect(screen.getByRole("dialog")).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(100));
    expect(screen.queryByRole("dialog")).toBeNull();
    act(() => jest.advanceTimersByTime(0)); // Radix returns focus on the next tick
    expect(screen.getByRole("button", { name: "Email Results" })).toHaveFocus();
  });

  it("Close closes the confirmation at once", async () => {
    fetchMock.mockResolvedValue(reply(201, { success: true, message: "ok" }));
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Email address/), { target: { value: "office@example.com" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Results via Email" }));
    });
    fireEvent.click(screen.getByRole("button", { name: "Close" }));
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it.each([
    ["a network error", () => Promise.reject(new TypeError("Failed to fetch")), undefined],
    ["success false", () => Promise.resolve(reply(200, { success: false, message: "Not sent." })), "Not sent."],
    [
      "a 429",
      () =>
        Promise.resolve(
          reply(429, { success: false, message: "Too many requests. Please wait 60 seconds and try again." }),
        ),
      "Too many requests. Please wait 60 seconds and try again.",
    ],
  ])("on %s shows the failure alert and stays open with the address kept", async (_label, answer, detail) => {
    fetchMock.mockImplementation(answer);
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Email address/), { target: { value: "office@example.com" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Results via Email" }));
    });
    const alert = within(dialog).getByRole("alert");
    expect(alert).toHaveTextContent(EMAIL_FAILURE_MESSAGE);
    if (detail) expect(alert).toHaveTextContent(detail);
    expect(screen.getByRole("dialog", { name: "Email Your Results" })).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/Email address/)).toHaveValue("office@example.com");
    expect(within(dialog).getByRole("button", { name: "Send Results via Email" })).toBeEnabled();
  });

  it("shows the server's field error under the address", async () => {
    fetchMock.mockResolvedValue(
      reply(400, {
        success: false,
        message: "Please correct the highlighted fields.",
        fieldErrors: { email: ["Please enter a valid email address."] },
      }),
    );
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Email address/), { target: { value: "office@example.com" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Results via Email" }));
    });
    expect(within(dialog).getByLabelText(/Email address/)).toHaveAttribute("aria-invalid", "true");
    expect(within(dialog).getByText("Please enter a valid email address.")).toBeInTheDocument();
  });

  it("validates the address with the shared schema before sending anything", async () => {
    const dialog = await openDialog();
    fireEvent.change(within(dialog).getByLabelText(/Email address/), { target: { value: "office@example" } });
    await act(async () => {
      fireEvent.click(within(dialog).getByRole("button", { name: "Send Results via Email" }));
    });
    expect(within(dialog).getByText("Please enter a valid email address.")).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("Cancel and Escape close the dialog and return focus to Email Results", async () => {
    let dialog = await openDialog();
    fireEvent.click(within(dialog).getByRole("button", { name: "Cancel" }));
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Email Results" })).toHaveFocus());
    fireEvent.click(screen.getByRole("button", { name: "Email Results" }));
    dialog = await screen.findByRole("dialog");
    fireEvent.keyDown(dialog, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    await waitFor(() => expect(screen.getByRole("button", { name: "Email Results" })).toHaveFocus());
  });
});
