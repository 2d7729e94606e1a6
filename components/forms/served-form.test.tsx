import { render } from "@testing-library/react";
import { readServedForm, restoreFocus } from "@/components/forms/served-form";

function served() {
  const { container } = render(
    <form>
      <input name="name" defaultValue="" />
      <input name="email" type="email" defaultValue="" />
      <select name="service" defaultValue="">
        <option value="">Please select...</option>
        <option value="backup">Backup</option>
      </select>
      <textarea name="message" defaultValue="" />
      <input type="hidden" name="sourcePath" value="/" />
      <input name="website" defaultValue="" />
      <button type="submit" name="send" value="1">
        Send
      </button>
    </form>,
  );
  return container.querySelector("form")!;
}

const control = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as HTMLInputElement & HTMLTextAreaElement & HTMLSelectElement;

describe("readServedForm", () => {
  it("reads what was typed and chosen, leaving hidden fields, buttons and the skipped honeypot", () => {
    const form = served();
    control(form, "name").value = "Dr. Lee";
    control(form, "service").value = "backup";
    control(form, "message").value = "Our server is down.";
    control(form, "website").value = "bot";
    expect(readServedForm(form, ["website"])).toEqual({
      values: { name: "Dr. Lee", email: "", service: "backup", message: "Our server is down." },
      focus: null,
    });
  });

  it("notes the focused control and its caret", () => {
    const form = served();
    const message = control(form, "message");
    message.value = "Our server is down.";
    message.focus();
    message.setSelectionRange(4, 10);
    expect(readServedForm(form).focus).toEqual({ name: "message", start: 4, end: 10 });
  });

  it("notes no focus when it is outside the form or on a control it does not carry", () => {
    const form = served();
    expect(readServedForm(form).focus).toBeNull();
    control(form, "send").focus();
    expect(readServedForm(form).focus).toBeNull();
  });
});

describe("restoreFocus", () => {
  it("puts focus and the caret back on the control of that name", () => {
    const form = served();
    control(form, "message").value = "Our server is down.";
    restoreFocus(form, { name: "message", start: 4, end: 10 });
    expect(document.activeElement).toBe(control(form, "message"));
    expect([control(form, "message").selectionStart, control(form, "message").selectionEnd]).toEqual([4, 10]);
  });

  it("focuses controls without a selection, and ignores names it does not find", () => {
    const form = served();
    restoreFocus(form, { name: "email", start: null, end: null });
    expect(document.activeElement).toBe(control(form, "email"));
    restoreFocus(form, { name: "service", start: 0, end: 0 });
    expect(document.activeElement).toBe(control(form, "service"));
    restoreFocus(form, { name: "nowhere", start: 0, end: 0 });
    expect(document.activeElement).toBe(control(form, "service"));
  });
});
