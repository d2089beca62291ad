/**
 * A session's device as a person recognises it, 'Firefox on Windows', from its User-Agent header. Only
 * the common browsers and systems are told apart; order matters, since Edge and Opera also say Chrome
 * and Chrome also says Safari.
 */
const browsers: [RegExp, string][] = [
  [/\bEdg(?:e|A|iOS)?\//, 'Edge'],
  [/\bOPR\/|\bOpera\b/, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\bFirefox\/|\bFxiOS\//, 'Firefox'],
  [/\bChrome\/|\bCriOS\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
];

const systems: [RegExp, string][] = [
  [/\biPhone\b/, 'iPhone'],
  [/\biPad\b/, 'iPad'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

const first = (rules: [RegExp, string][], userAgent: string) =>
  rules.find(([pattern]) => pattern.test(userAgent))?.[1] ?? null;

/** 'Chrome on macOS', 'Firefox', 'Android', or null when nothing is recognised. */
export function describeUserAgent(userAgent: string): string | null {
  const browser = first(browsers, userAgent);
  const system = first(systems, userAgent);
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system;
}
