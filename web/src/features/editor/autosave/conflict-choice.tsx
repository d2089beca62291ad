import type { DraftDocument } from './draft-document.ts';
import { autosaveTexts } from './autosave-texts.ts';

function Version({ heading, document }: { heading: string; document: DraftDocument }) {
  return (
    <section className="conflict-choice__version" aria-label={heading}>
      <h3>{heading}</h3>
      <p className="conflict-choice__title">{document.title || autosaveTexts.untitled}</p>
      {document.subtitle && <p className="conflict-choice__subtitle">{document.subtitle}</p>}
      <div className="conflict-choice__body">
        {document.paragraphs.map((paragraph) => (
          <p key={paragraph.name}>{paragraph.text}</p>
        ))}
      </div>
    </section>
  );
}

/**
 * Both texts of a conflicting draft side by side, and the choice between them: nothing is saved, and
 * nothing is lost, until the writer picks one.
 */
export function ConflictChoice({
  mine,
  theirs,
  onChoose,
}: {
  mine: DraftDocument;
  theirs: DraftDocument;
  onChoose: (choice: 'mine' | 'theirs') => void;
}) {
  return (
    <div className="conflict-choice" role="alertdialog" aria-labelledby="conflict-choice-heading">
      <h2 id="conflict-choice-heading">{autosaveTexts.conflictHeading}</h2>
      <p>{autosaveTexts.conflictBody}</p>
      <div className="conflict-choice__versions">
        <Version heading={autosaveTexts.mine} document={mine} />
        <Version heading={autosaveTexts.theirs} document={theirs} />
      </div>
      <div className="conflict-choice__actions">
        <button type="button" onClick={() => onChoose('mine')}>
          {autosaveTexts.keepMine}
        </button>
        <button type="button" onClick={() => onChoose('theirs')}>
          {autosaveTexts.takeTheirs}
        </button>
      </div>
    </div>
  );
}
