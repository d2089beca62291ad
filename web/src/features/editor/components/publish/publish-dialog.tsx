import {
  Alert,
  Button,
  CheckboxField,
  Radio,
  RadioGroupField,
  SelectField,
  SwitchField,
} from '@aws-amplify/ui-react';
import { useApolloClient, useQuery } from '@apollo/client/react';
import { useEffect, useRef, useState } from 'react';
import type { PublishChoicesQuery as ChoicesAnswer } from '#graphql/generated/operations.ts';
import { previewImageOf, previewSubtitle } from '#contract/story-preview.ts';
import { imageUrl } from '#web/lib/format/image-url.ts';
import { AccountSurface } from '#web/ui/account-surface/account-surface.tsx';
import type { DraftDocument } from '../../autosave/draft-document.ts';
import {
  followedPublicationsShown,
  PublishChoicesQuery,
  PublishPostMutation,
} from '../../api/publish-operations.ts';
import {
  initialForm,
  publicationChoices,
  publishOutcome,
  toPublishInput,
  type PublishForm,
  type PublishOutcome,
} from './publish-form.ts';
import { publishTexts } from './publish-texts.ts';
import { TagField } from './tag-field.tsx';

export interface PublishDialogProps {
  postId: string;
  /** The draft as saved: what the card preview shows and what the publish copies. */
  document: DraftDocument;
  onClose: () => void;
  onPublished: (outcome: Extract<PublishOutcome, { kind: 'published' }>) => void;
}

/**
 * The publish dialog (a modal <dialog>; its fields are Amplify UI's, themed as Folio): the card's
 * preview, tags, visibility, member-only, publication, responses and followers. Loaded only when the
 * writer asks to publish.
 */
export default function PublishDialog({ postId, document, onClose, onPublished }: PublishDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  return (
    <dialog ref={dialog} className="publish-dialog" aria-label={publishTexts.dialogLabel} onClose={onClose}>
      <AccountSurface>
        <div className="publish-dialog__body">
          <StoryPreview document={document} />
          <PublishChoices
            postId={postId}
            onCancel={() => dialog.current?.close()}
            onPublished={onPublished}
          />
        </div>
      </AccountSurface>
    </dialog>
  );
}

function StoryPreview({ document }: { document: DraftDocument }) {
  const image = previewImageOf(document.paragraphs);
  return (
    <section className="publish-dialog__preview" aria-label={publishTexts.preview}>
      <h2 className="publish-dialog__heading">{publishTexts.preview}</h2>
      {image?.metadata?.id && (
        <img className="publish-dialog__image" src={imageUrl(image.metadata.id)} alt="" />
      )}
      <p className="publish-dialog__title">{document.title.trim() || publishTexts.untitled}</p>
      <p className="publish-dialog__subtitle">{previewSubtitle(document)}</p>
      <p className="publish-dialog__hint">{publishTexts.previewHint}</p>
    </section>
  );
}

function PublishChoices({
  postId,
  onCancel,
  onPublished,
}: {
  postId: string;
  onCancel: () => void;
  onPublished: PublishDialogProps['onPublished'];
}) {
  const choices = useQuery(PublishChoicesQuery, {
    variables: { postId, followed: { limit: followedPublicationsShown } },
    fetchPolicy: 'network-only',
  });
  if (choices.error) {
    return (
      <section className="publish-dialog__choices">
        <Alert variation="error">{publishTexts.loadFailed}</Alert>
        <Button onClick={() => void choices.refetch()}>{publishTexts.retry}</Button>
      </section>
    );
  }
  if (!choices.data) {
    return (
      <section className="publish-dialog__choices" aria-busy="true">
        {publishTexts.loading}
      </section>
    );
  }
  return (
    <PublishFormView postId={postId} choices={choices.data} onCancel={onCancel} onPublished={onPublished} />
  );
}

