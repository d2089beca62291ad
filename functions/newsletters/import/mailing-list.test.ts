import { readMailingList } from './mailing-list.ts';

test('a header row names the address column; other columns, blank rows and case are tolerated', () => {
  const list = readMailingList('Name,Email\r\nAda,ada@folio.example\r\n\r\n"Lee, B",LEE@Folio.example\r\n');
  expect(list).toEqual({
    addresses: ['ada@folio.example', 'lee@folio.example'],
    rowCount: 2,
    badRows: [],
    duplicateRows: [],
  });
});

test('without a header the first column is read; bad addresses and duplicates are reported with their rows', () => {
  const list = readMailingList('a@folio.example\nnot-an-address\nA@folio.example,x\nb@folio\n');
  expect(list.addresses).toEqual(['a@folio.example']);
  expect(list.badRows).toEqual([
    { row: 2, value: 'not-an-address' },
    { row: 4, value: 'b@folio' },
  ]);
  expect(list.duplicateRows).toEqual([{ row: 3, value: 'A@folio.example' }]);
  expect(list.rowCount).toBe(4);
});
