import { flagCatalogue, isFlagName, resolveFlags } from './flags.ts';

test('without stored values every flag has its default', () => {
  const flags = resolveFlags([]);
  expect(flags.disable_login_google).toBe(false);
  expect(flags.enable_recaptcha_enterprise).toBe(true);
  expect(Object.keys(flags)).toEqual(Object.keys(flagCatalogue));
});

test('a stored value wins over the default; names the catalogue lost are ignored', () => {
  const flags = resolveFlags([
    { name: 'enable_lite_publications', value: true },
    { name: 'retired_flag', value: true },
  ]);
  expect(flags.enable_lite_publications).toBe(true);
  expect('retired_flag' in flags).toBe(false);
});

test('isFlagName knows the catalogue and nothing inherited', () => {
  expect(isFlagName('disable_lite_gift_page')).toBe(true);
  expect(isFlagName('toString')).toBe(false);
});
