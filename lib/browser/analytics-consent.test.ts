import {
  ANALYTICS_CHOICE_KEY,
  analyticsCookieDeletions,
  choiceExpiry,
  cookieDomains,
  openAnalyticsNotice,
  readChoice,
  registerNoticeOpener,
  saveChoice,
  type ChoiceStorage,
} from "@/lib/browser/analytics-consent";

function memoryStorage(initial: Record<string, string> = {}): ChoiceStorage & { data: Record<string, string> } {
  const data = { ...initial };
  return {
    data,
    getItem: (k) => (k in data ? data[k]! : null),
    setItem: (k, v) => {
      data[k] = v;
    },
    removeItem: (k) => {
      delete data[k];
    },
  };
}

const GIVEN = new Date("2026-03-15T10:00:00.000Z");

describe("the stored analytics choice", () => {
  it("is kept with its date and read back", () => {
    const storage = memoryStorage();
    expect(saveChoice(storage, "granted", GIVEN)).toBe(true);
    expect(JSON.parse(storage.data[ANALYTICS_CHOICE_KEY]!)).toEqual({ choice: "granted", at: GIVEN.toISOString() });
    expect(readChoice(storage, GIVEN)).toBe("granted");
    saveChoice(storage, "denied", GIVEN);
    expect(readChoice(storage, new Date("2026-09-01T00:00:00Z"))).toBe("denied");
  });

  it("stands for 12 months and is removed once they are over", () => {
    expect(choiceExpiry(GIVEN).toISOString()).toBe("2027-03-15T10:00:00.000Z");
    const storage = memoryStorage();
    saveChoice(storage, "granted", GIVEN);
    expect(readChoice(storage, new Date("2027-03-15T09:59:59.999Z"))).toBe("granted");
    expect(readChoice(storage, new Date("2027-03-15T10:00:00.000Z"))).toBeNull();
    expect(storage.data[ANALYTICS_CHOICE_KEY]).toBeUndefined();
  });

  it("reads as no answer when missing, unreadable, dated in the future or storage refuses", () => {
    expect(readChoice(memoryStorage(), GIVEN)).toBeNull();
    expect(readChoice(undefined, GIVEN)).toBeNull();
    for (const raw of [
      "yes",
      "{}",
      '{"choice":"maybe","at":"2026-03-01T00:00:00Z"}',
      '{"choice":"granted","at":"x"}',
    ]) {
      const storage = memoryStorage({ [ANALYTICS_CHOICE_KEY]: raw });
      expect(readChoice(storage, GIVEN)).toBeNull();
      expect(storage.data[ANALYTICS_CHOICE_KEY]).toBeUndefined();
    }
    const future = memoryStorage();
    saveChoice(future, "granted", new Date("2026-04-01T00:00:00Z"));
    expect(readChoice(future, GIVEN)).toBeNull();
    const refusing: ChoiceStorage = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
      removeItem: () => undefined,
    };
    expect(readChoice(refusing, GIVEN)).toBeNull();
    expect(saveChoice(refusing, "denied", GIVEN)).toBe(false);
  });
});

describe("deleting Google Analytics' cookies", () => {
  it("names the host and every parent domain, and no domain for an IP address or localhost", () => {
    expect(cookieDomains("www.torontodentalit.ca")).toEqual(["www.torontodentalit.ca", "torontodentalit.ca"]);
    expect(cookieDomains("a.b.example.co.uk")).toEqual([
      "a.b.example.co.uk",
      "b.example.co.uk",
      "example.co.uk",
      "co.uk",
    ]);
    expect(cookieDomains("localhost")).toEqual([]);
    expect(cookieDomains("127.0.0.1")).toEqual([]);
  });

  it("expires each _ga cookie host-only and on each domain, and leaves other cookies alone", () => {
    const deletions = analyticsCookieDeletions("_ga=GA1.1.1; theme=dark; _ga_ABC123=GS1.1; _gid=x", "www.example.ca");
    const names = new Set(deletions.map((d) => d.split("=", 1)[0]));
    expect(names).toEqual(new Set(["_ga", "_ga_ABC123", "_gid"]));
    expect(deletions).toContain("_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/");
    expect(deletions).toContain("_ga=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.example.ca");
    expect(deletions).toContain("_ga_ABC123=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; domain=.www.example.ca");
    expect(analyticsCookieDeletions("theme=dark; _gallery=1", "example.ca")).toEqual([]);
  });

  it("really removes them from a document's cookies", () => {
    document.cookie = "_ga=GA1.1.123; path=/";
    document.cookie = "_ga_TEST=GS1.1.1; path=/";
    document.cookie = "kept=1; path=/";
    for (const d of analyticsCookieDeletions(document.cookie, window.location.hostname)) document.cookie = d;
    expect(document.cookie).toBe("kept=1");
  });
});

describe("the notice opener", () => {
  it("opens the notice only while one is registered", () => {
    expect(openAnalyticsNotice()).toBe(false);
    const open = jest.fn();
    registerNoticeOpener(open);
    expect(openAnalyticsNotice()).toBe(true);
    expect(open).toHaveBeenCalledTimes(1);
    registerNoticeOpener(undefined);
    expect(openAnalyticsNotice()).toBe(false);
  });
});
