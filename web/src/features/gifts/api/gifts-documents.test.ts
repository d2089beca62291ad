import { readFileSync } from 'node:fs';
import type { DocumentNode } from 'graphql';
import { precompileDocuments } from '#web/lib/apollo/precompile-documents.ts';
import { CheckGiftCodeQuery } from './check-gift-code-query.ts';
import { GiftPlansQuery } from './gift-plans-query.ts';
import { GroupGiftingQuery } from './group-gifting-query.ts';
import { RedeemGiftCode } from './redeem-gift-code-mutation.ts';
import { StartGiftCheckout } from './start-gift-checkout-mutation.ts';

describe.each([
  ['GiftPlansQuery', GiftPlansQuery, 'gift-plans-query.ts'],
  ['GroupGiftingQuery', GroupGiftingQuery, 'group-gifting-query.ts'],
  ['CheckGiftCodeQuery', CheckGiftCodeQuery, 'check-gift-code-query.ts'],
  ['StartGiftCheckout', StartGiftCheckout, 'start-gift-checkout-mutation.ts'],
  ['RedeemGiftCode', RedeemGiftCode, 'redeem-gift-code-mutation.ts'],
] as const)('%s', (name, document, file) => {
  it('carries its operation name', () => {
    const operation = (document as DocumentNode).definitions[0];
    expect(operation?.kind === 'OperationDefinition' && operation.name?.value).toBe(name);
  });

  it('is parsed at build time like every other document', () => {
    const source = readFileSync(`${__dirname}/${file}`, 'utf8');
    expect(precompileDocuments(source, '/with-fragments.ts')).toContain(`"value":"${name}"`);
  });

  it('never sends an amount: prices are the server’s', () => {
    expect(readFileSync(`${__dirname}/${file}`, 'utf8')).not.toMatch(/\$amount|amount:/);
  });
});
