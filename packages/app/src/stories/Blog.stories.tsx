// QA/Blog: the real blog editor machine behind the admins' editor (the app's own wiring, `BlogEditor`),
// its requests answered from the QA panel by a fake server that keeps a small blog in memory (drafts
// and published posts, versions, 409 on a stale version, 400 on a taken address). "Someone else saves"
// changes a post behind the editor's back, to step through a conflict. The public blog's pages are the
// server's (routes/pages), rendered from the ui's blog screens, whose stories show them.
import { apiPaths, BLOG_MESSAGES, type BlogCreate, type BlogUpdate } from '@store-ops/domain';
import { blogEditorBrowserDefaults, blogEditorMachine } from '@store-ops/machines';
import { Button } from '@store-ops/ui';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useActorRef, useSelector } from '@xstate/react';
import { useState } from 'react';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { BlogEditor } from '../routes/admin/blogEditor';
import { expectNoDeadEnds } from './machineInspector';
import {
  type Answer,
  apiFailureAnswers,
  clearStaleAnnouncements,
  expectPending,
  expectState,
  json,
  type PendingRequest,
  press,
  QaPanel,
  useFakeServer,
} from './qa';

/** A post as the server's editor API sends it (dates as ISO strings). */
interface WireRow {
  id: number;
  slug: string;
  title: string;
  body: string;
  published_at: string | null;
  version: number;
  updated_at: string;
  updated_by_email: string | null;
}

const ADMIN = 'admin@example.com';
const THEM = 'editor@example.com';
/** What "Someone else saves" writes into the Clock-in variance post. */
const THEIR_BODY = 'Late now means more than 5 minutes after the shift starts.';

/** Four posts: a draft (the newest change) and three published ones. */
const initialRows = (): WireRow[] => [
  {
    id: 4,
    slug: 'weather-in-the-report-context',
    title: 'Weather in the report context',
    body: 'The assistant now sees the day’s weather next to sales and labour.',
    published_at: null,
    version: 1,
    updated_at: '2026-11-26T14:05:00.000Z',
    updated_by_email: ADMIN,
  },
  {
    id: 3,
    slug: 'prompts-library',
    title: 'Prompts: your daily questions, one slash away',
    body: 'Save the questions you ask the assistant every day.\n\n## What you can do\n\n- Share a prompt.\n- Restore an older version.',
    published_at: '2026-11-25T23:30:00.000Z',
    version: 3,
    updated_at: '2026-11-25T23:30:00.000Z',
    updated_by_email: ADMIN,
  },
  {
    id: 2,
    slug: 'clock-in-variance',
    title: 'Clock-in variance in the daily report',
    body: 'The daily report now compares every scheduled shift with the first clock-in that overlaps it.',
    published_at: '2026-10-12T08:00:00.000Z',
    version: 2,
    updated_at: '2026-10-14T09:30:00.000Z',
    updated_by_email: null,
  },
  {
    id: 1,
    slug: 'brand-themes',
    title: 'Seven brand themes, in light and dark',
    body: 'Pick your brand in Settings: Store Ops now comes in seven themes.',
    published_at: '2026-09-03T10:00:00.000Z',
    version: 0,
    updated_at: '2026-09-03T10:00:00.000Z',
    updated_by_email: ADMIN,
  },
];

const notFound = (message: string) => json(404, 'Not Found', { error: { code: 'not_found', message } });
const slugTaken = () =>
  json(400, 'Bad Request', { error: { code: 'slug_taken', message: BLOG_MESSAGES.slugTaken } });
const conflict = (current: WireRow) =>
  json(409, 'Conflict', {
    error: { code: 'conflict', message: 'This row was changed by someone else. Reload it and try again.' },
    current,
  });
const newestFirst = (key: 'published_at' | 'updated_at') => (a: WireRow, b: WireRow) =>
  (b[key] ?? '').localeCompare(a[key] ?? '');

