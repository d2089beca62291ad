import { Radio, RadioGroupField } from '@aws-amplify/ui-react';
import { importTexts as texts } from '../texts.ts';

/** Whether the importer has the addresses' consent, or Folio asks each to confirm first (decision 173). */
export type ConsentChoice = 'consented' | 'ask-to-confirm';

export function ConsentChoiceField({
  value,
  onChange,
}: {
  value: ConsentChoice | null;
  onChange: (choice: ConsentChoice) => void;
}) {
  return (
    <RadioGroupField
      legend={texts.consentLegend}
      name="consent"
      value={value ?? ''}
      onChange={(event) => onChange(event.target.value as ConsentChoice)}
    >
      <Radio value="consented">{texts.consent}</Radio>
      <Radio value="ask-to-confirm">{texts.askToConfirm}</Radio>
    </RadioGroupField>
  );
}
