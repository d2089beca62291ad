import { Alert, Button, Heading, Text, TextField } from '@aws-amplify/ui-react';
import { useEffect, useState, type FormEvent } from 'react';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { useCheckGiftCode } from '../api/check-gift-code-query.ts';
import { useRedeemGiftCode, type RedeemGiftCodeOutcome } from '../api/redeem-gift-code-mutation.ts';
import { giftTexts as texts } from '../texts.ts';

/** Spec 2 §2's redeem anchor: the section a link to #redeemGiftMembership scrolls to. */
export const redeemAnchor = 'redeemGiftMembership';

function outcomeText(outcome: RedeemGiftCodeOutcome): { text: string; success: boolean } {
  switch (outcome.__typename) {
    case 'GiftRedemption':
      return {
        text: texts.redeemed(
          outcome.tier,
          new Date(outcome.endsAt * 1000).toLocaleDateString('en-US', { dateStyle: 'long' }),
        ),
        success: true,
      };
    case 'GiftCodeCheck':
      return { text: texts.results[outcome.result], success: false };
    case 'Failed':
      return { text: texts.tryAgain, success: false };
    default:
      return { text: outcome.message, success: false };
  }
}

/**
 * The redeem form (/redeem-gift, and /gift with a code): a code given in the address is checked at once
 * (what the gift is, or why it cannot be redeemed); Redeem makes the reader a member for its months.
 */
export function RedeemGift({ initialCode }: { initialCode: string }) {
  const signedOut = isSignedOut(useViewerKind());
  const check = useCheckGiftCode();
  const redeem = useRedeemGiftCode();
  const [code, setCode] = useState(initialCode);
  const [about, setAbout] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ text: string; success: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => setCode(initialCode), [initialCode]);
  useEffect(() => {
    if (!initialCode || signedOut) return;
    void check(initialCode).then((outcome) => {
      if (outcome.__typename !== 'GiftCodeCheck') return;
      setAbout(
        outcome.result === 'VALID' && outcome.tier && outcome.months
          ? texts.giftOf(outcome.tier, outcome.months)
          : texts.results[outcome.result],
      );
    });
  }, [initialCode, signedOut, check]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !code.trim()) return;
    setBusy(true);
    setAnswer(outcomeText(await redeem(code.trim())));
    setBusy(false);
  }

  return (
    <section id={redeemAnchor} aria-labelledby={`${redeemAnchor}-title`}>
      <Heading level={2} id={`${redeemAnchor}-title`} marginBottom="small">
        {texts.redeemTitle}
      </Heading>
      {signedOut ? (
        <Text>
          {texts.signInPrompt}{' '}
          <SignInLink className="settings-link" request={{ operation: 'login' }}>
            {texts.signIn}
          </SignInLink>
        </Text>
      ) : (
        <form onSubmit={submit} noValidate>
          {about && <Text marginBottom="small">{about}</Text>}
          <TextField
            label={texts.codeLabel}
            name="giftCode"
            autoComplete="off"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <Button type="submit" variation="primary" marginTop="medium" isDisabled={busy}>
            {busy ? texts.redeeming : texts.redeem}
          </Button>
          {answer && (
            <Alert role="status" marginTop="medium" variation={answer.success ? 'success' : 'warning'}>
              {answer.text}
            </Alert>
          )}
        </form>
      )}
    </section>
  );
}
