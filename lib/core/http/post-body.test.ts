/** @jest-environment node */
import { parseBody } from "@/lib/core/http/post-body";

describe("parseBody", () => {
  const FORM = "application/x-www-form-urlencoded";

  it("reads a form's fields, one value per name", async () => {
    expect(await parseBody("form", "name=Ada&note=a%20b", FORM)).toEqual({ name: "Ada", note: "a b" });
  });

  it("turns a name sent more than once (ticked checkboxes) into the list of its values, in order", async () => {
    expect(await parseBody("form", "ids=3&note=x&ids=7&ids=9", FORM)).toEqual({ ids: ["3", "7", "9"], note: "x" });
  });

  it("does the same for a multipart body, and refuses a file", async () => {
    const form = new FormData();
    form.append("ids", "1");
    form.append("ids", "2");
    const request = new Request("http://x.test", { method: "POST", body: form });
    const contentType = request.headers.get("content-type")!;
    expect(await parseBody("multipart", await request.text(), contentType)).toEqual({ ids: ["1", "2"] });

    const withFile = new FormData();
    withFile.append("upload", new Blob(["x"]), "x.txt");
    const fileRequest = new Request("http://x.test", { method: "POST", body: withFile });
    await expect(
      parseBody("multipart", await fileRequest.text(), fileRequest.headers.get("content-type")!),
    ).rejects.toThrow(SyntaxError);
  });

  it("reads JSON as it is", async () => {
    expect(await parseBody("json", '{"ids":[1,2]}', "application/json")).toEqual({ ids: [1, 2] });
  });
});
