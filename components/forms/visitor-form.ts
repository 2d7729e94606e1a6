import { usePathname } from "next/navigation";
import {
  createElement,
  startTransition,
  useCallback,
  useEffect,
  useRef,
  useState,
  type ComponentType,
  type FocusEvent,
  type FormEvent,
  type ReactElement,
} from "react";
import type { Path, Resolver, UseFormRegisterReturn, UseFormReturn } from "react-hook-form";
import type { FormControllerProps, FormSnapshot } from "@/components/forms/form-controller";
import { TYPED_TEXT_PROPERTY } from "@/lib/core/early-script";

/** A visitor form's values: text fields, the honeypot among them. */
type VisitorValues = Record<string, string> & { website: string };

/** A refused submission the server kept for a form's check page: what was typed and its errors. */
export interface VisitorFormCheck<V extends VisitorValues> {
  values: Partial<Record<keyof V | "sourcePath", string>>;
  fieldErrors: Record<string, string[]>;
}

/** What a visitor form's component uses of react-hook-form. */
export type VisitorFormApi<V extends VisitorValues> = Pick<
  UseFormReturn<V>,
  "register" | "handleSubmit" | "reset" | "getValues" | "setError" | "trigger"
> & { formState: { isSubmitting: boolean } };

/**
 * How far from the screen a form starts loading its checks: a screen ahead, so they are there by
 * the time the visitor reaches it.
 */
const APPROACH_MARGIN = "100% 0px 100% 0px";

const notReady = (): never => {
  throw new Error("The form's checks are not loaded yet.");
};

/**
 * What the visitor forms (contact, newsletter, urgent requests) share: react-hook-form checking on
 * leaving a field, the page the form was first sent from (kept on the check page too), and
 * `field(name)`, the props of a field for FormField.
 *
 * The server renders these forms complete, and a visitor on a slow phone may type into them before
 * the page's scripts have run. Hydration keeps the same elements, and React leaves a field's typed
 * value alone while hydrating; react-hook-form, though, writes its `defaultValues` into every field
 * it registers. So it is given none: a registered field without a default value is read from the
 * page instead (what was typed, or what the server rendered into it), never written over. What the
 * server renders into a field (empty, or the refused submission on a check page) is the element's
 * own `defaultValue`. A text area is the exception React makes: see `keepTypedText`.
 *
 * react-hook-form is not loaded with the page (docs/decisions/0025-forms-are-client-components.md):
 * the form hydrates as the plain form the server sent, and the checks (components/forms/
 * form-controller.tsx, which holds useForm) are loaded when the form comes within a screen of
 * being seen, or is touched (focus, pointer, typing, a submission), whichever is first. They
 * attach to the same elements: a re-render gives the fields react-hook-form's handlers, nothing is
 * replaced, and what was typed is read from the fields. A field typed into or left before that
 * gets those events replayed once they are there, so its state is what it would have been; a
 * submission before that waits for them and is then made again (or, if they cannot be loaded,
 * goes to the server as a plain post). On the home page, whose contact form is at the end, that
 * keeps react-hook-form and the form's checks out of the load.
 *
 * The component renders `controller` (anywhere, outside the <form> so a form shown again after a
 * "sent" view keeps its state) and spreads `formProps` on its <form>.
 */
