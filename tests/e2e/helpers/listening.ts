import { readFileSync } from "node:fs";

/**
 * The local addresses on which something listens for TCP connections on `port`, read from the
 * kernel's socket tables (what `ss -ltn` shows): "127.0.0.1", "::1", "0.0.0.0", "::", … No
 * connection is made, so nothing is sent to any interface.
 */
export function listeningAddresses(port: number): string[] {
  const out: string[] = [];
  for (const [file, v6] of [
    ["/proc/net/tcp", false],
    ["/proc/net/tcp6", true],
  ] as const) {
    let table = "";
    try {
      table = readFileSync(file, "utf8");
    } catch {
      continue; // no IPv6 on this machine
    }
    for (const line of table.split("\n").slice(1)) {
      const [, local, , state] = line.trim().split(/\s+/);
      // State 0A is LISTEN.
      if (!local || state !== "0A") continue;
      const [hexAddress, hexPort] = local.split(":");
      if (parseInt(hexPort ?? "", 16) !== port || !hexAddress) continue;
      out.push(v6 ? ipv6(hexAddress) : ipv4(hexAddress));
    }
  }
  return out;
}

// The kernel prints each 32-bit word of an address in the host's byte order (little-endian here).
function words(hex: string): Buffer[] {
  const out: Buffer[] = [];
  for (let i = 0; i < hex.length; i += 8) out.push(Buffer.from(hex.slice(i, i + 8), "hex").reverse());
  return out;
}

function ipv4(hex: string): string {
  return [...words(hex)[0]!].join(".");
}

function ipv6(hex: string): string {
  const bytes = Buffer.concat(words(hex));
  const groups: string[] = [];
  for (let i = 0; i < 16; i += 2) groups.push(bytes.readUInt16BE(i).toString(16));
  // The usual short forms for the addresses a test meets.
  const full = groups.join(":");
  if (full === "0:0:0:0:0:0:0:0") return "::";
  if (full === "0:0:0:0:0:0:0:1") return "::1";
  return full;
}
