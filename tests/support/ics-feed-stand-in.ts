import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { Readable } from "node:stream";
import { createGzip, gzipSync } from "node:zlib";

/**
 * A local stand-in for the servers that publish calendar feeds (Outlook / Microsoft 365, Google),
 * on 127.0.0.1, each path a behaviour the feed fetcher must survive:
 * - `/feeds/{name}.ics`: a fixture as published (text/calendar); `/gzip/{name}.ics` the same
 *   gzip-compressed;
 * - `/never`: accepts the request and never answers;
 * - `/large`: a calendar of `largeBytes` bytes, sent in chunks without a length; `/large-declared`
 *   the same with its Content-Length;
 * - `/bomb`: a gzip stream of zeros that never ends (a few bytes compressed, without end inflated);
 * - `/moved`: 301 to `/feeds/outlook.ics` on this host; `/away`: 302 to `awayTo` (another host);
 *   `/loop`: 302 to itself;
 * - `/gone`: 404; `/html`: 200 with a web page.
 * `requests` counts every request by path, so a test can show what was (not) asked.
 */
export interface FeedStandIn {
  baseUrl: string;
  requests: string[];
  close: () => Promise<void>;
}

export interface FeedStandInOptions {
  fixtures?: Record<string, string>;
  largeBytes?: number;
  awayTo?: string;
}

export async function startFeedStandIn(options: FeedStandInOptions = {}): Promise<FeedStandIn> {
  const requests: string[] = [];
  const fixtures = options.fixtures ?? {};
  const largeBytes = options.largeBytes ?? 2 * 1024 * 1024;
  const server: Server = createServer((req: IncomingMessage, res: ServerResponse) => {
    // Feeds carry their secret in the address; the stand-in answers by path alone.
    const path = new URL(req.url ?? "/", "http://stand-in").pathname;
    requests.push(path);
    const feed = /^\/(feeds|gzip)\/([a-z-]+)\.ics$/.exec(path);
    if (feed && fixtures[feed[2]!] !== undefined) {
      const body = Buffer.from(fixtures[feed[2]!]!, "utf8");
      if (feed[1] === "gzip") {
        res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Encoding": "gzip" });
        res.end(gzipSync(body));
      } else {
        res.writeHead(200, { "Content-Type": "text/calendar; charset=utf-8", "Content-Length": body.length });
        res.end(body);
      }
      return;
    }
    switch (path) {
      case "/never":
        return; // the request is held open until the stand-in closes
      case "/large":
      case "/large-declared": {
        const line = Buffer.from("X-FILLER:" + "x".repeat(1013) + "\r\n"); // 1 KiB a line
        const count = Math.ceil(largeBytes / line.length);
        res.writeHead(200, {
          "Content-Type": "text/calendar",
          ...(path === "/large-declared" ? { "Content-Length": 17 + count * line.length } : {}),
        });
        res.write("BEGIN:VCALENDAR\r\n");
        Readable.from(
          (function* () {
            for (let i = 0; i < count; i++) yield line;
          })(),
        )
          .on("error", () => undefined)
          .pipe(res);
        return;
      }
      case "/bomb": {
        res.writeHead(200, { "Content-Type": "text/calendar", "Content-Encoding": "gzip" });
        const zeros = Buffer.alloc(64 * 1024);
        const endless = new Readable({
          read() {
            this.push(zeros);
          },
        });
        const gzip = createGzip();
        // The client hangs up once it has had enough: that ends the stream here.
        res.on("close", () => {
          endless.destroy();
          gzip.destroy();
        });
        endless.pipe(gzip).pipe(res);
        return;
      }
      case "/moved":
        res.writeHead(301, { Location: "/feeds/outlook.ics" }).end();
        return;
      case "/away":
        res.writeHead(302, { Location: options.awayTo ?? "https://elsewhere.example/feed.ics" }).end();
        return;
      case "/loop":
        res.writeHead(302, { Location: "/loop" }).end();
        return;
      case "/html":
        res.writeHead(200, { "Content-Type": "text/html" }).end("<!doctype html><title>Sign in</title>");
        return;
      default:
        res.writeHead(404, { "Content-Type": "text/plain" }).end("Not found");
    }
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
