import { recaptchaFlavoursVerifier } from './flavours.ts';

const context = { ip: '203.0.113.7', action: 'register' };

/** Google cannot run here: each flavour's verifier is a double that accepts the token 'good'. */
const double = () => ({
  verify: jest.fn(async (token: string | undefined, _context: typeof context) => token === 'good'),
});

function both(enterpriseEnabled: boolean) {
  const verifiers = { enterprise: double(), classic: double() };
  const flag = jest.fn(async () => enterpriseEnabled);
  return { verifiers, flag, verifier: recaptchaFlavoursVerifier({ verifiers, enterpriseEnabled: flag }) };
}

test('with both flavours and the flag on, Enterprise answers are verified by Enterprise, without their prefix', async () => {
  const { verifiers, verifier } = both(true);
  expect(await verifier.verify('enterprise:good', context)).toBe(true);
  expect(verifiers.enterprise.verify).toHaveBeenCalledWith('good', context);
  expect(await verifier.verify('classic:good', context)).toBe(false);
  expect(verifiers.classic.verify).not.toHaveBeenCalled();
});

test('with both flavours and the flag off, only classic answers pass', async () => {
  const { verifiers, verifier } = both(false);
  expect(await verifier.verify('classic:good', context)).toBe(true);
  expect(await verifier.verify('enterprise:good', context)).toBe(false);
  expect(verifiers.enterprise.verify).not.toHaveBeenCalled();
});

test('a bare token is an Enterprise answer, as browsers sent before the flavour was named', async () => {
  expect(await both(true).verifier.verify('good', context)).toBe(true);
  expect(await both(false).verifier.verify('good', context)).toBe(false);
});

test('with one flavour, it runs whatever the flag says, and the flag is not read', async () => {
  const classic = double();
  const flag = jest.fn(async () => true);
  const verifier = recaptchaFlavoursVerifier({ verifiers: { classic }, enterpriseEnabled: flag });
  expect(await verifier.verify('classic:good', context)).toBe(true);
  expect(await verifier.verify('classic:bad', context)).toBe(false);
  expect(await verifier.verify('enterprise:good', context)).toBe(false);
  expect(flag).not.toHaveBeenCalled();
});

test('no answer fails without asking anyone', async () => {
  const { verifiers, flag, verifier } = both(true);
  expect(await verifier.verify(undefined, context)).toBe(false);
  expect(flag).not.toHaveBeenCalled();
  expect(verifiers.enterprise.verify).not.toHaveBeenCalled();
});
