const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;
const HEXTET = /^[0-9a-f]{1,4}$/;

function ipv4(text: string): string | null {
  const match = IPV4.exec(text);
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  return parts.every((part) => part <= 255) ? parts.join(".") : null;
}

/** The eight 16-bit groups of an IPv6 address (`::` and a trailing dotted IPv4 allowed), or null. */
function ipv6Groups(text: string): number[] | null {
  let body = text;
  const tail: number[] = [];
  const dotted = /^(.*:)(\d+\.\d+\.\d+\.\d+)$/.exec(body);
  if (dotted) {
    const v4 = ipv4(dotted[2]!);
    if (!v4) return null;
    const [a, b, c, d] = v4.split(".").map(Number) as [number, number, number, number];
    tail.push((a << 8) | b, (c << 8) | d);
    body = dotted[1]!.endsWith("::") ? dotted[1]! : dotted[1]!.slice(0, -1);
  }
  const halves = body.split("::");
  if (halves.length > 2) return null;
  const parse = (part: string) => (part === "" ? [] : part.split(":"));
  const head = parse(halves[0]!);
  const rest = halves.length === 2 ? parse(halves[1]!) : [];
  if (![...head, ...rest].every((group) => HEXTET.test(group))) return null;
  const given = head.length + rest.length + tail.length;
  if (halves.length === 1 ? given !== 8 : given > 7) return null;
  const zeros = Array<number>(8 - given).fill(0);
  return [...head.map((g) => parseInt(g, 16)), ...zeros, ...rest.map((g) => parseInt(g, 16)), ...tail];
}

/**
 * Who a client is for per-client limits: an IPv4 address in full, an IPv6 address by its /64 (one household or
 * server gets a whole /64, so single addresses inside it are free to the client), or null when it is neither.
 */
export function addressKey(address: string | undefined): string | null {
  const text = address?.trim().toLowerCase() ?? "";
  if (text === "") return null;
  const v4 = ipv4(text);
  if (v4) return v4;
  if (!text.includes(":")) return null;
  const groups = ipv6Groups(text);
  if (!groups) return null;
  // An IPv4-mapped address (::ffff:a.b.c.d) is that IPv4 client.
  if (groups.slice(0, 5).every((g) => g === 0) && groups[5] === 0xffff) {
    return [groups[6]! >> 8, groups[6]! & 255, groups[7]! >> 8, groups[7]! & 255].join(".");
  }
  return `${groups
    .slice(0, 4)
    .map((g) => g.toString(16))
    .join(":")}::/64`;
}