/** The blog routes of the fake server, over posts kept in memory; every write is a minute later. */
function createBlog() {
  const rows = initialRows();
  let clock = Date.parse('2026-11-27T09:00:00.000Z');
  const now = () => {
    clock += 60_000;
    return new Date(clock).toISOString();
  };
  let nextId = 5;

  const answer = ({ method, path, body }: PendingRequest): Response => {
    const url = new URL(path, 'http://qa.invalid');
    if (method === 'GET' && url.pathname === apiPaths.blogEditorPosts)
      return json(200, 'OK', [...rows].sort(newestFirst('updated_at')));
    if (method === 'POST' && url.pathname === apiPaths.blogPosts) {
      const { published: publish, ...fields } = body as BlogCreate;
      if (rows.some((r) => r.slug === fields.slug)) return slugTaken();
      const at = now();
      const row: WireRow = {
        ...fields,
        id: nextId++,
        published_at: publish ? at : null,
        version: 0,
        updated_at: at,
        updated_by_email: ADMIN,
      };
      rows.push(row);
      return json(201, 'Created', row);
    }
    const tail = url.pathname.match(/^\/api\/blog\/posts\/([^/]+)$/)?.[1];
    if (tail === undefined || method === 'GET') return notFound('Not found.');
    // The editor's writes, by id and against a version.
    const row = rows.find((r) => r.id === Number(tail));
    if (!row) return notFound(BLOG_MESSAGES.notFound);
    if (method === 'DELETE') {
      if (Number(url.searchParams.get('version')) !== row.version) return conflict(row);
      rows.splice(rows.indexOf(row), 1);
      return new Response(null, { status: 204 });
    }
    const { version, published: publish, ...fields } = body as BlogUpdate;
    if (version !== row.version) return conflict(row);
    if (fields.slug !== undefined && rows.some((r) => r !== row && r.slug === fields.slug))
      return slugTaken();
    const at = now();
    Object.assign(row, fields, {
      // Publishing keeps the first publication date; unpublishing makes it a draft again.
      published_at: publish === undefined ? row.published_at : publish ? (row.published_at ?? at) : null,
      version: row.version + 1,
      updated_at: at,
      updated_by_email: ADMIN,
    });
    return json(200, 'OK', row);
  };

  /** Another admin's save of the Clock-in variance post. */
  const someoneElseSaves = () => {
    const row = rows.find((r) => r.id === 2);
    if (row)
      Object.assign(row, {
        body: THEIR_BODY,
        version: row.version + 1,
        updated_at: now(),
        updated_by_email: THEM,
      });
  };
  return { answer, someoneElseSaves };
}

/** The JSON body of the oldest waiting request, for QA to read what the machine sent. */
function SentBody({ pending }: { pending: readonly PendingRequest[] }) {
  const body = pending[0]?.body;
  return (
    <>
      Request body:{' '}
      <output data-testid="request-body" style={{ overflowWrap: 'anywhere' }}>
        {body === undefined ? 'none' : JSON.stringify(body)}
      </output>
    </>
  );
}

function ConnectedBlogEditor() {
  const [server, pending] = useFakeServer();
  const [blog] = useState(createBlog);
  const [machine] = useState(() => blogEditorMachine.provide(blogEditorBrowserDefaults(server.api)));
  const actor = useActorRef(machine);
  const value = useSelector(actor, (s) => s.value);
  const answers: Answer[] = [{ label: 'Server answers', make: blog.answer }, ...apiFailureAnswers];
  return (
    <>
      <QaPanel state={value} server={server} pending={pending} answers={answers} inspect={actor} floating>
        <SentBody pending={pending} />
        <Button size="sm" variant="secondary" onPress={blog.someoneElseSaves}>
          Someone else saves Clock-in variance
        </Button>
      </QaPanel>
      <div style={{ paddingTop: 220 }}>
        <BlogEditor actor={actor} />
      </div>
    </>
  );
}

const meta = {
  title: 'QA/Blog',
  component: ConnectedBlogEditor,
  parameters: { layout: 'fullscreen' },
  beforeEach: clearStaleAnnouncements,
  afterEach: expectNoDeadEnds,
} satisfies Meta<typeof ConnectedBlogEditor>;
export default meta;
type Story = StoryObj<typeof meta>;

// ---- play helpers ------------------------------------------------------------------------------

const body = () => within(document.body);
const panel = () => within(body().getByRole('region', { name: 'QA panel' }));
const editorScreen = (el: HTMLElement) =>
  el.querySelector('[data-component="BlogEditorScreen"]') as HTMLElement;
