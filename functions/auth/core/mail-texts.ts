/** What the auth e-mails (sign-in, address confirmation) share. */

/** The product's name in e-mails (the web client's texts are not the server's to import). */
export const productName = 'Folio';
