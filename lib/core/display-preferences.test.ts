import { PREFERENCES_SCRIPT, STORAGE_KEYS } from "@/lib/core/display-preferences";

/** Runs the inline script as the browser does, on a fresh document state. */
function run(stored: Record<string, string>, prefersDark = false): void {
  localStorage.clear();
  for (const [k, v] of Object.entries(stored)) localStorage.setItem(k, v);
  document.body.className = "";
  document.documentElement.className = "";
  document.documentElement.removeAttribute("style");
  window.matchMedia = ((query: string) => ({ matches: prefersDark && query.includes("dark") })) as never;
  new Function(PREFERENCES_SCRIPT)();
}

describe("the preferences script", () => {
  it("applies high contrast, a text size and the dark theme before paint", () => {
    run({ [STORAGE_KEYS.highContrast]: "true", [STORAGE_KEYS.fontSize]: "120", [STORAGE_KEYS.theme]: "dark" });
    expect(document.body.classList.contains("high-contrast")).toBe(true);
    expect(document.documentElement.style.fontSize).toBe("120%");
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.colorScheme).toBe("dark");
  });

  it("follows the device for the system theme, and ignores sizes out of range", () => {
    run({ [STORAGE_KEYS.theme]: "system", [STORAGE_KEYS.fontSize]: "400" }, true);
    expect(document.documentElement.classList.contains("dark")).toBe(true);
    expect(document.documentElement.style.fontSize).toBe("");
    run({ [STORAGE_KEYS.theme]: "system" }, false);
    expect(document.documentElement.classList.contains("dark")).toBe(false);
  });

  it("leaves the defaults alone, leaks no globals and survives unavailable storage", () => {
    run({});
    expect(document.body.className).toBe("");
    expect(document.documentElement.className).toBe("");
    expect("d" in window || "s" in window || "f" in window || "t" in window).toBe(false);
    const getItem = jest.spyOn(Storage.prototype, "getItem").mockImplementation(() => {
      throw new Error("denied");
    });
    expect(() => new Function(PREFERENCES_SCRIPT)()).not.toThrow();
    getItem.mockRestore();
  });
});
