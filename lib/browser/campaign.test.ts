import {
  CAMPAIGN_STORAGE_KEY,
  campaignBody,
  campaignFromLanding,
  captureCampaign,
  readCampaign,
} from "@/lib/browser/campaign";
import { NO_CAMPAIGN } from "@/lib/core/campaign";

function land(url: string, referrer = ""): void {
  window.history.replaceState(null, "", url);
  Object.defineProperty(document, "referrer", { value: referrer, configurable: true });
}

beforeEach(() => {
  window.sessionStorage.clear();
  land("/");
});

afterEach(() => jest.restoreAllMocks());

describe("a landing page's campaign", () => {
  it("reads the three utm tags and the other site's domain, lower-case, without its path", () => {
    expect(
      campaignFromLanding(
        "?utm_source=google&utm_medium=cpc&utm_campaign=spring-2026&q=x",
        "https://WWW.Example.COM/search?q=dental+it",
        "localhost",
      ),
    ).toEqual({ utmSource: "google", utmMedium: "cpc", utmCampaign: "spring-2026", referrerDomain: "www.example.com" });
  });

  it("names no referrer for our own host, an empty one or one that is not an address", () => {
    expect(campaignFromLanding("", "http://localhost/contact", "localhost").referrerDomain).toBeNull();
    expect(campaignFromLanding("", "http://LOCALHOST/", "localhost").referrerDomain).toBeNull();
    expect(campaignFromLanding("", "", "localhost").referrerDomain).toBeNull();
    expect(campaignFromLanding("", "not a url", "localhost").referrerDomain).toBeNull();
  });

  it("drops a value outside the rule whole, never cuts it, and keeps the others", () => {
    const long = "a".repeat(101);
    const c = campaignFromLanding(`?utm_source=${long}&utm_medium=e%20mail&utm_campaign=${"b".repeat(100)}`, "", "x");
    expect(c).toEqual({ utmSource: null, utmMedium: null, utmCampaign: "b".repeat(100), referrerDomain: null });
    expect(campaignFromLanding("?utm_source=%3Cscript%3E&utm_medium=", "", "x").utmSource).toBeNull();
    expect(campaignFromLanding("?utm_source=news.letter_1-a", "", "x").utmSource).toBe("news.letter_1-a");
  });
});

describe("the visit's first touch", () => {
  it("is recorded by the first page and never overwritten by later ones", () => {
    land("/?utm_source=newsletter&utm_medium=email&utm_campaign=nov", "https://mail.example.org/inbox/1");
    captureCampaign();
    land("/contact?utm_source=google&utm_medium=cpc", "https://www.google.com/");
    captureCampaign();
    expect(readCampaign()).toEqual({
      utmSource: "newsletter",
      utmMedium: "email",
      utmCampaign: "nov",
      referrerDomain: "mail.example.org",
    });
  });

  it("is decided by a first page that carried nothing: the visit stays direct", () => {
    land("/about");
    captureCampaign();
    land("/contact?utm_source=google", "https://www.google.com/");
    expect(readCampaign()).toEqual(NO_CAMPAIGN);
    expect(campaignBody()).toEqual({});
  });

  it("is recorded by a form reading it when the layout has not yet run", () => {
    land("/contact?utm_source=bing&utm_campaign=x1");
    expect(campaignBody()).toEqual({ utmSource: "bing", utmCampaign: "x1" });
    expect(window.sessionStorage.getItem(CAMPAIGN_STORAGE_KEY)).not.toBeNull();
  });

  it("checks what it reads back: a tampered record gives only valid values", () => {
    window.sessionStorage.setItem(
      CAMPAIGN_STORAGE_KEY,
      JSON.stringify({ utmSource: "ok", utmMedium: "<b>", utmCampaign: 5, referrerDomain: "Ex.COM" }),
    );
    expect(readCampaign()).toEqual({ utmSource: "ok", utmMedium: null, utmCampaign: null, referrerDomain: "ex.com" });
    window.sessionStorage.setItem(CAMPAIGN_STORAGE_KEY, "{not json");
    expect(readCampaign()).toEqual(NO_CAMPAIGN);
  });

  it("carries nothing, and throws nothing, without sessionStorage", () => {
    jest.spyOn(window, "sessionStorage", "get").mockImplementation(() => {
      throw new DOMException("blocked", "SecurityError");
    });
    land("/?utm_source=google");
    expect(() => captureCampaign()).not.toThrow();
    expect(readCampaign()).toEqual(NO_CAMPAIGN);
  });

  it("carries nothing, and throws nothing, when storage refuses writes", () => {
    jest.spyOn(Storage.prototype, "setItem").mockImplementation(() => {
      throw new DOMException("full", "QuotaExceededError");
    });
    land("/?utm_source=google");
    expect(() => captureCampaign()).not.toThrow();
    expect(readCampaign()).toEqual(NO_CAMPAIGN);
  });
});
