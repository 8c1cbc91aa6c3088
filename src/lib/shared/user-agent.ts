// A browser and system as a person names them ('Chrome no Windows'), read from a User-Agent with
// a few rules and no database: for the sessions list and a new passkey's name.

const BROWSERS: ReadonlyArray<[RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const SYSTEMS: ReadonlyArray<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

const first = (rules: ReadonlyArray<[RegExp, string]>, text: string) =>
  rules.find(([pattern]) => pattern.test(text))?.[1];

/** 'Chrome no Linux', 'Safari no iOS', 'Firefox', or 'Navegador desconhecido'. */
export function describeUserAgent(userAgent: string | null | undefined): string {
  const text = userAgent ?? '';
  const browser = first(BROWSERS, text);
  const system = first(SYSTEMS, text);
  if (browser && system) return `${browser} no ${system}`;
  return browser ?? (system ? `Navegador no ${system}` : 'Navegador desconhecido');
}

/**
 * Where a session comes from, roughly: the network of its address (the first two parts of an IPv4
 * address, the /48 of an IPv6 one), never the whole address and no location database.
 */
export function describeNetwork(address: string | null | undefined): string {
  const value = (address ?? '').trim();
  if (/^\d{1,3}(\.\d{1,3}){3}$/.test(value)) {
    const [a, b] = value.split('.');
    return `rede ${a}.${b}.x.x`;
  }
  if (value.includes(':')) {
    const groups = expandIpv6(value);
    if (groups) return `rede ${groups.slice(0, 3).join(':')}::/48`;
  }
  return 'local desconhecido';
}

/** The eight groups of an IPv6 address (without leading zeros), or null if it is not one. */
function expandIpv6(address: string): string[] | null {
  const [head = '', tail, extra] = address.split('::');
  if (extra !== undefined) return null;
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const missing = 8 - left.length - right.length;
  if (tail === undefined ? missing !== 0 : missing < 1) return null;
  const groups = [...left, ...Array(tail === undefined ? 0 : missing).fill('0'), ...right];
  if (!groups.every((group) => /^[0-9a-f]{1,4}$/i.test(group))) return null;
  return groups.map((group) => group.toLowerCase().replace(/^0+(?=.)/, ''));
}
