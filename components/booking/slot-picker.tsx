"use client";

import { useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore, type ReactNode } from "react";

const subscribeNothing = () => () => undefined;

/** What the day buttons need of a day: its date, its heading and how many times it has. */
export interface PickerDay {
  date: string;
  heading: string;
  count: number;
}

/**
 * The booking form's times. The server renders every day of the week as a fieldset of radios
 * (SlotDays: name "slot", value the start as YYYY-MM-DDTHH:MM:SSZ), which is the whole picker
 * without JavaScript, and hands them in as `children`. Once hydrated this makes it a
 * day-then-time picker: a row of day buttons (each says how many times it has and whether it is
 * the one shown) and the times of the chosen day, the other days' radios still in the form, only
 * hidden. The chosen time is repeated in a live region, and a send without a time is stopped here
 * with the error said and the day buttons focused (the browser's own check would try to focus a
 * hidden radio).
 *
 * The days stay server markup: hydration runs no code per time (a week has up to 80), one change
 * listener here hears every radio, and the day shown is set on the fieldsets themselves. That keeps
 * the page's blocking time near the other form pages' (bench/GAPS.md).
 *
 * The day buttons and the chosen-time line are in the server's HTML too, shown only where the
 * browser runs scripts (booking.css, by the class lib/core/early-script.ts sets): inserted at
 * hydration they would push the times down under the visitor's eyes, a layout shift. Until
 * hydration every day stays shown, so a browser whose scripts never arrive still offers the whole
 * week.
 */
export function SlotPicker({
  days,
  chosen,
  error,
  children,
}: {
  days: readonly PickerDay[];
  /** The time kept on the check page, chosen again: its day and its label. */
  chosen?: { date: string; label: string };
  /** The server's word on the time (check page). */
  error?: string;
  /** The days' fieldsets (SlotDays). */
  children: ReactNode;
}) {
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [day, setDay] = useState(() => chosen?.date ?? days[0]?.date);
  /** The label of the time chosen. */
  const [picked, setPicked] = useState(() => chosen?.label);
  const [missing, setMissing] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const firstDay = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const form = root.current?.closest("form");
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (new FormData(form).get("slot")) return;
      event.preventDefault();
      setMissing(true);
      firstDay.current?.focus();
    };
    form.addEventListener("submit", onSubmit);
    return () => form.removeEventListener("submit", onSubmit);
  }, []);

  // Before the paint: the chosen day's fieldset shown, the others hidden.
  useLayoutEffect(() => {
    if (!enhanced) return;
    for (const fieldset of root.current?.querySelectorAll<HTMLFieldSetElement>("fieldset[data-date]") ?? [])
      fieldset.hidden = fieldset.dataset.date !== day;
  }, [enhanced, day]);

  const shownError = missing && !picked ? "Please choose a time." : picked ? undefined : error;

  return (
    <div
      ref={root}
      className="slot-picker"
      onChange={(event) => {
        const input = event.target as HTMLInputElement;
        if (input.name === "slot" && input.checked) setPicked(input.dataset.label);
      }}
    >
      <p id="slot-error" aria-live="polite" className="field-error">
        {shownError ?? ""}
      </p>
      <div role="group" aria-label="Choose a day" className="slot-days">
        {days.map((d, i) => (
          <button
            key={d.date}
            ref={i === 0 ? firstDay : undefined}
            type="button"
            aria-pressed={d.date === day}
            aria-controls={`slot-day-${d.date}`}
            onClick={() => setDay(d.date)}
          >
            <span>{d.heading}</span>
            <span>
              {d.count} {d.count === 1 ? "time" : "times"}
            </span>
          </button>
        ))}
      </div>
      {children}
      <p aria-live="polite" className="slot-choice">
        {picked ? `Your time: ${picked}` : "No time chosen yet."}
      </p>
    </div>
  );
}
