/** @jest-environment node */
import * as z from "zod/mini";
import { parseBody, withoutEmptyFields } from "@/lib/core/http/post-body";

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

  it("keeps a field named like an object's own (__proto__, constructor, toString) as a field, which a strict schema refuses", async () => {
    const form = new FormData();
    for (const name of ["__proto__", "constructor", "toString", "name"]) form.append(name, "x");
    const request = new Request("http://x.test", { method: "POST", body: form });
    const bodies = [
      await parseBody("form", "__proto__=x&constructor=x&toString=x&name=x", FORM),
      await parseBody("multipart", await request.text(), request.headers.get("content-type")!),
    ];
    for (const body of bodies) {
      const fields = withoutEmptyFields(body) as Record<string, unknown>;
      expect(Object.getPrototypeOf(fields)).toBe(Object.prototype);
      expect(Object.entries(fields)).toEqual([
        ["__proto__", "x"],
        ["constructor", "x"],
        ["toString", "x"],
        ["name", "x"],
      ]);
      const parsed = z.safeParse(z.strictObject({ name: z.string() }), fields);
      expect(parsed.success).toBe(false);
      expect(parsed.error?.issues).toEqual([
        expect.objectContaining({ code: "unrecognized_keys", keys: ["__proto__", "constructor", "toString"] }),
      ]);
    }
  });

  it("reads JSON as it is", async () => {
    expect(await parseBody("json", '{"ids":[1,2]}', "application/json")).toEqual({ ids: [1, 2] });
  });
});
