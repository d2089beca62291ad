import {
  Alert,
  Button,
  Heading,
  Radio,
  RadioGroupField,
  SelectField,
  Text,
  TextAreaField,
  TextField,
  View,
} from '@aws-amplify/ui-react';
import { useState, type FormEvent } from 'react';
import type { GiftType } from '#contract/gift-plans.ts';
import type { GiftPlansQuery } from '#graphql/generated/operations.ts';
import { SignInLink } from '#web/connected/sign-in/sign-in-link.tsx';
import { formatMoney } from '#web/lib/format/money.ts';
import { useHydrated } from '#web/lib/use-hydrated.ts';
import { isSignedOut, useViewerKind } from '#web/lib/viewer-context.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import { useGiftPlansQuery } from '../api/gift-plans-query.ts';
import { useGroupGifting } from '../api/group-gifting-query.ts';
import { useStartGiftCheckout } from '../api/start-gift-checkout-mutation.ts';
import { giftTexts as texts } from '../texts.ts';
import { useQueryParameter } from './use-query-parameter.ts';

type GiftPlan = GiftPlansQuery['giftPlans'][number];
type Tier = 'MEMBER' | 'FRIEND';

const addressesOf = (typed: string) =>
  typed
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/** The form: a tier, a length (the server's prices), the recipients; Pay opens the provider's page. */
function GiftForm({ giftType, plans }: { giftType: GiftType; plans: readonly GiftPlan[] }) {
  const startCheckout = useStartGiftCheckout();
  const [tier, setTier] = useState<Tier>('MEMBER');
  const [months, setMonths] = useState(12);
  const [recipients, setRecipients] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const plan = plans.find((candidate) => candidate.tier === tier && candidate.months === months);
  const addresses = addressesOf(recipients);
  const price = (amount: number) => formatMoney(amount, plan?.price.currency ?? 'USD');

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (busy || !plan) return;
    setBusy(true);
    setProblem(null);
    const outcome = await startCheckout({
      giftType,
      tier,
      months,
      currency: plan.price.currency,
      recipientEmails: addresses,
    });
    if (outcome.__typename === 'GiftCheckout') {
      window.location.assign(outcome.url);
      return;
    }
    setBusy(false);
    setProblem(outcome.__typename === 'Failed' ? texts.tryAgain : outcome.message);
  }

  return (
    <form onSubmit={submit} noValidate>
      <RadioGroupField
        legend={texts.tierLabel}
        name="tier"
        value={tier}
        onChange={(event) => setTier(event.target.value as Tier)}
        direction="row"
      >
        <Radio value="MEMBER">{texts.tierName('MEMBER')}</Radio>
        <Radio value="FRIEND">{texts.tierName('FRIEND')}</Radio>
      </RadioGroupField>
      <SelectField
        label={texts.lengthLabel}
        name="months"
        value={String(months)}
        onChange={(event) => setMonths(Number(event.target.value))}
        marginTop="medium"
      >
        {plans
          .filter((candidate) => candidate.tier === tier)
          .map((candidate) => (
            <option key={candidate.id} value={candidate.months}>
              {texts.lengthOption(candidate.months, price(candidate.price.amount))}
            </option>
          ))}
      </SelectField>
      {giftType === 'GIFT' ? (
        <TextField
          label={texts.recipientLabel}
          name="recipient"
          type="email"
          value={recipients}
          onChange={(event) => setRecipients(event.target.value)}
          marginTop="medium"
        />
      ) : (
        <TextAreaField
          label={texts.recipientsLabel}
          descriptiveText={texts.recipientsHint}
          name="recipients"
          rows={5}
          value={recipients}
          onChange={(event) => setRecipients(event.target.value)}
          marginTop="medium"
        />
      )}
      {plan && (
        <Text marginTop="medium" fontWeight="bold" data-testid="gift-total">
          {texts.total(price(plan.price.amount * Math.max(addresses.length, 1)))}
        </Text>
      )}
      {problem && (
        <Alert role="alert" variation="error" marginTop="medium">
          {problem}
        </Alert>
      )}
      <Button type="submit" variation="primary" marginTop="medium" isDisabled={busy || !plan}>
        {busy ? texts.paying : texts.pay}
      </Button>
    </form>
  );
}

/**
 * /gift-plans (ShowLiteGiftCheckout) and /group-gift (ShowGroupGift): a signed-in buyer chooses what
 * to give and to whom, and pays once; back here with `?purchased=N`, the page says the gifts are sent.
 */
export function GiftCheckoutPage({ giftType }: { giftType: GiftType }) {
  const hydrated = useHydrated();
  const signedOut = isSignedOut(useViewerKind());
  const { data, error } = useGiftPlansQuery();
  const purchased = Number(useQueryParameter('purchased'));
  const groupGifting = useGroupGifting(giftType === 'GROUP_GIFT');

  let content;
  if (purchased > 0)
    content = (
      <Alert variation="success" role="status">
        {texts.purchased(purchased)}
      </Alert>
    );
  else if (signedOut)
    content = (
      <Text>
        {texts.signInPrompt}{' '}
        <SignInLink className="settings-link" request={{ operation: 'login' }}>
          {texts.signIn}
        </SignInLink>
      </Text>
    );
  else if (giftType === 'GROUP_GIFT' && groupGifting === false)
    content = <Text role="status">{texts.groupGiftingOff}</Text>;
  else if (data && (giftType === 'GIFT' || groupGifting))
    content = <GiftForm giftType={giftType} plans={data.giftPlans} />;
  else if (error) content = <Text role="alert">{texts.tryAgain}</Text>;
  else content = <Text aria-busy="true">{texts.loading}</Text>;

  return (
    <AccountSurface>
      <View as="main" maxWidth="var(--main-column-width)" margin="64px auto" padding="0 var(--side-margin)">
        <Heading level={1} fontWeight="bold" marginBottom="small">
          {giftType === 'GIFT' ? texts.giftTitle : texts.groupGiftTitle}
        </Heading>
        <Text marginBottom="large">{texts.intro}</Text>
        {hydrated ? content : <Text aria-busy="true">{texts.loading}</Text>}
      </View>
    </AccountSurface>
  );
}

/** /gift-plans: one gift. */
export const GiftPage = () => <GiftCheckoutPage giftType="GIFT" />;

/** /group-gift: a gift to each of 2 to 20 people. */
export const GroupGiftPage = () => <GiftCheckoutPage giftType="GROUP_GIFT" />;
