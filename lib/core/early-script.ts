import { PREFERENCES_SCRIPT } from "@/lib/core/display-preferences";

/**
 * The one script inlined at the top of every page's body, run before first paint and long before
 * the page's own scripts: the display preferences, then a note of what is typed into text areas,
 * then the class SCRIPTS_CLASS on <html>.
 *
 * React keeps what a visitor typed into an input before hydration, but not into a text area: when
 * a server-rendered text area has text of its own (a check page showing a refused message again),
 * hydrating it writes that text back over the visitor's additions. The listener below records each
 * text area's value as it is typed, on the element itself, so the form can put it back when it
 * takes the field over (components/forms/visitor-form.ts, `keepTypedText`).
 */
export const TYPED_TEXT_PROPERTY = "__typedBeforeHydration";

const NOTE_TYPED_TEXT = `document.addEventListener('input',function(e){var t=e.target;if(t instanceof HTMLTextAreaElement)t.${TYPED_TEXT_PROPERTY}=t.value},true);`;

/**
 * Says from the first paint that this browser runs scripts, so markup that only scripts make work
 * (the booking page's day buttons) is laid out from the start instead of appearing at hydration
 * and pushing the page down. A class, not the `scripting` media feature: browsers that honour a
 * switched-off-scripts setting do not all report it there, and a test browser does not.
 */
export const SCRIPTS_CLASS = "has-scripts";

const MARK_SCRIPTS = `document.documentElement.classList.add('${SCRIPTS_CLASS}');`;

export const EARLY_SCRIPT = PREFERENCES_SCRIPT + NOTE_TYPED_TEXT + MARK_SCRIPTS;
