import { xsrfHeaderName } from '#contract/edge-headers.ts';
import { quoteCreatePath, type QuoteType } from '#contract/highlights.ts';
import { bodyHashHeader, sha256Hex } from '#web/lib/body-hash.ts';
import { readXsrfToken } from '#web/lib/session.ts';
import type { ViewerHighlight } from '../components/highlights-fragment.ts';
import type { SelectedPassage } from '../components/selected-passage.ts';

export type CreatedQuote = ViewerHighlight & { quoteType: QuoteType };
export type QuoteOutcome = { ok: true; quote: CreatedQuote } | { ok: false; message: string };

/**
 * Spec 3 §7 `/_/p/{postId}/quotes/create`: the selection menu's highlight (private or not), private note or a response's
 * quote, POSTed with the session's xsrf token (and the body's hash, as every POST to /_/ carries).
 * Never rejects: a refusal answers the server's message, a network failure `failedMessage`.
 */
export async function createQuote(
  postId: string,
  passage: Pick<SelectedPassage, 'paragraphName' | 'startOffset' | 'endOffset'>,
  options: { quoteType: QuoteType; note?: string; isPrivate?: boolean },
  failedMessage: string,
): Promise<QuoteOutcome> {
  const body = JSON.stringify({
    paragraphName: passage.paragraphName,
    startOffset: passage.startOffset,
    endOffset: passage.endOffset,
    ...options,
  });
  try {
    const response = await fetch(quoteCreatePath(postId), {
      method: 'POST',
      credentials: 'same-origin',
      headers: {
        'content-type': 'application/json',
        [bodyHashHeader]: sha256Hex(body),
        [xsrfHeaderName]: readXsrfToken() ?? '',
      },
      body,
    });
    const answer = (await response.json()) as {
      quote?: CreatedQuote;
      errors?: { message: string }[];
    };
    if (response.ok && answer.quote) return { ok: true, quote: answer.quote };
    return { ok: false, message: answer.errors?.[0]?.message ?? failedMessage };
  } catch (error) {
    console.error('Creating a quote failed.', error);
    return { ok: false, message: failedMessage };
  }
}
