import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { promptFixtures, promptVersionFixtures } from './fixtures';
import { PromptsScreen } from './PromptsScreen';
import { promptsMeta } from './PromptsScreen.storyKit';
import { promptsStrings as s } from './strings';

const meta = {
  title: 'Screens/Prompts',
  component: PromptsScreen,
  ...promptsMeta,
  // Its own key: the description Storybook adds to a spread meta replaces its parameters.
  parameters: { ...promptsMeta.parameters },
} satisfies Meta<typeof PromptsScreen>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A dialog once it has faded in. */
async function dialogNamed(
  canvasElement: HTMLElement,
  name: string,
  role: 'dialog' | 'alertdialog' = 'dialog',
) {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole(role, { name });
  await waitFor(() => expect(dialog).toBeVisible());
  return within(dialog);
}

const cardOf = (canvas: ReturnType<typeof within>, title: string) =>
  canvas.getByRole('heading', { name: title }).closest('li') as HTMLElement;

export const Library: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'Labor vs forecast check',
      'Late clock-ins follow-up',
      'Pre-shift briefing',
      'Austin huddle',
      'Close-out check',
    ]);
    const shared = within(cardOf(canvas, 'Labor vs forecast check'));
    await expect(shared.getByText('Shared with everyone')).toBeVisible();
    await expect(shared.getByText('Used 14 times')).toBeVisible();
    // A regular user may use a shared prompt, not change it nor read its history.
    await expect(shared.queryByRole('button', { name: 'Edit' })).toBeNull();
    await expect(shared.queryByRole('button', { name: 'History' })).toBeNull();
    await expect(shared.queryByRole('button', { name: 'Delete' })).toBeNull();
    await expect(
      within(cardOf(canvas, 'Austin huddle')).getByText('Shared with Harvest Table Austin Core'),
    ).toBeVisible();
    const mine = within(cardOf(canvas, 'Close-out check'));
    await expect(mine.getByText('Personal')).toBeVisible();
    await expect(mine.getByText('Used 3 times')).toBeVisible();
    await userEvent.click(mine.getByRole('button', { name: 'Edit' }));
    await expect(args.onEdit).toHaveBeenCalledWith(5);
    await userEvent.click(mine.getByRole('button', { name: 'History' }));
    await expect(args.onHistory).toHaveBeenCalledWith(5);
    await userEvent.click(shared.getByRole('button', { name: 'Use' }));
    await expect(args.onUse).toHaveBeenCalledWith(1);
    await userEvent.type(canvas.getByRole('searchbox', { name: s.search }), 'l');
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('l');
  },
};

export const AdminLibrary: Story = {
  args: { isAdmin: true },
  play: async ({ canvasElement }) => {
    const shared = within(cardOf(within(canvasElement), 'Labor vs forecast check'));
    await expect(shared.getByRole('button', { name: 'Edit' })).toBeVisible();
    await expect(shared.getByRole('button', { name: 'History' })).toBeVisible();
    await expect(shared.getByRole('button', { name: 'Delete' })).toBeVisible();
  },
};

export const Loading: Story = {
  args: { status: 'loading', prompts: [], total: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(s.loading)).toBeVisible();
  },
};

export const Failed: Story = {
  args: {
    status: 'failed',
    error: 'The server could not be reached. Check the connection and try again.',
    prompts: [],
    total: 0,
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(
      canvas.getByText('The server could not be reached. Check the connection and try again.'),
    ).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const EmptyLibrary: Story = {
  args: { prompts: [], total: 0, categories: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No prompts yet')).toBeVisible();
    await expect(canvas.queryByRole('searchbox')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'New prompt' }));
    await expect(args.onNew).toHaveBeenCalledOnce();
  },
};

export const SearchWithoutMatch: Story = {
  args: { prompts: [], query: 'inventory' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('No prompt matches “inventory”')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Show all prompts' }));
    await expect(args.onQueryChange).toHaveBeenCalledWith('');
    await expect(args.onCategoryChange).toHaveBeenCalledWith(null);
  },
};

