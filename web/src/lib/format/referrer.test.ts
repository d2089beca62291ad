import { inAppBrowserName, isInAppBrowser, referrerKind } from './referrer.ts';

describe('referrerKind', () => {
  it.each([
    'https://www.google.com/',
    'https://google.co.uk/',
    'https://www.google.com.br/search?q=folio',
    'https://www.bing.com/search?q=x',
    'https://duckduckgo.com/',
    'https://search.yahoo.com/search?p=x',
    'https://www.baidu.com/',
    'https://yandex.ru/',
    'https://www.ecosia.org/search?q=x',
    'www.google.de',
  ])('%s is a search engine', (referrer) => {
    expect(referrerKind(referrer)).toBe('search');
  });

  it.each([
    'https://news.google.com/articles/abc',
    'https://news.ycombinator.com/item?id=1',
    'https://www.reddit.com/r/programming/',
    'https://old.reddit.com/',
    'https://flipboard.com/@folio',
    'https://news.yahoo.com/',
  ])('%s is a news aggregator', (referrer) => {
    expect(referrerKind(referrer)).toBe('news');
  });

  it.each([
    'https://twitter.com/folio',
    'https://mobile.twitter.com/',
    'https://t.co/abc',
    'https://x.com/folio',
  ])('%s is twitter', (referrer) => {
    expect(referrerKind(referrer)).toBe('twitter');
  });

  it.each([
    'https://www.facebook.com/',
    'https://l.facebook.com/l.php?u=x',
    'https://m.facebook.com/',
    'https://lm.facebook.com/',
  ])('%s is facebook', (referrer) => {
    expect(referrerKind(referrer)).toBe('facebook');
  });

  it.each([
    'https://docs.google.com/document/d/1',
    'https://mail.yahoo.com/',
    'https://notgoogle.com/',
    'https://google.example.org/',
    'https://at.co/',
    'https://mynews.ycombinator.com.evil.io/',
    'https://folio.example/',
  ])('%s is some other site', (referrer) => {
    expect(referrerKind(referrer)).toBe('other');
  });

  it.each(['', '   ', null, undefined])('%p is a direct visit', (referrer) => {
    expect(referrerKind(referrer)).toBe('direct');
  });
});

describe('in-app browsers', () => {
  const safari =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
  const chrome =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Mobile Safari/537.36';
  const iosApp =
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Mobile/15E148';
  const androidView =
    'Mozilla/5.0 (Linux; Android 14; Pixel 8; wv) AppleWebKit/537.36 (KHTML, like Gecko) Version/4.0 Chrome/124.0.0.0 Mobile Safari/537.36';

  it.each([
    [`${iosApp} [FBAN/FBIOS;FBAV/460.0.0.40.105;FBBV/1]`, 'Facebook'],
    [`${androidView} [FB_IAB/FB4A;FBAV/460.0.0.48.109;]`, 'Facebook'],
    [`${iosApp} Instagram 330.0.3.28.91 (iPhone15,2; iOS 17_4; en_US)`, 'Instagram'],
    [`${androidView} Instagram 330.0.0.40.92 Android (34/14; 420dpi)`, 'Instagram'],
    [`${iosApp} [LinkedInApp]/9.29.1`, 'LinkedIn'],
    [`${iosApp} Twitter for iPhone/10.40`, 'Twitter'],
    [`${androidView} TwitterAndroid`, 'Twitter'],
    [`${iosApp} Safari Line/14.5.0`, 'Line'],
    [`${iosApp} MicroMessenger/8.0.47(0x18002f2c) NetType/WIFI Language/zh_CN`, 'WeChat'],
    [
      `${androidView} musical_ly_2023405030 JsSdk/1.0 NetType/WIFI Channel/googleplay AppName/musical_ly`,
      'TikTok',
    ],
    [`${iosApp} Snapchat/12.80.0.40 (iPhone15,2; iOS 17.4)`, 'Snapchat'],
    [androidView, 'Android WebView'],
  ])('recognises %s as %s', (userAgent, name) => {
    expect(inAppBrowserName(userAgent)).toBe(name);
    expect(isInAppBrowser(userAgent)).toBe(true);
  });

  it.each([
    safari,
    chrome,
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) Firefox/125.0',
    'Online Pipeline/1.0',
    '',
    null,
  ])('treats %p as an ordinary browser', (userAgent) => {
    expect(inAppBrowserName(userAgent)).toBeNull();
    expect(isInAppBrowser(userAgent)).toBe(false);
  });
});
