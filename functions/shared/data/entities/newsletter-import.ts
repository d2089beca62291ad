/** Where an import is: checked (a report, nothing imported), queued, or every chunk done. */
export const newsletterImportStates = ['VALIDATED', 'IMPORTING', 'DONE'] as const;

/**
 * One mailing-list import into a newsletter (decision 168): the validation report of its CSV, made
 * before anything is imported, then the progress of its asynchronous import (`processed` of `total`
 * addresses), moved once per chunk (`chunksDone`), so a redelivered chunk counts nothing twice. Kept
 * 30 days (`expiresAt`), like the addresses it names.
 */
export const newsletterImportSchema = {
  model: { entity: 'newsletterImport', version: '1', service: 'folio' },
  attributes: {
    id: { type: 'string', required: true },
    newsletterId: { type: 'string', required: true },
    /** Who uploaded it: the newsletter's writer or one of its publication's editors. */
    importedBy: { type: 'string', required: true },
    state: { type: newsletterImportStates, required: true },
    /** Rows read (without a header row), valid new addresses, addresses already subscribed. */
    rowCount: { type: 'number', required: true },
    total: { type: 'number', required: true },
    alreadySubscribedCount: { type: 'number', required: true },
    /** The first bad rows (row number and what it held) and duplicate rows, for the report. */
    badRows: {
      type: 'list',
      items: { type: 'map', properties: { row: { type: 'number' }, value: { type: 'string' } } },
    },
    badRowCount: { type: 'number', required: true },
    duplicateRows: {
      type: 'list',
      items: { type: 'map', properties: { row: { type: 'number' }, value: { type: 'string' } } },
    },
    duplicateRowCount: { type: 'number', required: true },
    chunkCount: { type: 'number', required: true },
    /** Set when the import starts: whether the writer has the subscribers' consent (else each is asked). */
    hasConsent: { type: 'boolean' },
    processed: { type: 'number', default: 0 },
    /** Without consent: addresses sent a confirmation e-mail (decision 173), counted with their chunk. */
    askedToConfirm: { type: 'number', default: 0 },
    chunksDone: { type: 'set', items: 'number' },
    createdAt: { type: 'number', required: true, readOnly: true },
    /** Epoch seconds (the table's TTL). */
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byId: { pk: { field: 'pk', composite: ['id'] }, sk: { field: 'sk', composite: [] } },
  },
} as const;

/**
 * The valid new addresses of an import, at most `addressesPerImportChunk` an item, written with its
 * report: each is one job of the import, which reads only its chunk. Expire with the import.
 */
export const newsletterImportChunkSchema = {
  model: { entity: 'newsletterImportChunk', version: '1', service: 'folio' },
  attributes: {
    importId: { type: 'string', required: true },
    index: { type: 'number', required: true },
    addresses: { type: 'list', items: { type: 'string' }, required: true },
    expiresAt: { type: 'number', required: true },
  },
  indexes: {
    byImport: {
      pk: { field: 'pk', composite: ['importId'] },
      sk: { field: 'sk', composite: ['index'] },
    },
  },
} as const;

/** Addresses per chunk: one job's work (each a transaction), well inside a message and an item. */
export const addressesPerImportChunk = 100;