/** The editor's notice (`Post saved.`), empty when there is none. */
const notice = (el: HTMLElement) => within(editorScreen(el)).getByRole('status');
/** The open editor, by its heading (`New post` or `Edit post`). */
const editor = async (el: HTMLElement, name: 'New post' | 'Edit post') =>
  within(await within(el).findByRole('region', { name }));
const field = (ed: ReturnType<typeof within>, name: 'Title' | 'Address' | 'Body') =>
  ed.getByRole('textbox', { name });
const editorButtons = (ed: ReturnType<typeof within>) =>
  ed
    .getAllByRole('button')
    .filter((b: HTMLElement) => b.closest('form'))
    .map((b: HTMLElement) => b.textContent);
const rowTitles = (el: HTMLElement) =>
  [...el.querySelectorAll('li[data-post-id] h2')].map((h) => h.textContent);
const row = (el: HTMLElement, id: number) => el.querySelector(`li[data-post-id="${id}"]`) as HTMLElement;

/** Waits until the oldest waiting request's JSON body is `expected`. */
const expectSent = (expected: unknown) =>
  waitFor(() => expect(JSON.parse(panel().getByTestId('request-body').textContent ?? '')).toEqual(expected));

async function loadEditor(el: HTMLElement) {
  await expectState('loading');
  await expectPending('GET /api/blog/editor/posts');
  await press('Server answers');
  await expectState('ready');
  await waitFor(() =>
    expect(rowTitles(el)).toEqual([
      'Weather in the report context',
      'Prompts: your daily questions, one slash away',
      'Clock-in variance in the daily report',
      'Seven brand themes, in light and dark',
    ]),
  );
}

// ---- the editor ---------------------------------------------------------------------------------

/**
 * Writing a new post: empty fields refused, saved as a draft, then published.
 *
 * How to reach each state:
 * 1. `loading`: on load (GET /api/blog/editor/posts waits).
 * 2. `ready` (every post, the draft too, newest change first): in the QA panel press **Server answers**.
 * 3. `editing` ("New post"): press **New post**.
 * 4. `editing` (each field names its error, nothing sent): press **Save draft** with the fields empty.
 * 5. `editing` (the errors go): type a **Title** (it fills **Address**) and a **Body**.
 * 6. `saving` (POST /api/blog/posts as a draft): press **Save draft**.
 * 7. `editing` ("Post saved.", now "Edit post"): press **Server answers**.
 * 8. `saving` (PUT /api/blog/posts/5 with published true): press **Publish**.
 * 9. `editing` ("Post published.", **Unpublish** offered): press **Server answers**.
 */
