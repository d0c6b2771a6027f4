import { blogEditorMachine } from '@store-ops/machines';
import { useActorRef } from '@xstate/react';
import { BlogEditor } from './blogEditor';

/** `/posts` (admins): the blog's posts, drafts too, written and published here. */
export default function BlogEditorRoute() {
  return <BlogEditor actor={useActorRef(blogEditorMachine)} />;
}
