import { blogEditorDirty, type blogEditorMachine } from '@store-ops/machines';
import { BlogEditorScreen } from '@store-ops/ui';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';

/** The blog editor machine wired to the Blog Posts screen (the route and QA/Blog editor). */
export function BlogEditor({ actor }: { actor: ActorRefFrom<typeof blogEditorMachine> }) {
  const snapshot = useSelector(actor, (s) => s);
  const { context } = snapshot;
  const send = actor.send;
  return (
    <BlogEditorScreen
      posts={context.posts}
      loadError={snapshot.matches('loadFailed') ? context.error : null}
      onRetry={() => send({ type: 'blog.retry' })}
      editor={
        context.editor && {
          id: context.editor.id,
          draft: context.editor.draft,
          published: context.editor.published,
          errors: context.editor.errors,
          error: context.editor.error,
          saving: snapshot.hasTag('busy'),
          dirty: blogEditorDirty(context),
        }
      }
      conflict={snapshot.matches('conflict') ? context.conflict : null}
      deleting={
        snapshot.matches('confirmingDelete') || snapshot.matches('deleting') ? context.deleting : null
      }
      notice={context.notice}
      onNew={() => send({ type: 'blog.new' })}
      onEdit={(id) => send({ type: 'blog.edit', id })}
      onChange={(draft) => send({ type: 'blog.change', draft })}
      onSave={() => send({ type: 'blog.save' })}
      onPublish={() => send({ type: 'blog.publish' })}
      onUnpublish={() => send({ type: 'blog.unpublish' })}
      onCancel={() => send({ type: 'blog.cancel' })}
      onKeepMine={() => send({ type: 'blog.keepMine' })}
      onTakeTheirs={() => send({ type: 'blog.takeTheirs' })}
      onDelete={(id) => send({ type: 'blog.delete', id })}
      onConfirmDelete={() => send({ type: 'blog.confirmDelete' })}
      onCancelDelete={() => send({ type: 'blog.cancel' })}
    />
  );
}