export const EditorWriteAndPublish: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loads every post, the draft too, newest change first', () => loadEditor(el));
    await step('New post: Save draft with empty fields names each and sends nothing', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'New post' }));
      await expectState('editing');
      const ed = await editor(el, 'New post');
      await expect(editorButtons(ed)).toEqual(['Save draft', 'Publish', 'Cancel']);
      await userEvent.click(ed.getByRole('button', { name: 'Save draft' }));
      await expectState('editing');
      await expectPending('none');
      await expect(ed.getByText('Enter a title.')).toBeVisible();
      await expect(ed.getByText('Enter the address of the post.')).toBeVisible();
      await expect(ed.getByText('Write the post.')).toBeVisible();
      await expect(field(ed, 'Title')).toHaveAttribute('aria-invalid', 'true');
    });
    await step('The title fills the Address; the errors go as the fields are filled', async () => {
      const ed = await editor(el, 'New post');
      await userEvent.type(field(ed, 'Title'), "Spring menu: what's new?");
      await expect(field(ed, 'Address')).toHaveValue('spring-menu-what-s-new');
      await expect(ed.queryByText('Enter a title.')).toBeNull();
      await expect(ed.queryByText('Enter the address of the post.')).toBeNull();
      await userEvent.type(field(ed, 'Body'), 'Three new salads and a soup.');
      await expect(ed.queryByText('Write the post.')).toBeNull();
    });
    await step('Save draft: POST as a draft; the answer is "Post saved." and the post on top', async () => {
      const ed = await editor(el, 'New post');
      await userEvent.click(ed.getByRole('button', { name: 'Save draft' }));
      await expectState('saving');
      await expectPending('POST /api/blog/posts');
      await expectSent({
        slug: 'spring-menu-what-s-new',
        title: "Spring menu: what's new?",
        body: 'Three new salads and a soup.',
        published: false,
      });
      await press('Server answers');
      await expectState('editing');
      await waitFor(() => expect(notice(el)).toHaveTextContent(/^Post saved\.$/));
      const saved = await editor(el, 'Edit post');
      await expect(field(saved, 'Title')).toHaveValue("Spring menu: what's new?");
      await expect(editorButtons(saved)).toEqual(['Save draft', 'Publish', 'Cancel', 'Delete']);
      await expect(rowTitles(el)[0]).toBe("Spring menu: what's new?");
      await expect(within(row(el, 5)).getByText('Draft')).toBeVisible();
    });
    await step('Publish: PUT with published true; "Post published." and Unpublish', async () => {
      const ed = await editor(el, 'Edit post');
      await userEvent.click(ed.getByRole('button', { name: 'Publish' }));
      await expectState('saving');
      await expectPending('PUT /api/blog/posts/5');
      await expectSent({
        slug: 'spring-menu-what-s-new',
        title: "Spring menu: what's new?",
        body: 'Three new salads and a soup.',
        published: true,
        version: 0,
      });
      await press('Server answers');
      await expectState('editing');
      await waitFor(() => expect(notice(el)).toHaveTextContent(/^Post published\.$/));
      const published = await editor(el, 'Edit post');
      await expect(editorButtons(published)).toEqual(['Save', 'Unpublish', 'Cancel', 'Delete']);
      await expect(published.getByText('Published', { selector: '[data-component="Tag"]' })).toBeVisible();
      await expect(within(row(el, 5)).getByText('Published 27 November 2026')).toBeVisible();
    });
    // The Save and Publish buttons' pending announcements (kept 7 s by React Aria) would read as
    // unnamed images to the accessibility check that follows.
    clearStaleAnnouncements();
  },
};

/**
 * Saving a post someone else saved meanwhile: the conflict, Keep mine, then Take theirs.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `ready`: in the QA panel press **Server answers**.
 * 3. `editing`: press **Edit “Clock-in variance in the daily report”**.
 * 4. `saving` (version 2): press **Someone else saves Clock-in variance**, change the **Body**, **Save**.
 * 5. `conflict` (the "Save conflict" table: theirs and mine): press **Server answers** (409).
 * 6. `saving` (against their version 3): press **Keep mine**.
 * 7. `editing` ("Post saved."): press **Server answers**.
 * 8. `saving`: again **Someone else saves Clock-in variance**, change the **Body**, press **Save**.
 * 9. `conflict`: press **Server answers**.
 * 10. `editing` (their text in the editor, nothing sent): press **Take theirs**.
 */
