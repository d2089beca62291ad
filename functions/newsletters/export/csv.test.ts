import { csvField, subscribersCsv } from './csv.ts';

describe('subscribersCsv', () => {
  it('writes a header and one address a row', () => {
    expect(subscribersCsv(['a@folio.example', 'b@folio.example'])).toBe(
      'email\r\na@folio.example\r\nb@folio.example\r\n',
    );
  });

  it('quotes commas, quotes and line breaks, doubling quotes', () => {
    expect(csvField('a,b')).toBe('"a,b"');
    expect(csvField('say "hi"')).toBe('"say ""hi"""');
    expect(csvField('a\nb')).toBe('"a\nb"');
  });

  it('keeps spreadsheet formulas from running', () => {
    expect(csvField('=HYPERLINK("x")')).toBe('"\'=HYPERLINK(""x"")"');
    expect(csvField('+1@folio.example')).toBe('"\'+1@folio.example"');
  });
});
