import { codeIn, startAuth, type AuthHarness } from '#fixtures/auth.ts';

/**
 * The five-guesses rule of login codes under concurrency, against DynamoDB Local: bursts of twelve
 * concurrent verifyLoginCode calls, eleven wrong guesses and the right code at a different place in
 * each burst. A burst ends one way only: the right code is accepted before the fifth wrong guess, or
 * the fifth wrong guess kills the code (TooManyRequests) and nothing is accepted — never both.
 */
let auth: AuthHarness;
beforeAll(async () => {
  auth = await startAuth();
});
afterAll(() => auth.table.close());

const bursts = 24;
const callsPerBurst = 12;

/** Another 6-digit code than `code`: the `offset`-th after it. */
const wrongCode = (code: string, offset: number) =>
  String((Number(code) + offset) % 1_000_000).padStart(6, '0');

async function burst(serial: number): Promise<string[]> {
  const email = `burst${serial}@example.com`;
  // Its own address and IP: the rate limits of one burst never reach another.
  const ip = `203.0.113.${serial + 1}`;
  await auth.repository.createUser({
    id: `burst${String(serial).padStart(7, '0')}`,
    name: 'Burst Reader',
    email,
    usernameCandidates: [`burst${serial}`],
    createdAt: auth.clock.now,
  });
  await auth.sendAcctAuthEmail({ email, operation: 'login', type: 'code' }, ip);
  const code = codeIn(auth, email);
  const rightAt = serial % callsPerBurst;
  const guesses = Array.from({ length: callsPerBurst }, (_, index) =>
    index === rightAt ? code : wrongCode(code, index + 1),
  );
  const answers = await Promise.all(
    guesses.map((loginCode) => auth.verifyLoginCode({ email, loginCode }, ip)),
  );
  return answers.map((answer) => String(answer.__typename));
}

test('in every burst, either the right code is accepted once or the code is killed, never both', async () => {
  const outcomes: string[][] = [];
  for (let serial = 0; serial < bursts; serial += 1) outcomes.push(await burst(serial));

  const accepted = (names: string[]) => names.filter((name) => name === 'AccountToken').length;
  const killed = (names: string[]) => names.includes('TooManyRequests');
  expect(outcomes.filter((names) => killed(names) && accepted(names) > 0)).toEqual([]);
  expect(outcomes.every((names) => accepted(names) + (killed(names) ? 1 : 0) === 1)).toBe(true);
  // 24 bursts of 12 concurrent requests: about 11 s alone, 30 s on a loaded machine.
}, 90_000);
