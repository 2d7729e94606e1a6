/** @jest-environment node */
import { stageStylesheet } from "@/lib/core/stage-stylesheet";

describe("the stage's stylesheet", () => {
  it("shows the ribbon on a preview, with the e-mail note only when e-mail is merely logged", () => {
    expect(stageStylesheet({ stage: "preview", RESEND_API_KEY: undefined })).toBe(
      "[data-stage-ribbon]{display:flex}\n[data-stage-note=email]{display:inline}\n",
    );
    expect(stageStylesheet({ stage: "preview", RESEND_API_KEY: "re_x" })).toBe("[data-stage-ribbon]{display:flex}\n");
  });
  it("is empty in production and on a local run", () => {
    expect(stageStylesheet({ stage: "production", RESEND_API_KEY: undefined })).toBe("");
    expect(stageStylesheet({ stage: "local", RESEND_API_KEY: undefined })).toBe("");
  });
});
