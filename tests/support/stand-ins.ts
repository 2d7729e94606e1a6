/**
 * Local stand-ins for the outside services, run by Playwright as one process:
 *  - Resend on RESEND_STAND_IN_PORT (default 4010): POST /emails answers { id } like Resend. A
 *    message whose subject contains "StandInFail" gets a 500 and one containing "StandInHang" never
 *    gets an answer, so tests choose the provider's behaviour per message, not for everyone.
 *    GET /__received lists what arrived.
 *  - Google's geocoding API on MAPS_STAND_IN_PORT (default 4011): GET /maps/api/geocode/json
 *    answers from a small table of positions; (0,0) answers ZERO_RESULTS; (1,1) answers 500.
 *  - A paging service's Events API v2 on PAGER_STAND_IN_PORT (default 4012), on /oncall and
 *    /escalation (tests/support/pager-stand-in.ts); GET /__received lists the events taken.
 */
import { createServer, type ServerResponse } from "node:http";
import { startPagerStandIn } from "./pager-stand-in";

const resendPort = Number(process.env.RESEND_STAND_IN_PORT ?? 4010);
const mapsPort = Number(process.env.MAPS_STAND_IN_PORT ?? 4011);

interface Received {
  id: string;
  to: string[];
  subject: string;
  text?: string;
  html?: string;
  reply_to?: string | string[];
  headers?: Record<string, string>;
  idempotencyKey: string;
}

const received: Received[] = [];
let counter = 0;

function json(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { "Content-Type": "application/json" }).end(JSON.stringify(body));
}

createServer((req, res) => {
  let body = "";
  req.on("data", (c: Buffer) => (body += c.toString()));
  req.on("end", () => {
    if (req.method === "GET" && req.url === "/__received") return json(res, 200, received);
    if (req.method === "GET" && req.url === "/") return json(res, 200, { ok: true });
    if (req.method !== "POST" || !req.url?.startsWith("/emails"))
      return json(res, 404, { name: "not_found", message: "Not found" });
    const email = JSON.parse(body) as Omit<Received, "id" | "idempotencyKey">;
    if (email.subject.includes("StandInHang")) return; // never answers
    if (email.subject.includes("StandInFail"))
      return json(res, 500, { name: "internal_server_error", message: "Stand-in failure", statusCode: 500 });
    const id = `stand-in-${++counter}`;
    received.push({ ...email, id, idempotencyKey: String(req.headers["idempotency-key"] ?? "") });
    json(res, 200, { id });
  });
}).listen(resendPort, "127.0.0.1");

const PLACES: { lat: number; lng: number; city: string; postal: string }[] = [
  { lat: 43.7731, lng: -79.2578, city: "Toronto", postal: "M1P 4P5" }, // Scarborough Town Centre area
  { lat: 43.5931, lng: -79.6424, city: "Mississauga", postal: "L5B 2C9" },
  { lat: 43.6532, lng: -79.3832, city: "Toronto", postal: "X0X 0X0" }, // Toronto, unknown prefix
  { lat: 45.4215, lng: -75.6972, city: "Ottawa", postal: "K1P 1J1" },
];

createServer((req, res) => {
  const url = new URL(req.url ?? "/", `http://127.0.0.1:${mapsPort}`);
  if (url.pathname === "/") return json(res, 200, { ok: true });
  if (url.pathname !== "/maps/api/geocode/json") return json(res, 404, { status: "NOT_FOUND" });
  if (!url.searchParams.get("key")) return json(res, 200, { status: "REQUEST_DENIED", results: [] });
  const [lat, lng] = (url.searchParams.get("latlng") ?? "").split(",").map(Number);
  if (lat === 1 && lng === 1) return json(res, 500, { error: "stand-in failure" });
  const place = PLACES.find((p) => Math.abs(p.lat - (lat ?? NaN)) < 0.01 && Math.abs(p.lng - (lng ?? NaN)) < 0.01);
  if (!place) return json(res, 200, { status: "ZERO_RESULTS", results: [] });
  json(res, 200, {
    status: "OK",
    results: [
      {
        address_components: [
          { long_name: "100", types: ["street_number"] },
          { long_name: place.city, types: ["locality", "political"] },
          { long_name: "Ontario", types: ["administrative_area_level_1", "political"] },
          { long_name: place.postal, types: ["postal_code"] },
        ],
      },
    ],
  });
}).listen(mapsPort, "127.0.0.1");

const pagerPort = Number(process.env.PAGER_STAND_IN_PORT ?? 4012);
void startPagerStandIn(pagerPort);

console.log(`stand-ins: resend on ${resendPort}, maps on ${mapsPort}, pager on ${pagerPort}`);
