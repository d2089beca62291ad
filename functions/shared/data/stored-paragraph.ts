import type { EntityItem } from 'electrodb';
import type { FolioData } from './data.ts';

/** One paragraph of a story's body as stored (`postContent`): what the page and the e-mail render. */
export type StoredParagraph = EntityItem<FolioData['entities']['postContent']>['paragraphs'][number];