export const EditorConflict: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loads; Edit opens the Clock-in variance post', async () => {
      await loadEditor(el);
      await userEvent.click(
        within(el).getByRole('button', { name: 'Edit “Clock-in variance in the daily report”' }),
      );
      await expectState('editing');
      const ed = await editor(el, 'Edit post');
      await expect(field(ed, 'Body')).toHaveValue(
        'The daily report now compares every scheduled shift with the first clock-in that overlaps it.',
      );
    });
    await step('Someone else saves it; my Save (version 2) is answered 409: the conflict', async () => {
      await press('Someone else saves Clock-in variance');
      const ed = await editor(el, 'Edit post');
      await userEvent.clear(field(ed, 'Body'));
      await userEvent.type(field(ed, 'Body'), 'Mine: late is 2 minutes.');
      await userEvent.click(ed.getByRole('button', { name: 'Save' }));
      await expectState('saving');
      await expectPending('PUT /api/blog/posts/2');
      await expectSent({
        slug: 'clock-in-variance',
        title: 'Clock-in variance in the daily report',
        body: 'Mine: late is 2 minutes.',
        version: 2,
      });
      await press('Server answers');
      await expectState('conflict');
      const conflict = within(await within(el).findByRole('group', { name: 'Save conflict' }));
      await expect(conflict.getByText(/^Saved by editor@example\.com on /)).toBeVisible();
      await expect(
        conflict.getAllByRole('row').map((r) => [...r.querySelectorAll('th,td')].map((c) => c.textContent)),
      ).toEqual([
        ['Field', 'Now on the server', 'Your change'],
        ['Body', THEIR_BODY, 'Mine: late is 2 minutes.'],
      ]);
      await expect(ed.getByRole('button', { name: 'Save' })).toBeDisabled();
    });
    await step('Keep mine: saved again against their version 3, over their text', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'Keep mine' }));
      await expectState('saving');
      await expectPending('PUT /api/blog/posts/2');
      await expectSent({
        slug: 'clock-in-variance',
        title: 'Clock-in variance in the daily report',
        body: 'Mine: late is 2 minutes.',
        version: 3,
      });
      await press('Server answers');
      await expectState('editing');
      await waitFor(() => expect(notice(el)).toHaveTextContent(/^Post saved\.$/));
      const ed = await editor(el, 'Edit post');
      await expect(field(ed, 'Body')).toHaveValue('Mine: late is 2 minutes.');
      await expect(within(el).queryByRole('group', { name: 'Save conflict' })).toBeNull();
      await expect(row(el, 2)).toHaveTextContent(/Last saved .+ by admin@example\.com/);
    });
    await step('Again, and Take theirs: their text in the editor, nothing sent', async () => {
      await press('Someone else saves Clock-in variance');
      const ed = await editor(el, 'Edit post');
      await userEvent.clear(field(ed, 'Body'));
      await userEvent.type(field(ed, 'Body'), 'Mine again.');
      await userEvent.click(ed.getByRole('button', { name: 'Save' }));
      await expectPending('PUT /api/blog/posts/2');
      await press('Server answers');
      await expectState('conflict');
      await userEvent.click(await within(el).findByRole('button', { name: 'Take theirs' }));
      await expectState('editing');
      await expectPending('none');
      const theirs = await editor(el, 'Edit post');
      await waitFor(() => expect(field(theirs, 'Body')).toHaveValue(THEIR_BODY));
      await expect(notice(el)).toHaveTextContent(/^$/);
      await expect(row(el, 2)).toHaveTextContent(/Last saved .+ by editor@example\.com/);
    });
    clearStaleAnnouncements();
  },
};

/**
 * A new post on an address already in use (the 400 shows on Address), Cancel, and deleting a post.
 *
 * How to reach each state:
 * 1. `loading`: on load.
 * 2. `ready`: in the QA panel press **Server answers**.
 * 3. `editing`: press **New post**, type the **Title** Prompts library (its address is taken), a **Body**.
 * 4. `saving`: press **Save draft**.
 * 5. `editing` ("Another post already uses this address." on **Address**): press **Server answers**.
 * 6. `editing` (the message goes): add -2 to the **Address**; the other posts wait (their Edit disabled).
 * 7. `ready`: press **Cancel**.
 * 8. `editing`: press **Edit “Seven brand themes, in light and dark”**.
 * 9. `confirmingDelete` (the confirmation, nothing sent): press **Delete** in the editor.
 * 10. `deleting` (DELETE at version 0): press **Delete** in the dialog.
 * 11. `ready` ("Post deleted."): press **Server answers**.
 */