function PublishFormView({
  postId,
  choices,
  onCancel,
  onPublished,
}: {
  postId: string;
  choices: ChoicesAnswer;
  onCancel: () => void;
  onPublished: PublishDialogProps['onPublished'];
}) {
  const [form, setForm] = useState<PublishForm>(() => initialForm(choices));
  const [refusal, setRefusal] = useState<string | null>(null);
  // client.mutate, not useMutation: Apollo's hooks go to every page's shared chunk once one page uses them.
  const client = useApolloClient();
  const [loading, setLoading] = useState(false);
  const publications = publicationChoices(choices);
  const chosen = publications.find((publication) => publication.id === form.collectionId);
  const change = (next: Partial<PublishForm>) => setForm((current) => ({ ...current, ...next }));

  const submit = async () => {
    setRefusal(null);
    setLoading(true);
    try {
      const { data } = await client.mutate({
        mutation: PublishPostMutation,
        variables: { input: toPublishInput(postId, form) },
      });
      const outcome = data ? publishOutcome(data.publishPost) : null;
      if (outcome?.kind === 'published') onPublished(outcome);
      else setRefusal(outcome?.message ?? publishTexts.failed);
    } catch {
      setRefusal(publishTexts.failed);
    } finally {
      setLoading(false);
    }
  };

  return (
    // Not a <form>: Enter in the tag field adds a tag, it must not publish.
    <div className="publish-dialog__choices">
      {choices.viewer && (
        <p className="publish-dialog__to">{publishTexts.publishingTo(choices.viewer.name)}</p>
      )}
      <TagField tags={form.tags} onChange={(tags) => change({ tags })} />
      <RadioGroupField
        legend={publishTexts.visibility}
        name="visibility"
        value={form.visibility}
        onChange={(event) => change({ visibility: event.target.value as PublishForm['visibility'] })}
      >
        <Radio value="PUBLIC">{publishTexts.visibilityPublic}</Radio>
        <Radio value="UNLISTED">{publishTexts.visibilityUnlisted}</Radio>
      </RadioGroupField>
      <SwitchField
        label={publishTexts.memberOnly}
        labelPosition="end"
        isChecked={form.visibility === 'PUBLIC' && form.isLocked}
        isDisabled={form.visibility !== 'PUBLIC'}
        onChange={(event) => change({ isLocked: event.target.checked })}
      />
      <p className="publish-dialog__hint">
        {form.visibility === 'PUBLIC' ? publishTexts.memberOnlyHint : publishTexts.memberOnlyUnlisted}
      </p>
      {publications.length > 0 && (
        <SelectField
          label={publishTexts.publication}
          value={form.collectionId ?? ''}
          descriptiveText={chosen?.submitted ? publishTexts.submitHint : undefined}
          onChange={(event) => change({ collectionId: event.target.value || null })}
        >
          <option value="">{publishTexts.noPublication}</option>
          {publications.map((publication) => (
            <option key={publication.id} value={publication.id}>
              {publication.submitted ? publishTexts.submitted(publication.name) : publication.name}
            </option>
          ))}
        </SelectField>
      )}
      <SwitchField
        label={publishTexts.allowResponses}
        labelPosition="end"
        isChecked={form.allowResponses}
        onChange={(event) => change({ allowResponses: event.target.checked })}
      />
      <CheckboxField
        label={publishTexts.notifyFollowers}
        name="notifyFollowers"
        checked={form.notifyFollowers}
        onChange={(event) => change({ notifyFollowers: event.target.checked })}
      />
      {refusal && (
        <Alert variation="error" role="alert">
          {refusal}
        </Alert>
      )}
      <div className="publish-dialog__actions">
        <Button variation="link" onClick={onCancel}>
          {publishTexts.cancel}
        </Button>
        <Button
          variation="primary"
          isLoading={loading}
          loadingText={publishTexts.publishing}
          onClick={() => void submit()}
        >
          {chosen?.submitted ? publishTexts.submitNow : publishTexts.publishNow}
        </Button>
      </div>
    </div>
  );
}