export const Saved: Story = {
  args: { notice: { text: 'Prompt saved.', tone: 'success' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Prompt saved.')).toBeVisible();
  },
};

const draft = {
  title: 'Close-out check',
  category: 'Shift',
  body: 'Did {{store}} close on time?',
  shared: false,
  groupId: null,
};

export const EditorNew: Story = {
  args: {
    isAdmin: true,
    editor: {
      isNew: true,
      draft: { ...draft, title: '', category: '', body: '' },
      errors: {},
      error: null,
      isSaving: false,
      conflict: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'New prompt');
    await userEvent.type(dialog.getByRole('textbox', { name: /Title/ }), 'W');
    await expect(args.onDraftChange).toHaveBeenLastCalledWith({ title: 'W' });
    await expect(dialog.getByText(s.bodyHelp)).toBeVisible();
    await expect(dialog.getByRole('button', { name: /Shared with/ })).toHaveTextContent('Only me');
  },
};

export const EditorWithErrors: Story = {
  args: {
    editor: {
      isNew: false,
      draft: { ...draft, title: '', body: '' },
      errors: { title: 'Enter a title.', body: 'Enter the prompt text.' },
      error: 'The server could not be reached. Check the connection and try again.',
      isSaving: false,
      conflict: null,
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Edit prompt');
    await expect(dialog.getByText('Enter a title.')).toBeVisible();
    await expect(dialog.getByText('Enter the prompt text.')).toBeVisible();
    await expect(dialog.getByRole('alert')).toHaveTextContent('The server could not be reached.');
    await expect(dialog.getByRole('textbox', { name: /Title/ })).toHaveAttribute('aria-invalid', 'true');
    // No sharing for a regular user.
    await expect(dialog.queryByRole('button', { name: /Shared with/ })).toBeNull();
    await userEvent.click(dialog.getByRole('button', { name: 'Save' }));
    await expect(args.onSave).toHaveBeenCalledOnce();
  },
};

export const EditorConflict: Story = {
  args: {
    editor: {
      isNew: false,
      draft,
      errors: {},
      error: null,
      isSaving: false,
      conflict: {
        ...(promptFixtures[4] as (typeof promptFixtures)[number]),
        body: 'Their newer text',
        version: 3,
      },
    },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'This prompt was changed meanwhile');
    await expect(dialog.getByText(/Their newer text/)).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Keep mine' }));
    await expect(args.onKeepMine).toHaveBeenCalledOnce();
    await userEvent.click(dialog.getByRole('button', { name: 'Use theirs' }));
    await expect(args.onTakeTheirs).toHaveBeenCalledOnce();
  },
};

export const ConfirmDelete: Story = {
  args: { deleting: { prompt: promptFixtures[4] as (typeof promptFixtures)[number], isPending: false } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Delete prompt?', 'alertdialog');
    await expect(
      dialog.getByText('“Close-out check” and its history will be deleted. This cannot be undone.'),
    ).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Delete' }));
    await expect(args.onConfirmDelete).toHaveBeenCalledOnce();
  },
};

const briefing = promptFixtures[2] as (typeof promptFixtures)[number];

// A shared prompt's history is for admins (who may change it): these stories are an admin's.
export const HistoryLoading: Story = {
  args: { isAdmin: true, history: { prompt: briefing, versions: null, error: null, restoring: null } },
  play: async ({ canvasElement }) => {
    const dialog = await dialogNamed(canvasElement, 'History of “Pre-shift briefing”');
    await expect(dialog.getByRole('status')).toHaveTextContent(s.historyLoading);
  },
};

export const VersionHistory: Story = {
  args: {
    isAdmin: true,
    history: { prompt: briefing, versions: promptVersionFixtures, error: null, restoring: null },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'History of “Pre-shift briefing”');
    const items = dialog.getAllByRole('listitem');
    await expect(items.map((i) => i.getAttribute('data-version'))).toEqual(['2', '1', '0']);
    await expect(items[0]).toHaveTextContent('Version 2 · Nov 22, 2026, 3:30 PM · by admin@example.com');
    await expect(items[1]).toHaveTextContent('by a deleted user');
    await expect(within(items[0] as HTMLElement).getByText('Current')).toBeVisible();
    await userEvent.click(dialog.getByRole('button', { name: 'Restore version 0' }));
    await expect(args.onRestore).toHaveBeenCalledWith(0);
  },
};

export const HistoryFailed: Story = {
  args: {
    isAdmin: true,
    history: { prompt: briefing, versions: null, error: 'Failed to load the history.', restoring: null },
  },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'History of “Pre-shift briefing”');
    await expect(dialog.getByRole('alert')).toHaveTextContent('Failed to load the history.');
    await userEvent.click(dialog.getByRole('button', { name: 'Retry' }));
    await expect(args.onRetryHistory).toHaveBeenCalledOnce();
  },
};

export const VariablesDialogOpen: Story = {
  name: 'Variables dialog',
  args: { variables: { title: 'Pre-shift briefing', names: ['focus', 'special'], onSubmit: fn() } },
  play: async ({ canvasElement, args }) => {
    const dialog = await dialogNamed(canvasElement, 'Fill in “Pre-shift briefing”');
    const submit = args.variables?.onSubmit as ReturnType<typeof fn>;
    await userEvent.type(dialog.getByRole('textbox', { name: 'focus' }), 'the patio');
    await userEvent.click(dialog.getByRole('button', { name: 'Use prompt' }));
    // One is still empty: nothing is used, the field says why.
    await expect(submit).not.toHaveBeenCalled();
    await expect(dialog.getByText('Enter a value.')).toBeVisible();
    await userEvent.type(dialog.getByRole('textbox', { name: 'special' }), ' soup {Enter}');
    await waitFor(() => expect(submit).toHaveBeenCalledWith({ focus: 'the patio', special: 'soup' }));
  },
};

export const Phone: Story = {
  decorators: [
    (Story) => (
      <div style={{ width: 375 }}>
        <Story />
      </div>
    ),
  ],
  play: async ({ canvasElement }) => {
    const card = canvasElement.querySelector('[data-prompt-id="1"]') as HTMLElement;
    await expect(card.getBoundingClientRect().width).toBeLessThanOrEqual(375);
  },
};