export const EditorAddressTakenAndDelete: Story = {
  play: async ({ canvasElement: el, step }) => {
    await step('Loads', () => loadEditor(el));
    await step('A new post on a used address: the 400 shows on the Address field', async () => {
      await userEvent.click(within(el).getByRole('button', { name: 'New post' }));
      const ed = await editor(el, 'New post');
      await userEvent.type(field(ed, 'Title'), 'Prompts library');
      await expect(field(ed, 'Address')).toHaveValue('prompts-library');
      await userEvent.type(field(ed, 'Body'), 'More about prompts.');
      await userEvent.click(ed.getByRole('button', { name: 'Save draft' }));
      await expectPending('POST /api/blog/posts');
      await press('Server answers');
      await expectState('editing');
      await waitFor(() => expect(ed.getByText('Another post already uses this address.')).toBeVisible());
      await expect(field(ed, 'Address')).toHaveAttribute('aria-invalid', 'true');
      await expect(field(ed, 'Address')).toHaveAccessibleDescription(
        'Lowercase letters, digits and single hyphens. Another post already uses this address.',
      );
      await expect(notice(el)).toHaveTextContent(/^$/);
      await expect(rowTitles(el)).toHaveLength(4);
    });
    await step('Another address: the message goes', async () => {
      const ed = await editor(el, 'New post');
      await userEvent.type(field(ed, 'Address'), '-2');
      await expect(ed.queryByText('Another post already uses this address.')).toBeNull();
      await expect(field(ed, 'Address')).not.toHaveAttribute('aria-invalid', 'true');
    });
    await step('Unsaved changes: the other posts wait until they are saved or cancelled', async () => {
      const edit = within(el).getByRole('button', { name: 'Edit “Seven brand themes, in light and dark”' });
      await expect(edit).toBeDisabled();
      await expect(within(el).getByRole('button', { name: 'New post' })).toBeDisabled();
      await expect(within(el).getByText('Save or cancel your changes to open another post.')).toBeVisible();
      const ed = await editor(el, 'New post');
      await userEvent.click(ed.getByRole('button', { name: 'Cancel' }));
      await expectState('ready');
      await expect(edit).toBeEnabled();
    });
    await step('Delete a post: the confirmation, then DELETE at its version; "Post deleted."', async () => {
      await userEvent.click(
        within(el).getByRole('button', { name: 'Edit “Seven brand themes, in light and dark”' }),
      );
      const ed = await editor(el, 'Edit post');
      await userEvent.click(ed.getByRole('button', { name: 'Delete' }));
      await expectState('confirmingDelete');
      const dialog = await body().findByRole('alertdialog', {
        name: 'Delete “Seven brand themes, in light and dark”?',
      });
      await waitFor(() => expect(dialog).toBeVisible());
      await expect(
        within(dialog).getByText(
          'The post is removed from the blog and /blog/brand-themes stops working. This cannot be undone.',
        ),
      ).toBeVisible();
      await expectPending('none');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
      await expectState('deleting');
      await expectPending('DELETE /api/blog/posts/1?version=0');
      await press('Server answers');
      await expectState('ready');
      await waitFor(() => expect(body().queryByRole('alertdialog')).toBeNull());
      await waitFor(() => expect(notice(el)).toHaveTextContent(/^Post deleted\.$/));
      await expect(within(el).queryByRole('region', { name: 'Edit post' })).toBeNull();
      await expect(rowTitles(el)).toEqual([
        'Weather in the report context',
        'Prompts: your daily questions, one slash away',
        'Clock-in variance in the daily report',
      ]);
    });
    clearStaleAnnouncements();
  },
};

/**
 * The editor's load failing (no network, then a 500) until Try again loads it.
 *
 * How to reach each state:
 * 1. `loading`: on load (GET /api/blog/editor/posts waits).
 * 2. `loadFailed` (the server could not be reached, **Try again**): in the QA panel press **Network error**.
 * 3. `loading`: press **Try again**.
 * 4. `loadFailed` ("Something went wrong on the server."): press **Server fails 500**.
 * 5. `loading`: press **Try again**.
 * 6. `ready` (**New post** offered): press **Server answers**.
 */
export const EditorLoadFailsThenRetry: Story = {
  play: async ({ canvasElement: el, step }) => {
    const alert = () => within(editorScreen(el)).getByRole('alert');
    await step('The first load meets no network: the reason and Try again', async () => {
      await expectPending('GET /api/blog/editor/posts');
      await press('Network error');
      await expectState('loadFailed');
      await waitFor(() =>
        expect(alert()).toHaveTextContent(
          /^The server could not be reached\. Check the connection and try again\.Try again$/,
        ),
      );
      await expect(within(el).queryByRole('button', { name: 'New post' })).toBeNull();
    });
    await step('Try again: the server fails with 500, its message shown', async () => {
      await userEvent.click(within(alert()).getByRole('button', { name: 'Try again' }));
      await expectState('loading');
      await expectPending('GET /api/blog/editor/posts');
      await press('Server fails 500');
      await expectState('loadFailed');
      await waitFor(() =>
        expect(alert()).toHaveTextContent(/^Something went wrong on the server\.Try again$/),
      );
    });
    await step('Try again: loaded', async () => {
      await userEvent.click(within(alert()).getByRole('button', { name: 'Try again' }));
      await loadEditor(el);
      await expect(within(el).getByRole('button', { name: 'New post' })).toBeVisible();
    });
  },
};