export function useVisitorForm<V extends VisitorValues>({
  resolver,
  check,
  idPrefix,
}: {
  resolver: Resolver<V>;
  /** On the check page: the refused submission to show again. */
  check?: VisitorFormCheck<V>;
  /** The fields' id prefix ("contact" gives "contact-email"); each form is shown at most once per page. */
  idPrefix: string;
}) {
  const pathname = usePathname();
  const sourcePath = check?.values.sourcePath ?? pathname;
  const [Controller, setController] = useState<ComponentType<FormControllerProps<V>> | null>(null);
  const [snapshot, setSnapshot] = useState<FormSnapshot<V> | null>(null);
  const formElement = useRef<HTMLFormElement | null>(null);
  const requested = useRef(false);
  const failed = useRef(false);
  const submitWaiting = useRef(false);
  /** Fields typed into, and fields left, before the checks were there. */
  const changedEarly = useRef(new Set<string>());
  const leftEarly = useRef(new Set<string>());
  const observer = useRef<IntersectionObserver | null>(null);

  const load = useCallback(() => {
    if (requested.current) return;
    requested.current = true;
    observer.current?.disconnect();
    import("@/components/forms/form-controller").then(
      (module) =>
        startTransition(() => setController(() => module.FormController as ComponentType<FormControllerProps<V>>)),
      () => {
        // The form still works as the server's plain form; a submission that waited goes there.
        failed.current = true;
        if (submitWaiting.current && formElement.current) HTMLFormElement.prototype.submit.call(formElement.current);
      },
    );
  }, []);

  const onChange = useCallback((next: FormSnapshot<V>) => setSnapshot(next), []);
  const form = snapshot?.form ?? null;

  // Once the checks are there: what the visitor did before, then a submission that waited.
  useEffect(() => {
    const element = formElement.current;
    if (!form || !element) return;
    const target = (name: string) => {
      const item = element.elements.namedItem(name);
      if (item instanceof RadioNodeList) return [...item].find((r) => (r as HTMLInputElement).checked) ?? item[0];
      return item;
    };
    for (const [names, type] of [
      [changedEarly.current, "change"],
      [leftEarly.current, "blur"],
    ] as const) {
      for (const name of names) {
        const registration = form.register(name as Path<V>);
        const replay = type === "change" ? registration.onChange : registration.onBlur;
        const field = target(name);
        if (field) void replay({ target: field, type });
      }
      names.clear();
    }
    if (submitWaiting.current) {
      submitWaiting.current = false;
      element.requestSubmit();
    }
  }, [form]);

  useEffect(() => () => observer.current?.disconnect(), []);

  const fieldName = (event: { target: EventTarget }) =>
    event.target instanceof HTMLElement ? (event.target.getAttribute("name") ?? "") : "";

  const formProps = {
    ref: (element: HTMLFormElement | null) => {
      formElement.current = element;
      if (!element || requested.current || observer.current) return;
      if (typeof IntersectionObserver === "undefined") {
        load();
        return;
      }
      observer.current = new IntersectionObserver((entries) => entries.some((e) => e.isIntersecting) && load(), {
        rootMargin: APPROACH_MARGIN,
      });
      observer.current.observe(element);
    },
    onFocusCapture: load,
    onPointerDownCapture: load,
    onChangeCapture: (event: FormEvent) => {
      if (form) return;
      load();
      const name = fieldName(event);
      if (name) changedEarly.current.add(name);
    },
    onBlurCapture: (event: FocusEvent) => {
      const name = fieldName(event);
      if (!form && name) leftEarly.current.add(name);
    },
    onSubmitCapture: (event: FormEvent) => {
      if (form) return;
      // Not the component's own handler: it would need the checks. Without them, loaded or not,
      // the browser's plain post goes to the server, which checks it all the same.
      event.stopPropagation();
      if (failed.current) return;
      event.preventDefault();
      submitWaiting.current = true;
      load();
    },
  };

  const errors: FormSnapshot<V>["errors"] = snapshot?.errors ?? {};
  const submitCount = snapshot?.submitCount ?? 0;
  const dirtyFields = snapshot?.dirtyFields ?? {};

  /** The browser's own check once it has one; until then the server's (check page). */
  const errorOf = (name: Path<V>): string | undefined =>
    (errors[name]?.message as string | undefined) ??
    (submitCount === 0 && !dirtyFields[name] ? check?.fieldErrors[name]?.[0] : undefined);

  /** A field's props before the checks are there: its name, and nothing that acts on it. */
  const unregistered = (name: Path<V>): UseFormRegisterReturn<Path<V>> => ({
    name,
    onChange: async () => undefined,
    onBlur: async () => undefined,
    ref: () => undefined,
  });

  const api: VisitorFormApi<V> = form
    ? { ...form, formState: { isSubmitting: snapshot?.isSubmitting ?? false } }
    : {
        register: unregistered as VisitorFormApi<V>["register"],
        // Never reached: a submission waits for the checks (onSubmitCapture above).
        handleSubmit: (() => async (event?: { preventDefault?: () => void }) => {
          event?.preventDefault?.();
          return undefined;
        }) as VisitorFormApi<V>["handleSubmit"],
        reset: notReady,
        getValues: notReady as VisitorFormApi<V>["getValues"],
        setError: notReady,
        trigger: notReady,
        formState: { isSubmitting: false },
      };

  const field = (name: Path<V>) => {
    const registered = api.register(name);
    return {
      id: `${idPrefix}-${name}`,
      error: errorOf(name),
      defaultValue: check?.values[name as keyof V] ?? "",
      ...registered,
      ref: (element: HTMLElement | null) => {
        if (element) keepTypedText(element);
        registered.ref(element);
      },
    };
  };

  const controller: ReactElement | null = Controller ? createElement(Controller, { resolver, onChange }) : null;

  return { sourcePath, form: api, field, formProps, controller };
}

/** Text areas already taken over: later typing is the form's own, never put back. */
const takenOver = new WeakSet<HTMLElement>();

/**
 * Hydrating a server-rendered text area that has text of its own (a check page showing a refused
 * message again) writes that text back over whatever the visitor added before the scripts ran.
 * The page's early script (lib/core/early-script.ts) notes each text area's value as it is typed;
 * when the form first takes the field over (before react-hook-form reads it), that value is put
 * back. Only once per element, so a form cleared after sending is not refilled on a later render.
 */
export function keepTypedText(element: HTMLElement): void {
  if (!(element instanceof HTMLTextAreaElement) || takenOver.has(element)) return;
  takenOver.add(element);
  const noted = element as HTMLTextAreaElement & Record<typeof TYPED_TEXT_PROPERTY, unknown>;
  const typed = noted[TYPED_TEXT_PROPERTY];
  delete noted[TYPED_TEXT_PROPERTY];
  if (typeof typed === "string" && typed !== element.value) element.value = typed;
}
