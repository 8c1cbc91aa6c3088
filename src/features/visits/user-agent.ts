import { isbot } from 'isbot';
import type { DeviceClass } from '@/db/schema/visitors';

// What a visit's user agent tells (issue 24): a known bot (not counted), the device class and the
// browser family. Bots come from isbot's maintained list; the rest is a few well-known tokens,
// checked in order (Edge and Opera also say "Chrome", Chrome also says "Safari").

export interface UserAgentInfo {
  bot: boolean;
  device: DeviceClass;
  browser: string;
}

const TABLET = /iPad|Tablet|PlayBook|Silk|Kindle|Nexus (7|9|10)\b|Android(?!.*Mobile)/i;
const MOBILE = /Mobi|iPhone|iPod|Android|Windows Phone|Opera Mini|BlackBerry|IEMobile/i;

const BROWSERS: readonly [RegExp, string][] = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera|OPiOS\//, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Safari\//, 'Safari'],
];

/** Not a listed family (or no user agent at all). */
export const OTHER_BROWSER = 'Outro';

export function describeUserAgent(userAgent: string | null): UserAgentInfo {
  const agent = userAgent ?? '';
  const device: DeviceClass = TABLET.test(agent) ? 'tablet' : MOBILE.test(agent) ? 'mobile' : 'desktop';
  const browser = BROWSERS.find(([pattern]) => pattern.test(agent))?.[1] ?? OTHER_BROWSER;
  return { bot: agent !== '' && isbot(agent), device, browser };
}
