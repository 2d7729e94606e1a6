import type { SlotDay } from "@/lib/booking/display";

/**
 * The week's times as the server renders them: a fieldset of radios a day (name "slot", value the
 * start as YYYY-MM-DDTHH:MM:SSZ), each radio carrying its full label for the picker's chosen-time
 * line (SlotPicker). Without JavaScript this is the whole choice of a time.
 */
export function SlotDays({ days, chosen }: { days: readonly SlotDay[]; chosen?: string }) {
  return days.map((d) => (
    <fieldset
      key={d.date}
      id={`slot-day-${d.date}`}
      data-date={d.date}
      aria-describedby="slot-error"
      className="slot-day"
    >
      <legend>
        {d.heading} <span>(times in {d.zoneName})</span>
      </legend>
      <div>
        {d.slots.map((s) => (
          <label key={s.value}>
            <input type="radio" name="slot" value={s.value} data-label={s.label} defaultChecked={s.value === chosen} />
            <span>
              {s.time} <abbr title={d.zoneName}>{d.zone}</abbr>
            </span>
          </label>
        ))}
      </div>
    </fieldset>
  ));
}
