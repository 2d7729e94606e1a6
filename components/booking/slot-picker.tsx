"use client";

import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import type { SlotDay } from "@/lib/booking/display";

const subscribeNothing = () => () => undefined;

/**
 * The booking form's times. The server renders every day of the week as a fieldset of radios
 * (name "slot", value the start as YYYY-MM-DDTHH:MM:SSZ), which is the whole picker without
 * JavaScript. Once hydrated it becomes a day-then-time picker: a row of day buttons (each says how
 * many times it has and whether it is the one shown) and the times of the chosen day, the other
 * days' radios still in the form, only hidden. The chosen time is repeated in a live region, and
 * a send without a time is stopped here with the error said and the day buttons focused (the
 * browser's own check would try to focus a hidden radio).
 *
 * The day buttons and the chosen-time line are in the server's HTML too, shown only where the
 * browser runs scripts (booking.css, by the class lib/core/early-script.ts sets): inserted at hydration they would push the times down under
 * the visitor's eyes, a layout shift. Until hydration every day stays shown, so a browser whose
 * scripts never arrive still offers the whole week.
 */
export function SlotPicker({
  days,
  chosen,
  error,
}: {
  days: readonly SlotDay[];
  /** The time kept on the check page, chosen again. */
  chosen?: string;
  /** The server's word on the time (check page). */
  error?: string;
}) {
  const enhanced = useSyncExternalStore(
    subscribeNothing,
    () => true,
    () => false,
  );
  const [day, setDay] = useState(
    () => days.find((d) => d.slots.some((s) => s.value === chosen))?.date ?? days[0]?.date,
  );
  const [picked, setPicked] = useState(() =>
    days.flatMap((d) => d.slots).some((s) => s.value === chosen) ? chosen : undefined,
  );
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

  const label = days.flatMap((d) => d.slots).find((s) => s.value === picked)?.label;
  const shownError = missing && !picked ? "Please choose a time." : picked ? undefined : error;

  return (
    <div ref={root} className="slot-picker">
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
              {d.slots.length} {d.slots.length === 1 ? "time" : "times"}
            </span>
          </button>
        ))}
      </div>
      {days.map((d) => (
        <fieldset
          key={d.date}
          id={`slot-day-${d.date}`}
          hidden={enhanced && d.date !== day}
          aria-describedby="slot-error"
          className="slot-day"
        >
          <legend>
            {d.heading} <span>(times in {d.zoneName})</span>
          </legend>
          <div>
            {d.slots.map((s) => (
              <label key={s.value}>
                <input
                  type="radio"
                  name="slot"
                  value={s.value}
                  defaultChecked={s.value === chosen}
                  onChange={() => setPicked(s.value)}
                />
                <span>
                  {s.time} <abbr title={d.zoneName}>{d.zone}</abbr>
                </span>
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <p aria-live="polite" className="slot-choice">
        {label ? `Your time: ${label}` : "No time chosen yet."}
      </p>
    </div>
  );
}
