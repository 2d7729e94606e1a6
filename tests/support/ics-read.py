"""Reads one iCalendar text on stdin with Debian's python3-icalendar and prints what a calendar
client acts on as JSON: a second parser, independent of the code that wrote the text
(lib/booking/invite.test.ts). Fails loudly on anything it cannot read."""
import json
import sys

import icalendar


def addresses(value):
    if value is None:
        return []
    items = value if isinstance(value, list) else [value]
    return [{"address": str(item), "cn": str(item.params.get("CN", "")), "params": dict(item.params)} for item in items]


def main():
    data = sys.stdin.buffer.read()
    calendar = icalendar.Calendar.from_ical(data)
    events = []
    for event in calendar.walk("VEVENT"):
        events.append(
            {
                "uid": str(event.get("uid")),
                "sequence": int(event.get("sequence")) if event.get("sequence") is not None else None,
                "dtstamp": event.decoded("dtstamp").isoformat(),
                "dtstart": event.decoded("dtstart").isoformat(),
                "dtend": event.decoded("dtend").isoformat(),
                "status": str(event.get("status")) if event.get("status") is not None else None,
                "summary": str(event.get("summary")),
                "description": str(event.get("description")),
                "location": str(event.get("location")),
                "organizer": addresses(event.get("organizer")),
                "attendees": addresses(event.get("attendee")),
            }
        )
    print(
        json.dumps(
            {
                "method": str(calendar.get("method")) if calendar.get("method") is not None else None,
                "version": str(calendar.get("version")),
                "prodid": str(calendar.get("prodid")),
                "events": events,
            }
        )
    )


main()
