import { captchaKinds, flavouredAnswer, flavoursOf, readFlavouredAnswer, runningFlavour } from './captcha.ts';

test('each kind configures its flavours', () => {
  expect(Object.fromEntries(captchaKinds.map((kind) => [kind, flavoursOf(kind)]))).toEqual({
    none: [],
    'recaptcha-enterprise': ['enterprise'],
    'recaptcha-classic': ['classic'],
    'recaptcha-both': ['enterprise', 'classic'],
  });
});

test('the flag picks between two flavours; one flavour runs whatever it says', () => {
  expect(runningFlavour(['enterprise', 'classic'], true)).toBe('enterprise');
  expect(runningFlavour(['enterprise', 'classic'], false)).toBe('classic');
  expect(runningFlavour(['enterprise'], false)).toBe('enterprise');
  expect(runningFlavour(['classic'], true)).toBe('classic');
  expect(runningFlavour([], true)).toBeUndefined();
});

test('an answer names its flavour; a bare token is Enterprise’s', () => {
  expect(readFlavouredAnswer(flavouredAnswer('classic', '03AF-x_y'))).toEqual({
    flavour: 'classic',
    token: '03AF-x_y',
  });
  expect(readFlavouredAnswer('enterprise:abc')).toEqual({ flavour: 'enterprise', token: 'abc' });
  expect(readFlavouredAnswer('03AF-x_y')).toEqual({ flavour: 'enterprise', token: '03AF-x_y' });
  expect(readFlavouredAnswer('hcaptcha:abc')).toEqual({ flavour: 'enterprise', token: 'hcaptcha:abc' });
});
