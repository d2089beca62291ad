import {
  acknowledgements,
  allFindings,
  unacknowledgedAnnotations,
  unacknowledgedFindings,
} from './nag-report.ts';
import type { SynthesizedFolio } from './synth.ts';
import { defaultFolio } from './default-app.ts';
import { captchaNoneWarning } from '#infra/api-stack.ts';

let folio: SynthesizedFolio;
beforeAll(() => {
  folio = defaultFolio();
});

test('cdk-nag AwsSolutions leaves no unacknowledged error or warning', () => {
  expect(unacknowledgedFindings(folio)).toEqual([]);
});

test('every cdk-nag acknowledgement answers a finding that exists at or under its construct', () => {
  const findings = allFindings(folio);
  const stale = acknowledgements(folio)
    .map((ack) => ({ ...ack, rule: ack.id.replace(/^annotation::/i, '') }))
    .filter((ack) => ack.rule.startsWith('AwsSolutions-'))
    .filter(
      (ack) =>
        !findings.some(
          (f) => f.rule === ack.rule && (f.path === ack.path || f.path.startsWith(`${ack.path}/`)),
        ),
    )
    .map((ack) => `${ack.path} ${ack.rule}`);
  expect(stale).toEqual([]);
});

test('every acknowledgement carries a specific reason', () => {
  const all = acknowledgements(folio);
  expect(all.length).toBeGreaterThan(10);
  for (const { path, id, reason } of all) {
    expect({ path, id, reasonLength: reason.trim().length >= 20 }).toEqual({ path, id, reasonLength: true });
  }
});

test('no acknowledgement hides a whole rule family where cdk-nag reports single findings', () => {
  const broad = acknowledgements(folio).filter((ack) => /AwsSolutions-IAM[45]$/.test(ack.id));
  expect(broad).toEqual([]);
});

test('CDK itself reports no unacknowledged warning or error but the missing captcha, which is the operator’s to see', () => {
  const others = unacknowledgedAnnotations(folio).filter((note) => !note.includes(captchaNoneWarning));
  expect(others).toEqual([]);
});
